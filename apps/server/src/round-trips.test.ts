import { apiPath, defaultTones, type Endpoint, endpoints } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantPremium } from './modules/billing/billing-test-support'
import { installRoundTripCounter } from './test-support/round-trip-counter.mjs'
import { createTestApp, type SignedIn, type TestApp } from './test-support/test-app'

/**
 * docs/decisions/0007: once a process has seen a session, an authenticated read is one
 * database round trip; so is rewrite (rate window, quota unit and statistic in one statement);
 * a call that stores what the engine wrote — a generation, an emoji, an analysis kept in
 * History — is one before the engine and one write after it. Counted in the drivers, on
 * whichever database the tests run on.
 */
describe('database round trips per request', () => {
  let t: TestApp
  let roundTrips: () => number
  let free: SignedIn
  let premium: SignedIn
  beforeAll(async () => {
    roundTrips = await installRoundTripCounter()
    t = await createTestApp({ warmGrammar: true })
    free = await t.signIn({ email: 'free@example.com' })
    premium = await t.signIn({ email: 'premium@example.com' })
    await grantPremium(t, premium)
  })
  afterAll(() => t.close())

  async function tripsOf(user: SignedIn, endpoint: Endpoint, payload?: object): Promise<number> {
    const call = () =>
      t.app.inject({ method: endpoint.method, url: apiPath(endpoint), headers: user.headers, payload })
    // The first call fills this process's session and plan caches.
    expect((await call()).statusCode).toBe(200)
    // The sandbox's webhook outbox polls every 2 s; on a busy machine a poll can land inside a
    // call. The fewest trips over three calls is the call's own count.
    let fewest = Number.POSITIVE_INFINITY
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = roundTrips()
      const response = await call()
      expect(response.statusCode, response.body).toBe(200)
      fewest = Math.min(fewest, roundTrips() - before)
    }
    return fewest
  }

  const analyze = { message: 'hey!! are we still on for tonight? let me know asap', use_case: 'dating_app' }
  const generate = { prompt: 'ask my friend if she wants dinner on friday', tones: defaultTones }

  for (const [plan, user] of [
    ['Free', () => free],
    ['Premium', () => premium],
  ] as const) {
    it(`${plan}: an authenticated read is one round trip`, async () => {
      expect(await tripsOf(user(), endpoints.userStats)).toBe(1)
      expect(await tripsOf(user(), endpoints.emojiHistory)).toBe(1)
    })

    it(`${plan}: rewrite is one round trip (its statistic counted with the quota unit)`, async () => {
      expect(await tripsOf(user(), endpoints.rewriteMessage, { message: analyze.message })).toBe(1)
    })

    it(`${plan}: a call that stores what the engine wrote is one round trip before it and one write after`, async () => {
      expect(await tripsOf(user(), endpoints.generateMessages, generate)).toBe(2)
      expect(await tripsOf(user(), endpoints.generateEmoji, { text: 'sunny beach day' })).toBe(2)
      expect(await tripsOf(user(), endpoints.analyzeMessage, analyze)).toBe(2)
    })
  }
})
