import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { type BillingProviderName, billingProviderNames, type RateLimitClass } from '@tipsy/contracts'
import {
  DEFAULT_LLM_TIMEOUT_MS,
  defaultCallBudgetMs,
  defaultModelCacheDir,
  type EngineConfig,
  type EngineModelSettings,
  engineProviders,
} from '@tipsy/engine'
import { z } from 'zod'

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes')

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

/** A Standard Webhooks secret: `whsec_` and base64 key bytes. */
const webhookSecret = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, 'must be a Standard Webhooks secret (whsec_ and base64)')

/**
 * JWT_SECRET values published in this repository (unit tests, load tests, end-to-end tests,
 * apps/web/playwright.config.ts): anyone can read them, so production refuses them.
 */
export const PUBLISHED_JWT_SECRETS = {
  unitTests: 'test-secret-that-is-long-enough-for-hs256!',
  accessTokenTests: 'access-token-test-secret-of-32-characters!',
  loadTests: 'load-test-secret-that-is-long-enough-for-hs256',
  endToEndTests: 'e2e-only-secret-that-is-at-least-32-characters-long',
} as const

/** A production JWT_SECRET must be estimated to hold at least this much entropy. */
export const MIN_SECRET_ENTROPY_BITS = 128

/**
 * A conservative estimate of a secret's entropy: its length times the Shannon entropy of its
 * characters' frequencies. 32 × "a" is 0 bits; `openssl rand -base64 48` is about 350.
 */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>()
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1)
  const length = [...secret].length
  let bitsPerCharacter = 0
  for (const count of counts.values()) {
    const p = count / length
    bitsPerCharacter -= p * Math.log2(p)
  }
  return bitsPerCharacter * length
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i

/** Whether HOST or PUBLIC_URL reaches beyond this machine (an https address always does). */
function isPublicAddress(host: string, publicUrl: string | undefined): boolean {
  if (!LOOPBACK_HOST.test(host)) return true
  if (!publicUrl?.trim()) return false
  try {
    const url = new URL(publicUrl.trim())
    return url.protocol === 'https:' || !LOOPBACK_HOST.test(url.hostname)
  } catch {
    return false
  }
}

const isOn = (value: string | undefined) => ['true', '1', 'yes'].includes(value ?? '')

/**
 * Development mode (local sign-in, the sandbox and its clock, API docs) is asked for by name:
 * NODE_ENV=development or TIPSY_DEV=1 (`npm start` sets it). Anything else, NODE_ENV=test or
 * nothing at all included, runs with production's rules; NODE_ENV=production always does.
 */
function isDevelopmentMode(env: Record<string, string | undefined>): boolean {
  if (env.NODE_ENV === 'production') return false
  return env.NODE_ENV === 'development' || isOn(env.TIPSY_DEV)
}

/** The webhook key of a `whsec_` secret, so a copy written without its base64 padding still matches. */
const webhookKeyOf = (secret: string) => secret.trim().replace(/=+$/, '')

/** Development-only signing secret of the sandbox provider (base64 of a fixed phrase; documented). */
export const SANDBOX_DEVELOPMENT_WEBHOOK_SECRET = 'whsec_dGlwc3ktc2FuZGJveC1kZXZlbG9wbWVudC1zZWNyZXQ='

