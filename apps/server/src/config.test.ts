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

const DODO = {
  BILLING_PROVIDER: 'dodo',
  DODO_API_KEY: 'dodo_live_key',
  DODO_WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  DODO_PRODUCT_ID: 'pdt_premium',
  DODO_ENVIRONMENT: 'live',
}

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment at all', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      env: 'development',
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
        loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', LOG_LEVEL: 'loud' })
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

  it('refuses a production JWT_SECRET that is easy to guess or published here', () => {
    const production = {
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      ...DODO,
    }
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
    // Outside production any 32 characters do: the secret only has to outlive a restart there.
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(32) }).jwtSecret).toBe('a'.repeat(32))
  })

  it('refuses development mode on a public address unless it is asked for by name', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '203.0.113.7' },
      { PUBLIC_URL: 'https://tipsy.example.com' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        /NODE_ENV: the server would run in development mode on a public address/,
      )
      expect(() => loadConfig({ ...env, NODE_ENV: 'test' })).toThrow(/development mode on a public address/)
      expect(loadConfig({ ...env, ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS: '1' }).env).toBe('development')
    }
    for (const host of ['localhost', '127.0.0.1']) expect(loadConfig({ HOST: host }).host).toBe(host)
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000')
  })

  it('serves the API docs in development, and in production only with API_DOCS=1', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      ...DODO,
    }
    expect(loadConfig({}).apiDocs).toBe(true)
    expect(loadConfig(production).apiDocs).toBe(false)
    expect(loadConfig({ ...production, API_DOCS: '1' }).apiDocs).toBe(true)
  })

  it('never offers local sign-in in production or beside Google sign-in', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      PUBLIC_URL: 'https://tipsy.example.com',
      ...DODO,
    })
    expect(production.localSignIn).toBe(false)
    expect(production.secureCookies).toBe(true)
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).localSignIn).toBe(false)
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', LOCAL_SIGN_IN: 'true' })).toThrow(/only offered when/)
  })

  it('resolves the web build directory from the working directory', () => {
    expect(loadConfig({}).webDistDir).toBe(`${process.cwd()}/apps/web/build/client`)
    expect(loadConfig({ WEB_DIST_DIR: '' }).webDistDir).toBeNull()
  })

  it('uses the local engine by default and lists what an LLM provider needs', () => {
    expect(loadConfig({}).engine).toEqual({ provider: 'local' })
    expect(() => loadConfig({ ENGINE: 'openai-compatible' })).toThrow(
      /LLM_MODEL: is required[\s\S]*LLM_BASE_URL/,
    )
    expect(() => loadConfig({ ENGINE: 'llama-cpp' })).toThrow(/LLAMA_MODEL_PATH/)
    expect(loadConfig({ ENGINE: 'ollama', LLM_MODEL: 'llama3.2' }).engine).toEqual({
      provider: 'ollama',
      baseUrl: 'http://127.0.0.1:11434',
      model: 'llama3.2',
      timeoutMs: 30_000,
      maxOutputTokens: 1024,
    })
  })

  it('derives CORS origins from the public URL plus extras', () => {
    const config = loadConfig({
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
    expect(loadConfig({}).billing).toEqual({
      provider: 'sandbox',
      webhookSecret: SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
      webhookUrl: null,
    })
    expect(loadConfig({ SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:9999/hook' }).billing).toMatchObject({
      webhookUrl: 'http://127.0.0.1:9999/hook',
    })
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'not-a-secret' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET: must be a Standard Webhooks secret/,
    )
  })

  it('lists every Dodo setting that is missing, together with other problems', () => {
    const error = (() => {
      try {
        loadConfig({ BILLING_PROVIDER: 'dodo', PORT: 'x' })
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
    expect(() => loadConfig({ ...DODO, DODO_ENVIRONMENT: 'staging' })).toThrow(/DODO_ENVIRONMENT/)
  })

  it('derives Dodo addresses from the environment, with an API override for tests', () => {
    expect(loadConfig(DODO).billing).toEqual({
      provider: 'dodo',
      apiKey: 'dodo_live_key',
      webhookSecret: DODO.DODO_WEBHOOK_SECRET,
      productId: 'pdt_premium',
      environment: 'live',
      apiBaseUrl: 'https://live.dodopayments.com',
      checkoutBaseUrl: 'https://checkout.dodopayments.com',
    })
    expect(
      loadConfig({ ...DODO, DODO_ENVIRONMENT: 'test', DODO_API_BASE_URL: 'http://127.0.0.1:4010/' }).billing,
    ).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:4010',
      checkoutBaseUrl: 'https://test.checkout.dodopayments.com',
    })
  })

  it('never uses the sandbox in production', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
    }
    expect(() => loadConfig(production)).toThrow(/BILLING_PROVIDER: the sandbox takes no real payments/)
    expect(() => loadConfig({ ...production, BILLING_PROVIDER: 'sandbox' })).toThrow(/BILLING_PROVIDER/)
    expect(loadConfig({ ...production, ...DODO }).billing.provider).toBe('dodo')
  })
})
