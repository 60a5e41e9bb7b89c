import { apiPath, endpoints } from '@tipsy/contracts'
import { createPooledEngine, type Engine } from '@tipsy/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type SignedIn, type TestApp } from './test-support/test-app'

/**
 * The outside probe's "one request freezes the server": a 2,000-character message of "k. "
 * rewritten concisely held the event loop for 10-17 s, and /api/health waited as long. The
 * engine now runs in the inference pool, as the server runs it.
 */
describe('engine calls never hold the server', () => {
  let t: TestApp
  let engine: Engine
  let user: SignedIn

  beforeAll(async () => {
    const pooled = createPooledEngine(
      { provider: 'local' },
      { workers: 2, callBudgetMs: 3_000, maxQueued: 16 },
    )
    await pooled.ready()
    engine = pooled
    t = await createTestApp({ engine: () => engine })
    user = await t.signIn({ email: 'hostile@example.com' })
  }, 60_000)
  afterAll(async () => {
    await t.close()
    await engine.close()
  })

  it('answers /api/health promptly while hostile rewrites run, and each of them ends in a 200 or a 503 with Retry-After', async () => {
    const hostile = Array.from({ length: 4 }, () =>
      t.app.inject({
        method: 'POST',
        url: apiPath(endpoints.rewriteMessage),
        headers: user.headers,
        payload: { message: 'k. '.repeat(666), use_case: 'general', rewrite_styles: ['concise'] },
      }),
    )
    const healthTimes: number[] = []
    for (let index = 0; index < 10; index++) {
      const started = performance.now()
      const health = await t.app.inject({ method: 'GET', url: apiPath(endpoints.health) })
      healthTimes.push(performance.now() - started)
      expect(health.statusCode).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    // In this thread the same rewrites held every health check for seconds.
    expect(Math.max(...healthTimes)).toBeLessThan(500)
    for (const response of await Promise.all(hostile)) {
      if (response.statusCode === 503) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
      else expect(response.statusCode).toBe(200)
    }
  }, 60_000)
})
