import { schema } from '@tipsy/db'
import { createEngine } from '@tipsy/engine'
import type { FastifyInstance } from 'fastify'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import {
  type GoogleKeyServer,
  startGoogleKeyServer,
  TEST_GOOGLE_CLIENT_ID,
} from '../../test-support/google-keys'
import {
  createTestApp,
  expectErrorBody,
  refreshCookieOf,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../test-support/test-app'
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens'
import { REFRESH_COOKIE } from './auth.routes'
import { SESSION_LIFETIME_MS } from './sessions'

const cookieOf = (setCookie: string | string[] | undefined) =>
  ([] as string[]).concat(setCookie ?? []).find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`))

describe('Google sign-in', () => {
  let keys: GoogleKeyServer
  let t: TestApp

  beforeAll(async () => {
    keys = await startGoogleKeyServer()
    t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_CERTS_URL: keys.certsUrl },
    })
  })
  afterAll(async () => {
    await t.close()
    await keys.close()
  })

  const login = (credential: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } })
  const userCount = () => t.database.handle.db.$count(schema.users)

  it('verifies a real RS256 ID token, creates the user and opens a session', async () => {
    const response = await login(await keys.signIdToken({ sub: 'google-ada' }))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      picture: 'https://lh3.googleusercontent.com/a/ada',
    })
    expect(body.expiresIn).toBe(ACCESS_TOKEN_TTL_SECONDS)
    expect(body).not.toHaveProperty('refreshToken')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(refreshCookieOf(response)).toMatch(/^[\w-]{43}$/)
    const cookie = cookieOf(response.headers['set-cookie'])
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api/auth')

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.accessToken}` },
    })
    expect(me.json().user.id).toBe(body.user.id)
  })

  it('updates the profile on a later sign-in instead of creating a second user', async () => {
    const before = await userCount()
    const response = await login(await keys.signIdToken({ sub: 'google-ada', name: 'Ada King' }))
    expect(response.json().user.name).toBe('Ada King')
    expect(await userCount()).toBe(before)
  })

  const now = () => Math.floor(Date.now() / 1000)
  const rejected: [string, () => Promise<string>, RegExp][] = [
    [
      'a wrong audience',
      () => keys.signIdToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      /another application/,
    ],
    ['a wrong issuer', () => keys.signIdToken({ iss: 'https://evil.example.com' }), /wrong issuer/],
    ['an expired token', () => keys.signIdToken({ iat: now() - 7200, exp: now() - 3600 }), /expired/],
    ['an unknown key id', () => keys.signIdToken({}, { kid: 'not-published' }), /unknown key/],
    [
      'a key Google never published',
      () => keys.signIdToken({}, { key: keys.foreignKey }),
      /signature is invalid/,
    ],
    ['an unverified e-mail', () => keys.signIdToken({ email_verified: false }), /not verified/],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await keys.signIdToken()).split('.')
        const forged = Buffer.from(
          JSON.stringify({
            iss: 'https://accounts.google.com',
            aud: TEST_GOOGLE_CLIENT_ID,
            sub: 'attacker',
            email: 'attacker@example.com',
            email_verified: true,
            iat: now(),
            exp: now() + 3600,
          }),
        ).toString('base64url')
        return `${header}.${forged}.${signature}`
      },
      /signature is invalid/,
    ],
    [
      'alg: none',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid: 'test-key-1' })).toString(
          'base64url',
        )
        const payload = Buffer.from(
          JSON.stringify({
            iss: 'accounts.google.com',
            aud: TEST_GOOGLE_CLIENT_ID,
            sub: 'x',
            email: 'x@y.z',
          }),
        ).toString('base64url')
        return `${header}.${payload}.`
      },
      /not RS256/,
    ],
    [
      'an HS256 token keyed with the public client id',
      () =>
        new SignJWT({ email: 'x@y.z', email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
          .setIssuer('https://accounts.google.com')
          .setAudience(TEST_GOOGLE_CLIENT_ID)
          .setSubject('x')
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(TEST_GOOGLE_CLIENT_ID)),
      /not RS256/,
    ],
    ['garbage', async () => 'not-a-jwt', /malformed/],
  ]

  it.each(rejected)('refuses %s with 401 and creates no user', async (_name, makeToken, reason) => {
    const before = await userCount()
    const response = await login(await makeToken())
    const body = expectErrorBody(response, 401)
    expect(body.detail).toMatch(reason)
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(await userCount()).toBe(before)
  })

  it('does not offer local sign-in when a Google client id is configured', async () => {
    expectErrorBody(await t.app.inject({ method: 'POST', url: '/api/auth/local', payload: {} }), 404)
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' })
    expect(config.json()).toEqual({ googleClientId: TEST_GOOGLE_CLIENT_ID, localSignIn: false })
  })
})