const envSchema = z.object({
  /** Unset runs with production's rules unless TIPSY_DEV=1; `test` also checks every response. */
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
  /** `1`: development mode without NODE_ENV=development (`npm start` sets it). */
  TIPSY_DEV: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** The address users reach the app at; used for printing, redirects, CORS and cookies. */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Extra origins allowed to call the API with credentials, comma-separated. */
  CORS_ORIGINS: z.string().default(''),
  /** `postgres://…` for PostgreSQL; otherwise a PGlite directory (`file:./data`) or `memory://`. */
  DATABASE_URL: z.string().min(1).default('file:./data'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Where Google's ID-token signing keys are fetched (PEM map). Tests point it at a local key server. */
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
  /** Local sign-in: on by default without GOOGLE_CLIENT_ID, never with it, never in production. */
  LOCAL_SIGN_IN: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  /** Directory of the built web app (relative to the working directory); empty serves the API only. */
  WEB_DIST_DIR: z.string().default('apps/web/build/client'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds a SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).default(10),
  /** Behind a load balancer: trust X-Forwarded-For for the client's address (rate limits by IP). */
  TRUST_PROXY: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  RATE_LIMIT_ENABLED: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  RATE_LIMIT_AI_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  RATE_LIMIT_VITALS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** The landing page's live demo, per client address: a taste, not a free MessageIQ. */
  RATE_LIMIT_DEMO_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(5),
  RATE_LIMIT_DEMO_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** OpenAPI document and UI at /api/docs: on in development, off in production unless set. */
  API_DOCS: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  /** Development mode on a public address refuses to start unless this is set (see crossFieldProblems). */
  ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS: z.preprocess(emptyToUndefined, booleanFromEnv.optional()),
  /** Rate-limit counters in Redis (`redis://…`) instead of the database. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  /** The writing engine: the local one needs nothing; the others need the LLM_* settings. */
  ENGINE: z.enum(engineProviders).default('local'),
  LLM_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LLM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** The model's name (openai-compatible, ollama); for llama-cpp a .gguf path or hf: URI (default: the store's). */
  LLM_MODEL: z.preprocess(emptyToUndefined, z.string().optional()),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(DEFAULT_LLM_TIMEOUT_MS),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_768).default(1024),
  /** Where the model store keeps the models it fetches (default ~/.cache/tipsy/models). */
  MODEL_CACHE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** How messages are read: the sentence encoder beside the rules, or the rules alone. */
  READER: z.enum(['encoder', 'rules']).default('encoder'),
  /** The user's own reader files (ONNX encoder, tokenizer.json), instead of the store's. */
  READER_MODEL_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  READER_TOKENIZER_PATH: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Use only cached or configured models: never ask Hugging Face or pip. */
  MODELS_OFFLINE: z.preprocess(emptyToUndefined, booleanFromEnv.default(false)),
  /** Worker threads the engine runs in (default: one per core, at most two). */
  ENGINE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * How long one engine call may run before it is abandoned with a 503 (default: 5 s for the
   * rules, which answer in well under 250 ms; the LLM time-out plus 5 s for a model).
   */
  ENGINE_CALL_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** Engine calls that may wait for a worker; one more is answered 503 at once. */
  ENGINE_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(64),
  /** How long an engine call may wait for a worker before it is answered 503. */
  ENGINE_QUEUE_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Who takes payments: the offline sandbox (development) or Dodo Payments. */
  BILLING_PROVIDER: z.enum(billingProviderNames).default('sandbox'),
  /** Signs the sandbox's webhooks; a fixed, documented development value by default. */
  SANDBOX_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    webhookSecret.default(SANDBOX_DEVELOPMENT_WEBHOOK_SECRET),
  ),
  /** Where the sandbox POSTs its webhooks; by default it calls this process's own endpoint. */
  SANDBOX_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DODO_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  DODO_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, webhookSecret.optional()),
  DODO_PRODUCT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  DODO_ENVIRONMENT: z.preprocess(emptyToUndefined, z.enum(['test', 'live']).optional()),
  /** Overrides the API address DODO_ENVIRONMENT implies (tests point it at a local server). */
  DODO_API_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
})

const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434'

const DODO_URLS = {
  test: { api: 'https://test.dodopayments.com' },
  live: { api: 'https://live.dodopayments.com' },
} as const

/**
 * Rules across variables. They read the raw strings so they are reported together with any
 * type errors, giving one complete list of what to fix.
 */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const set = (name: string) => Boolean(env[name]?.trim())
  const localSignInOn = isOn(env.LOCAL_SIGN_IN)
  if (localSignInOn && set('GOOGLE_CLIENT_ID')) {
    problems.push('LOCAL_SIGN_IN: local sign-in is only offered when GOOGLE_CLIENT_ID is not set')
  }
  const engine = env.ENGINE ?? 'local'
  if ((engine === 'openai-compatible' || engine === 'ollama') && !set('LLM_MODEL')) {
    problems.push(`LLM_MODEL: is required when ENGINE=${engine}`)
  }
  if (engine === 'openai-compatible' && !set('LLM_BASE_URL')) {
    problems.push('LLM_BASE_URL: is required when ENGINE=openai-compatible (e.g. https://api.openai.com/v1)')
  }
  if (set('LLAMA_MODEL_PATH')) {
    problems.push(
      "LLAMA_MODEL_PATH: is replaced by LLM_MODEL (a .gguf path or an hf:<owner>/<repo>/<file> URI; unset, ENGINE=llama-cpp uses the model store's default)",
    )
  }
  if (env.BILLING_PROVIDER === 'dodo') {
    for (const name of ['DODO_API_KEY', 'DODO_WEBHOOK_SECRET', 'DODO_PRODUCT_ID', 'DODO_ENVIRONMENT']) {
      if (!set(name)) problems.push(`${name}: is required when BILLING_PROVIDER=dodo`)
    }
  }
  if (isDevelopmentMode(env)) {
    if (
      !isOn(env.ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS) &&
      isPublicAddress(env.HOST || 'localhost', env.PUBLIC_URL)
    ) {
      problems.push(
        `${env.NODE_ENV === 'development' ? 'NODE_ENV' : 'TIPSY_DEV'}: the server would run in development ` +
          'mode on a public address (a HOST that is not loopback, or a PUBLIC_URL that is https or not on ' +
          'this machine), where anyone could sign in as any e-mail, pay with the sandbox and move its clock. ' +
          'Set NODE_ENV=production, or ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS=1 if that is really meant',
      )
    }
    return problems
  }
  const productionProblems = productionRuleProblems(env, localSignInOn)
  if (productionProblems.length > 0 && env.NODE_ENV !== 'production') {
    productionProblems.unshift(
      `NODE_ENV: is ${env.NODE_ENV ? `"${env.NODE_ENV}"` : 'not set'}, so the server runs with production's ` +
        'rules, which the settings below break. To try Tipsy on this machine run `npm start`, or set ' +
        'TIPSY_DEV=1 (or NODE_ENV=development) for development mode: local sign-in, the sandbox payments and their clock',
    )
  }
  return [...problems, ...productionProblems]
}

