import { randomBytes } from 'node:crypto'
import { buildPath, defaultTones, type Endpoint, endpoints } from '@tipsy/contracts'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import {
  createTestApp,
  expectErrorBody,
  type SignedIn,
  TEST_JWT_SECRET,
  type TestApp,
} from './test-support/test-app'

const strongSecret = randomBytes(48).toString('base64url')

/** A request that passes validation for each endpoint, so only authorisation can refuse it. */
function validRequest(endpoint: Endpoint, ids: { message: string; variation: string }) {
  const bodies: Record<string, unknown> = {
    [endpoints.generateEmoji.path]: { text: 'pizza party' },
    [endpoints.updatePreferences.path]: { selectedEmoji: '🔥' },
    [endpoints.generateMessages.path]: { prompt: 'say hi', tones: defaultTones },
    [endpoints.generateMessagesStream.path]: { prompt: 'say hi', tones: defaultTones },
    [endpoints.saveMessage.path]: { message_id: ids.message },
    [endpoints.recordCopyEvent.path]: { message_id: ids.message, variation_id: ids.variation },
    [endpoints.analyzeMessage.path]: { message: 'hello' },
    [endpoints.rewriteMessage.path]: { message: 'hello' },
    [endpoints.checkGrammar.path]: { message: 'hello' },
    [endpoints.replyToConversation.path]: {
      transcript: [{ side: 'them', text: 'hi?' }],
      tones: defaultTones,
    },
    [endpoints.cancelSubscription.path]: {},
    [endpoints.deleteAccount.path]: { confirm: 'DELETE' },
  }
  const url = `/api${buildPath(endpoint.path, { id: ids.message })}`
  const body = endpoint.request.body ? (bodies[endpoint.path] ?? {}) : undefined
  return { method: endpoint.method, url, ...(body === undefined ? {} : { payload: body as object }) }
}

const sign = (
  claims: Record<string, unknown>,
  options: { secret?: string; audience?: string; expiresIn?: string } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub ?? '00000000-0000-4000-8000-000000000000'))
    .setIssuer('tipsy')
    .setAudience(options.audience ?? 'tipsy-api')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(options.expiresIn ?? '15m')
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET))

describe('attacks', () => {
  let t: TestApp
  let ada: SignedIn
  let mallory: SignedIn
  let ids: { message: string; variation: string }

  beforeAll(async () => {
    t = await createTestApp({ warmGrammar: true })
    ada = await t.signIn({ name: 'Ada', email: 'ada@example.com' })
    mallory = await t.signIn({ name: 'Mallory', email: 'mallory@example.com' })
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/messages/generate',
      payload: { prompt: 'invite Sam to dinner', tones: defaultTones },
      headers: ada.headers,
    })
    const body = generated.json()
    ids = { message: body.message_id, variation: body.generatedMessages[0].id }
  })
  afterAll(() => t.close())

  const authenticated = Object.values(endpoints).filter((endpoint) => endpoint.auth)

  describe('every authenticated endpoint refuses a missing or bad token with 401', () => {
    const forgedTokens: [string, () => Promise<string | undefined>][] = [
      ['no token', async () => undefined],
      ['a malformed token', async () => 'not.a.jwt'],
      [
        'a token signed with another secret',
        () => sign({ sid: 'x' }, { secret: 'another-secret-that-is-long-enough!!' }),
      ],
      ['an expired token', () => sign({ sid: 'x' }, { expiresIn: '-1m' })],
      ['a token for another audience', () => sign({ sid: 'x' }, { audience: 'someone-else' })],
      [
        'an alg: none token',
        async () => {
          const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
          const payload = Buffer.from(
            JSON.stringify({ sub: 'x', sid: 'x', iss: 'tipsy', aud: 'tipsy-api' }),
          ).toString('base64url')
          return `${header}.${payload}.`
        },
      ],
    ]
    for (const [name, makeToken] of forgedTokens) {
      it(`with ${name}`, async () => {
        const token = await makeToken()
        for (const endpoint of authenticated) {
          const response = await t.app.inject({
            ...validRequest(endpoint, ids),
            headers: token ? { authorization: `Bearer ${token}` } : {},
          })
          expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401)
          expectErrorBody(response, 401)
        }
      })
    }
  })

  it("answers every id-bearing call on another user's data exactly as on missing data, and changes nothing", async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: `/api/messages/history/${ids.message}`, headers: ada.headers })
    ).json()
    const attempts = [
      { method: 'GET' as const, url: `/api/messages/history/${ids.message}` },
      { method: 'DELETE' as const, url: `/api/messages/history/${ids.message}` },
      { method: 'POST' as const, url: '/api/messages/save', payload: { message_id: ids.message } },
      {
        method: 'POST' as const,
        url: '/api/messages/copy-event',
        payload: { message_id: ids.message, variation_id: ids.variation },
      },
    ]
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: mallory.headers })
      expectErrorBody(response, 404)
    }
    // Clearing "all" of Mallory's history leaves Ada's alone.
    await t.app.inject({ method: 'DELETE', url: '/api/messages/history', headers: mallory.headers })
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/messages/history/${ids.message}`, headers: ada.headers })
    ).json()
    expect(after).toEqual(before)
    expect(after.message.saved).toBe(false)
  })

  it('never offers local sign-in in production, whatever the request says', async () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'true', JWT_SECRET: strongSecret }),
    ).toThrow(/LOCAL_SIGN_IN/)
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: strongSecret,
        GOOGLE_CLIENT_ID: 'tipsy.apps.googleusercontent.com',
        BILLING_PROVIDER: 'dodo',
        DODO_API_KEY: 'key',
        DODO_WEBHOOK_SECRET: 'whsec_dGlwc3ktdGVzdC13ZWJob29rLXNlY3JldC0zMmJ5dGVz',
        DODO_PRODUCT_ID: 'prod_1',
        DODO_ENVIRONMENT: 'test',
        PUBLIC_URL: 'https://tipsy.example.com',
      },
    })
    try {
      expect(production.config.localSignIn).toBe(false)
      expectErrorBody(
        await production.app.inject({ method: 'POST', url: '/api/auth/local', payload: {} }),
        404,
      )
      const health = await production.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.headers['strict-transport-security']).toContain('max-age=31536000')
      // The API's map is not published in production unless API_DOCS=1 asks for it.
      expectErrorBody(await production.app.inject({ method: 'GET', url: '/api/docs/json' }), 404)
    } finally {
      await production.close()
    }
  })

  it('marks the refresh cookie Secure when served over https', async () => {
    const secure = await createTestApp({
      env: { PUBLIC_URL: 'https://tipsy.example.com', ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS: '1' },
    })
    try {
      const response = await secure.app.inject({ method: 'POST', url: '/api/auth/local', payload: {} })
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join(';')
      expect(cookie).toMatch(/HttpOnly/)
      expect(cookie).toMatch(/Secure/)
      expect(cookie).toMatch(/SameSite=Strict/)
      expect(cookie).toMatch(/Path=\/api\/auth/)
    } finally {
      await secure.close()
    }
  })
})