describe('sessions', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const refresh = (refreshToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {},
      ...(refreshToken ? { cookies: { [REFRESH_COOKIE]: refreshToken } } : {}),
    })
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } })

  it('offers local sign-in without a Google client id', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/auth/config' })
    expect(config.json()).toEqual({ googleClientId: null, localSignIn: true })
    const session = await t.signIn({ name: 'Grace', email: 'grace@example.com' })
    expect((await me(session.accessToken)).json().user).toMatchObject({
      name: 'Grace',
      email: 'grace@example.com',
    })
  })

  it('rotates the refresh token on every refresh; it travels only in the cookie', async () => {
    const session = await t.signIn()
    const first = await refresh(session.refreshToken)
    expect(first.statusCode).toBe(200)
    expect(Object.keys(first.json()).sort()).toEqual(['accessToken', 'expiresIn'])
    expect(first.headers['cache-control']).toBe('no-store')
    const rotated = refreshCookieOf(first)
    expect(rotated).toMatch(/^[\w-]{43}$/)
    expect(rotated).not.toBe(session.refreshToken)
    expect((await me(first.json().accessToken)).statusCode).toBe(200)

    const second = await refresh(rotated)
    expect(second.statusCode).toBe(200)
    expect(refreshCookieOf(second)).not.toBe(rotated)
  })

  it('refuses a refresh token sent in the body: its only home is the HttpOnly cookie', async () => {
    const session = await t.signIn()
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    })
    expect(expectErrorBody(inBody, 400).code).toBe('validation_error')
    expect(inBody.headers['cache-control']).toBe('no-store')
    // The token was not spent.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200)
  })

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const session = await t.signIn()
    const next = refreshCookieOf(await refresh(session.refreshToken))
    const reuse = await refresh(session.refreshToken)
    expect(expectErrorBody(reuse, 401).code).toBe('refresh_token_reused')
    expect(cookieOf(reuse.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/)
    // The legitimate holder of the newest token is signed out too.
    expect(expectErrorBody(await refresh(next), 401).code).toBe('session_revoked')
  })

  it('lets exactly one of two simultaneous refreshes with the same token win', async () => {
    const session = await t.signIn()
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('ends the session after 30 days however often it was refreshed', async () => {
    const session = await t.signIn()
    t.advanceClock(SESSION_LIFETIME_MS - 60_000)
    const late = await refresh(session.refreshToken)
    expect(late.statusCode).toBe(200)
    t.advanceClock(120_000)
    expect(expectErrorBody(await refresh(refreshCookieOf(late)), 401).code).toBe('session_expired')
  })

  it('revokes the session on logout: refresh and access tokens are refused at once', async () => {
    t.advanceClock(-SESSION_LIFETIME_MS - 60_000)
    const session = await t.signIn()
    const other = await t.signIn()
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      cookies: { [REFRESH_COOKIE]: session.refreshToken },
    })
    expect(logout.json()).toEqual({ ok: true })
    expect(cookieOf(logout.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect(expectErrorBody(await refresh(session.refreshToken), 401).code).toBe('session_revoked')
    expect(expectErrorBody(await me(session.accessToken), 401).code).toBe('session_revoked')
    // Another session of the same user stays signed in.
    expect((await me(other.accessToken)).statusCode).toBe(200)
  })

  it('refuses access tokens of a family revoked for reuse', async () => {
    const session = await t.signIn()
    await refresh(session.refreshToken)
    await refresh(session.refreshToken)
    expect(expectErrorBody(await me(session.accessToken), 401).code).toBe('session_revoked')
  })

  it("refuses an access token naming another user's session", async () => {
    const ada = await t.signIn({ email: 'ada-sessions@example.com' })
    const bob = await t.signIn({ email: 'bob-sessions@example.com' })
    const { sid: bobsSession } = decodeJwt(bob.accessToken)
    const forged = await new SignJWT({ ...decodeJwt(ada.accessToken), sid: bobsSession })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(TEST_JWT_SECRET))
    expect(expectErrorBody(await me(forged), 401).code).toBe('invalid_token')
    expect((await me(ada.accessToken)).statusCode).toBe(200)
  })

  it('refuses refresh without a token, or with an unknown one', async () => {
    expect(expectErrorBody(await refresh(), 401).code).toBe('missing_refresh_token')
    expect(expectErrorBody(await refresh('x'.repeat(43)), 401).code).toBe('invalid_refresh_token')
  })
})

