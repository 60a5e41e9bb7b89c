import type { Env } from './env-schema'

declare const __TIPSY_ENV__: Env

/**
 * `import.meta.env`'s VITE_* variables, parsed with zod once when the app is built (see
 * vite.config.ts) and inlined, so no validation library ships to the browser for three strings.
 */
export const env: Env = __TIPSY_ENV__
