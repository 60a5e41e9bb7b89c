import { createTestDatabase, type TestDatabase } from '@tipsy/db/testing'
import { createEngine } from '@tipsy/engine'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../app'
import { type Config, loadConfig } from '../config'

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!'

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
  refreshToken: string
  headers: { authorization: string }
}

export async function createTestApp(options: { env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
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
    engine: createEngine(config.engine),
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
      const response = await app.inject({ method: 'POST', url: '/api/auth/local', payload: identity })
      if (response.statusCode !== 200) throw new Error(`local sign-in failed: ${response.body}`)
      const body = response.json<{ user: { id: string }; accessToken: string; refreshToken: string }>()
      return {
        userId: body.user.id,
        accessToken: body.accessToken,
        refreshToken: body.refreshToken,
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