/** What production needs: everything development mode offers for free is refused or required here. */
function productionRuleProblems(env: Record<string, string | undefined>, localSignInOn: boolean): string[] {
  const problems: string[] = []
  const set = (name: string) => Boolean(env[name]?.trim())
  const publicUrl = env.PUBLIC_URL?.trim() ?? ''
  if (!publicUrl.toLowerCase().startsWith('https://')) {
    problems.push(
      `PUBLIC_URL: ${publicUrl ? 'must be an https:// address' : 'is required'} in production ` +
        '(the address users reach, behind TLS; it makes the session cookie Secure)',
    )
  }
  if ((env.BILLING_PROVIDER ?? 'sandbox') === 'sandbox') {
    problems.push(
      'BILLING_PROVIDER: the sandbox takes no real payments and is never used in production (set BILLING_PROVIDER=dodo)',
    )
  }
  const dodoWebhookSecret = env.DODO_WEBHOOK_SECRET ?? ''
  if (
    dodoWebhookSecret &&
    webhookKeyOf(dodoWebhookSecret) === webhookKeyOf(SANDBOX_DEVELOPMENT_WEBHOOK_SECRET)
  ) {
    problems.push(
      "DODO_WEBHOOK_SECRET: is the sandbox's development secret, published in this repository (anyone could " +
        "sign a webhook with it); use the secret of the webhook endpoint in Dodo's dashboard",
    )
  }
  const secret = env.JWT_SECRET?.trim() ?? ''
  if (!secret) {
    problems.push('JWT_SECRET: is required in production')
  } else if ((Object.values(PUBLISHED_JWT_SECRETS) as string[]).includes(secret)) {
    problems.push(
      'JWT_SECRET: is a value published in this repository for tests; generate one with `openssl rand -base64 48`',
    )
  } else if (estimatedEntropyBits(secret) < MIN_SECRET_ENTROPY_BITS) {
    problems.push(
      `JWT_SECRET: is too easy to guess (about ${Math.floor(estimatedEntropyBits(secret))} bits, ` +
        `${MIN_SECRET_ENTROPY_BITS} needed); generate one with \`openssl rand -base64 48\``,
    )
  }
  if (localSignInOn) problems.push('LOCAL_SIGN_IN: local sign-in can never be enabled in production')
  if (!set('GOOGLE_CLIENT_ID')) {
    problems.push('GOOGLE_CLIENT_ID: is required in production (local sign-in is not available there)')
  }
  return problems
}

export interface Config {
  /** Development mode: local sign-in, the sandbox and its clock, API docs; false runs production's rules. */
  dev: boolean
  trustProxy: boolean
  rateLimits: {
    enabled: boolean
    perMinute: Record<RateLimitClass, number>
    /** The classes that also have a daily allowance per client address. */
    perDay: Partial<Record<RateLimitClass, number>>
    redisUrl: string | null
  }
  /** Serve the OpenAPI document and UI at /api/docs. */
  apiDocs: boolean
  /** Check every response against its contract schema before it is sent (tests). */
  checkResponses: boolean
  host: string
  port: number
  publicUrl: string
  corsOrigins: string[]
  databaseUrl: string
  databasePoolMax: number
  jwtSecret: string
  /** True when JWT_SECRET was not given and a per-process secret was generated. */
  jwtSecretGenerated: boolean
  google: { clientId: string | null; certsUrl: string }
  localSignIn: boolean
  webDistDir: string | null
  bodyLimitBytes: number
  logLevel: string
  shutdownGraceSeconds: number
  /** Cookies carry `Secure` when the app is served over https. */
  secureCookies: boolean
  /** For ENGINE=llama-cpp, `modelPath` is empty until server.ts fills it from the model store (`models`). */
  engine: EngineConfig
  /** The local models the engine uses, resolved through the model store when the server starts. */
  models: EngineModelSettings
  /** The worker pool the engine runs in (packages/engine/src/models/inference-pool.ts). */
  enginePool: { workers: number | undefined; callBudgetMs: number; maxQueued: number; maxWaitMs: number }
  billing: BillingConfig
}

