import { apiPath, endpoints } from '@tipsy/contracts'
import { createTestDatabase, type TestDatabase } from '@tipsy/db/testing'
import { createEngine, type Engine, warmUpGrammar } from '@tipsy/engine'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../app'
import { type Config, loadConfig, PUBLISHED_JWT_SECRETS } from '../config'
import { REFRESH_COOKIE } from '../modules/auth/auth.routes'

export const TEST_JWT_SECRET = PUBLISHED_JWT_SECRETS.unitTests

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: TestDatabase
  /** Moves the injected clock; the app sees `now + offset`. */
  advanceClock(ms: number): void
  /** Signs in a local user and returns its tokens and the bearer header. */
  signIn(identity?: { name?: string; email?: string }): Promise<SignedIn>
  close(): Promise<void>
}

export interface SignedIn {
  userId: string
  accessToken: string
  /** From the HttpOnly cookie the sign-in set: the body never carries it. */
  refreshToken: string
  headers: { authorization: string }
}

/** The refresh token a sign-in or refresh answer set in its cookie. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value
}

export async function createTestApp(
  options: {
    env?: Record<string, string>
    /** Replaces or wraps the engine (a failing provider, say). */
    engine?: (engine: Engine) => Engine
    /**
     * Loads harper before the first call, as the server's engine workers do at start. A file whose
     * timed tests rewrite asks for it: a rewrite checks spelling, and harper's first load takes
     * seconds (many more on a busy machine), which would otherwise land inside one test's time.
     */
    warmGrammar?: boolean
  } = {},
): Promise<TestApp> {
  const [database] = await Promise.all([
    createTestDatabase(),
    options.warmGrammar ? warmUpGrammar() : undefined,
  ])
  const config = loadConfig({
    NODE_ENV: 'test',
    // Development mode (local sign-in, the sandbox) is never implied by NODE_ENV=test.
    TIPSY_DEV: '1',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    JWT_SECRET: TEST_JWT_SECRET,
    // Tests sign in and call the engine far more often than a person; the limits have their own tests.
    RATE_LIMIT_AI_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...options.env,
  })
  let offsetMs = 0
  const app = await buildApp(config, {
    db: database.handle,
    engine: (options.engine ?? ((engine) => engine))(createEngine(config.engine)),
    clock: () => new Date(Date.now() + offsetMs),
  })
  await app.ready()
  return {
    app,
    config,
    database,
    advanceClock: (ms) => {
      offsetMs += ms
    },
    async signIn(identity = {}) {
      const response = await app.inject({
        method: 'POST',
        url: apiPath(endpoints.localLogin),
        payload: identity,
      })
      const refreshToken = refreshCookieOf(response)
      if (response.statusCode !== 200 || !refreshToken)
        throw new Error(`local sign-in failed: ${response.body}`)
      const body = response.json<{ user: { id: string }; accessToken: string }>()
      return {
        userId: body.user.id,
        accessToken: body.accessToken,
        refreshToken,
        headers: { authorization: `Bearer ${body.accessToken}` },
      }
    },
    async close() {
      await app.close()
      await database.dispose()
    },
  }
}

/** Every non-2xx answer must be `{ detail }` JSON (and nothing else leaks). */
export function expectErrorBody(
  response: LightMyRequestResponse,
  status: number,
): { detail: string; code?: string } {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`)
  }
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    throw new Error(`error response is not JSON: ${response.headers['content-type']}`)
  }
  const body = response.json<{ detail?: unknown; code?: unknown }>()
  if (typeof body.detail !== 'string' || body.detail.length === 0) {
    throw new Error(`error body has no detail: ${response.body}`)
  }
  return body as { detail: string; code?: string }
}
