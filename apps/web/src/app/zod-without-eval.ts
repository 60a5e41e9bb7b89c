/**
 * zod checks whether `new Function` works when it builds its first object schema. Our CSP forbids
 * eval, and Chrome reports the attempt as a violation even though zod catches it. zod reads this
 * global config when it loads, and the API contract only loads after this root module has run.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true }