export type BillingConfig =
  | {
      provider: Extract<BillingProviderName, 'sandbox'>
      webhookSecret: string
      /** Null: the sandbox delivers to this process's own webhook endpoint. */
      webhookUrl: string | null
    }
  | {
      provider: Extract<BillingProviderName, 'dodo'>
      apiKey: string
      webhookSecret: string
      productId: string
      environment: 'test' | 'live'
      apiBaseUrl: string
    }

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment once. Throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env)
  const problems = [
    ...(parsed.error?.issues ?? []).map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    ),
    ...crossFieldProblems(env),
  ]
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems)
  const e = parsed.data
  const dev = isDevelopmentMode(env)
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST
  const publicUrl = (e.PUBLIC_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/$/, '')
  const extraOrigins = e.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  const engine = engineConfigFrom(e)
  return {
    dev,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimits: {
      enabled: e.RATE_LIMIT_ENABLED ?? true,
      perMinute: {
        engine: e.RATE_LIMIT_AI_PER_MINUTE,
        'sign-in': e.RATE_LIMIT_AUTH_PER_MINUTE,
        beacon: e.RATE_LIMIT_VITALS_PER_MINUTE,
        demo: e.RATE_LIMIT_DEMO_PER_MINUTE,
      },
      perDay: { demo: e.RATE_LIMIT_DEMO_PER_DAY },
      redisUrl: e.REDIS_URL ?? null,
    },
    apiDocs: e.API_DOCS ?? dev,
    checkResponses: e.NODE_ENV === 'test',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    corsOrigins: [new URL(publicUrl).origin, ...extraOrigins],
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretGenerated: !e.JWT_SECRET,
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, certsUrl: e.GOOGLE_CERTS_URL },
    localSignIn: dev && !e.GOOGLE_CLIENT_ID && (e.LOCAL_SIGN_IN ?? true),
    webDistDir: e.WEB_DIST_DIR === '' ? null : resolve(e.WEB_DIST_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    secureCookies: publicUrl.startsWith('https://'),
    engine,
    models: {
      engine: e.ENGINE,
      cacheDir: resolve(e.MODEL_CACHE_DIR ?? defaultModelCacheDir(env)),
      reader: e.READER,
      readerModelPath: e.READER_MODEL_PATH && resolve(e.READER_MODEL_PATH),
      readerTokenizerPath: e.READER_TOKENIZER_PATH && resolve(e.READER_TOKENIZER_PATH),
      writerModel: e.ENGINE === 'llama-cpp' ? e.LLM_MODEL : undefined,
      offline: e.MODELS_OFFLINE,
    },
    enginePool: {
      workers: e.ENGINE_WORKERS,
      callBudgetMs: e.ENGINE_CALL_BUDGET_MS ?? defaultCallBudgetMs(engine),
      maxQueued: e.ENGINE_QUEUE_MAX,
      maxWaitMs: e.ENGINE_QUEUE_WAIT_MS,
    },
    billing: billingConfigFrom(e),
  }
}

function billingConfigFrom(e: z.infer<typeof envSchema>): BillingConfig {
  if (e.BILLING_PROVIDER === 'sandbox') {
    return {
      provider: 'sandbox',
      webhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      webhookUrl: e.SANDBOX_WEBHOOK_URL ?? null,
    }
  }
  const environment = e.DODO_ENVIRONMENT ?? 'test'
  return {
    provider: 'dodo',
    apiKey: e.DODO_API_KEY ?? '',
    webhookSecret: e.DODO_WEBHOOK_SECRET ?? '',
    productId: e.DODO_PRODUCT_ID ?? '',
    environment,
    apiBaseUrl: (e.DODO_API_BASE_URL ?? DODO_URLS[environment].api).replace(/\/$/, ''),
  }
}

function engineConfigFrom(e: z.infer<typeof envSchema>): EngineConfig {
  const llm = { timeoutMs: e.LLM_TIMEOUT_MS, maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS }
  switch (e.ENGINE) {
    case 'local':
      return { provider: 'local' }
    case 'openai-compatible':
      return {
        provider: 'openai-compatible',
        baseUrl: e.LLM_BASE_URL ?? '',
        apiKey: e.LLM_API_KEY,
        model: e.LLM_MODEL ?? '',
        ...llm,
      }
    case 'ollama':
      return {
        provider: 'ollama',
        baseUrl: e.LLM_BASE_URL ?? OLLAMA_DEFAULT_URL,
        model: e.LLM_MODEL ?? '',
        ...llm,
      }
    case 'llama-cpp':
      // Filled from the model store when the server starts (config.models.writerModel).
      return { provider: 'llama-cpp', modelPath: '', ...llm }
  }
}