describe('access tokens', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} })
  const sign = (secret: string, alg = 'HS256', claims: Record<string, unknown> = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setIssuer('tipsy')
      .setAudience('tipsy-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(secret))

  it('requires a bearer token', async () => {
    expectErrorBody(await me(), 401)
    expectErrorBody(await me('Basic abc'), 401)
  })

  it('refuses a token signed with another secret', async () => {
    expectErrorBody(await me(`Bearer ${await sign('another-secret-that-is-long-enough!!')}`), 401)
  })

  it('refuses alg: none and other algorithms', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    const { accessToken } = await t.signIn()
    const payload = accessToken.split('.')[1]
    expectErrorBody(await me(`Bearer ${header}.${payload}.`), 401)
    expectErrorBody(await me(`Bearer ${await sign(TEST_JWT_SECRET, 'HS512')}`), 401)
  })

  it('refuses a token for another audience', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuer('tipsy')
      .setAudience('someone-else')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET))
    expectErrorBody(await me(`Bearer ${token}`), 401)
  })

  it('expires after 15 minutes', async () => {
    const { accessToken } = await t.signIn()
    expect((await me(`Bearer ${accessToken}`)).statusCode).toBe(200)
    t.advanceClock(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000)
    expect(expectErrorBody(await me(`Bearer ${accessToken}`), 401).code).toBe('token_expired')
  })
})

describe('sessions across server processes', () => {
  let t: TestApp
  let second: FastifyInstance
  beforeAll(async () => {
    t = await createTestApp()
    second = await buildApp(t.config, { db: t.database.handle, engine: createEngine(t.config.engine) })
    await second.ready()
  })
  afterAll(async () => {
    await second.close()
    await t.close()
  })

  const me = (app: FastifyInstance, accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } })

  it('a logout on one process ends the session on the other within a second, though it was cached there', async () => {
    const session = await t.signIn()
    // The second process has seen the session, so it answers the next call from its cache.
    expect((await me(second, session.accessToken)).statusCode).toBe(200)
    expect((await me(second, session.accessToken)).statusCode).toBe(200)
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: {},
      cookies: { [REFRESH_COOKIE]: session.refreshToken },
    })
    expect(logout.statusCode).toBe(200)
    const started = Date.now()
    let status = 200
    while (status === 200 && Date.now() - started < 1_000) {
      status = (await me(second, session.accessToken)).statusCode
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(status).toBe(401)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
