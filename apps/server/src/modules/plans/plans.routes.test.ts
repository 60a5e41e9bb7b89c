import { defaultTones, messageExportJsonSchema, type Tones } from '@tipsy/contracts'
import { EngineError } from '@tipsy/engine'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'
import { grantPremium } from '../billing/billing-test-support'
import { nextUtcMidnight } from './plan-policy'

describe('plans: quotas, tones, history and export', () => {
  let t: TestApp
  let users = 0
  beforeAll(async () => {
    t = await createTestApp({ warmGrammar: true })
  })
  afterAll(() => t.close())

  const newUser = () => t.signIn({ name: `User ${++users}`, email: `user${users}@example.com` })
  const newPremiumUser = async () => {
    const user = await newUser()
    await grantPremium(t, user)
    return user
  }

  const post = (user: SignedIn, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: user.headers })
  const generate = (
    user: SignedIn,
    tones: Partial<Tones> = {},
    prompt = 'ask Sam out for coffee on Friday',
  ) => post(user, '/api/messages/generate', { prompt, tones: { ...defaultTones, ...tones } })
  const analyze = (user: SignedIn) =>
    post(user, '/api/messages/analyze', { message: 'Are we still on for tonight?' })
  const rewrite = (user: SignedIn) =>
    post(user, '/api/messages/rewrite', { message: 'send me the file asap' })
  const emojify = (user: SignedIn) => post(user, '/api/emoji/generate', { text: 'pizza party tonight' })
  const planOf = async (user: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/user/plan', headers: user.headers })).json()

  async function times(count: number, call: () => Promise<{ statusCode: number }>) {
    const statuses: number[] = []
    for (let i = 0; i < count; i++) statuses.push((await call()).statusCode)
    return statuses
  }

  it('describes the Free plan: limits, usage so far, reset time, tones and history', async () => {
    const user = await newUser()
    expect(await planOf(user)).toEqual({
      plan: 'free',
      premiumUntil: null,
      premiumRenews: false,
      limits: { generate: 20, analyze: 40, emoji: 100, reply: 5 },
      usedToday: { generate: 0, analyze: 0, emoji: 0, reply: 0 },
      resetsAt: nextUtcMidnight(new Date()).toISOString(),
      allowedTones: ['sober', 'tipsy', 'drunk', 'casual'],
      historyLimit: 10,
    })
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/api/user/plan' }), 401)
  })

  it('refuses the 21st Free generation of the day with 429, Retry-After and the reset time', async () => {
    const user = await newUser()
    expect(await times(20, () => generate(user))).toEqual(Array(20).fill(200))
    const refused = await generate(user)
    const error = expectErrorBody(refused, 429)
    expect(error.detail).toMatch(
      /^Free plan limit reached: 20 message generations a day\. It resets at 00:00 UTC \(in (\d+ h )?\d+ min|\d+ h\)\. Upgrade to Premium for unlimited generations\.$/,
    )
    const retryAfter = Number(refused.headers['retry-after'])
    const untilMidnight = (nextUtcMidnight(new Date()).getTime() - Date.now()) / 1000
    expect(retryAfter).toBeGreaterThan(0)
    expect(Math.abs(retryAfter - untilMidnight)).toBeLessThan(5)
    // The streaming form answers the same, as JSON, before any event.
    const stream = await post(user, '/api/messages/generate/stream', { prompt: 'hello', tones: defaultTones })
    expect(expectErrorBody(stream, 429).detail).toMatch(/20 message generations a day/)
    expect(stream.headers['retry-after']).toBeDefined()
    expect((await planOf(user)).usedToday.generate).toBe(20)
  })

  it('counts analyses and rewrites together: the 41st is refused', async () => {
    const user = await newUser()
    expect(await times(20, () => analyze(user))).toEqual(Array(20).fill(200))
    expect(await times(20, () => rewrite(user))).toEqual(Array(20).fill(200))
    expect(expectErrorBody(await analyze(user), 429).detail).toMatch(/40 analyses and rewrites a day/)
    expectErrorBody(await rewrite(user), 429)
    expect((await planOf(user)).usedToday).toEqual({ generate: 0, analyze: 40, emoji: 0, reply: 0 })
  })

  it('refuses the 101st text-to-emoji of the day', async () => {
    const user = await newUser()
    expect(await times(100, () => emojify(user))).toEqual(Array(100).fill(200))
    expect(expectErrorBody(await emojify(user), 429).detail).toMatch(/100 text-to-emoji conversions a day/)
  })

  it('gives Premium unlimited use', async () => {
    const user = await newPremiumUser()
    expect(await times(25, () => generate(user))).toEqual(Array(25).fill(200))
    const plan = await planOf(user)
    expect(plan).toMatchObject({ plan: 'premium', limits: { generate: null, analyze: null, emoji: null } })
    expect(plan.usedToday.generate).toBe(25)
    expect(plan.allowedTones).toHaveLength(8)
    expect(plan.historyLimit).toBeNull()
  })

  it('never lets concurrent requests pass the limit', async () => {
    const user = await newUser()
    const responses = await Promise.all(Array.from({ length: 26 }, () => generate(user)))
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6)
  })

  it('counts only calls that succeed: a failing call gives its unit back', async () => {
    const user = await newUser()
    expectErrorBody(await generate(user, {}, '   '), 400)
    expect((await planOf(user)).usedToday.generate).toBe(0)

    // The same app on the same database, but its engine is down: the quota unit taken before
    // the engine ran must be given back.
    const down = await createTestApp({
      engine: (engine) => ({
        ...engine,
        provider: engine.provider,
        generate: async () => {
          throw new EngineError('unavailable', 'The writing engine is temporarily unavailable')
        },
      }),
    })
    try {
      const signedIn = await down.signIn({ email: 'engine-down@example.com' })
      const refused = await down.app.inject({
        method: 'POST',
        url: '/api/messages/generate',
        headers: signedIn.headers,
        payload: { prompt: 'hello there', tones: defaultTones },
      })
      expectErrorBody(refused, 503)
      const plan = await down.app.inject({ method: 'GET', url: '/api/user/plan', headers: signedIn.headers })
      expect(plan.json().usedToday.generate).toBe(0)
    } finally {
      await down.close()
    }
  })

  it('gives the unit back only when the failure is ours: a busy engine (503, Retry-After) does, a refused message does not', async () => {
    const failing = await createTestApp({
      engine: (engine) => ({
        ...engine,
        provider: engine.provider,
        analyze: async () => {
          throw new EngineError('unavailable', 'Tipsy is busy right now. Please try again in a moment.', {
            retryAfterSeconds: 2,
          })
        },
        rewrite: async () => {
          throw new EngineError('invalid_input', 'The message has no words to rewrite')
        },
      }),
    })
    try {
      const signedIn = await failing.signIn({ email: 'engine-refuses@example.com' })
      const call = (url: string, payload: object) =>
        failing.app.inject({ method: 'POST', url, headers: signedIn.headers, payload })
      const busy = await call('/api/messages/analyze', { message: 'see you at six' })
      expectErrorBody(busy, 503)
      expect(busy.headers['retry-after']).toBe('2')
      const usedAfterBusy = await failing.app.inject({
        method: 'GET',
        url: '/api/user/plan',
        headers: signedIn.headers,
      })
      expect(usedAfterBusy.json().usedToday.analyze).toBe(0)

      const refused = await call('/api/messages/rewrite', {
        message: '🙂🙂🙂',
        use_case: 'general',
        rewrite_styles: ['friendly'],
      })
      expect(expectErrorBody(refused, 400).detail).toBe('The message has no words to rewrite')
      const usedAfterRefusal = await failing.app.inject({
        method: 'GET',
        url: '/api/user/plan',
        headers: signedIn.headers,
      })
      expect(usedAfterRefusal.json().usedToday.analyze).toBe(1)
    } finally {
      await failing.close()
    }
  })

  it('refuses Premium tones to Free with 403 and counts nothing; Premium may use them', async () => {
    const free = await newUser()
    const refused = expectErrorBody(await generate(free, { flirty: 10 }), 403)
    expect(refused.detail).toMatch(/^Flirty is a Premium tone\./)
    expect(expectErrorBody(await generate(free, { confident: 5, bold: 100 }), 403).detail).toMatch(
      /^Confident and bold are Premium tones\./,
    )
    const stream = await post(free, '/api/messages/generate/stream', {
      prompt: 'hello',
      tones: { ...defaultTones, funny: 40 },
    })
    expectErrorBody(stream, 403)
    expect((await planOf(free)).usedToday.generate).toBe(0)
    expect((await generate(free, { sober: 0, tipsy: 30, drunk: 80, casual: 100 })).statusCode).toBe(200)

    const premium = await newPremiumUser()
    expect((await generate(premium, { flirty: 70, confident: 20, funny: 40, bold: 10 })).statusCode).toBe(200)
  })

  it('keeps the last 10 generations for Free and every one for Premium', async () => {
    const free = await newUser()
    const ids: string[] = []
    for (let i = 0; i < 12; i++) {
      ids.push((await generate(free, {}, `check in with the team, take ${i}`)).json().message_id)
      t.advanceClock(1000)
    }
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/messages/history?per_page=50', headers: free.headers })
    ).json()
    expect(history.total).toBe(10)
    expect(history.messages.map((m: { message_id: string }) => m.message_id)).toEqual(ids.slice(2).reverse())

    const premium = await newPremiumUser()
    for (let i = 0; i < 12; i++) await generate(premium, {}, `note ${i}`)
    const kept = await t.app.inject({ method: 'GET', url: '/api/messages/history', headers: premium.headers })
    expect(kept.json().total).toBe(12)
  })

  describe('GET /messages/export', () => {
    const exportAs = (user: SignedIn | null, query: string) =>
      t.app.inject({ method: 'GET', url: `/api/messages/export${query}`, headers: user?.headers ?? {} })

    it('is Premium only', async () => {
      const free = await newUser()
      expect(expectErrorBody(await exportAs(free, '?format=json'), 403).detail).toMatch(/Premium feature/)
      expectErrorBody(await exportAs(null, '?format=csv'), 401)
    })

    it('downloads the whole history as JSON in the contract shape, or as escaped CSV', async () => {
      const premium = await newPremiumUser()
      await generate(premium, {}, 'say "hi", then\nleave')
      t.advanceClock(1000)
      await generate(premium, { flirty: 30 }, '=1+1 is a formula')

      const json = await exportAs(premium, '?format=json')
      expect(json.statusCode).toBe(200)
      expect(json.headers['content-type']).toContain('application/json')
      expect(json.headers['content-disposition']).toMatch(
        /^attachment; filename="tipsy-messages-\d{4}-\d{2}-\d{2}\.json"$/,
      )
      const items = messageExportJsonSchema.parse(json.json())
      expect(items.map((item) => item.prompt)).toEqual(['=1+1 is a formula', 'say "hi", then\nleave'])
      expect(await exportAs(premium, '')).toMatchObject({ statusCode: 200, body: json.body })

      const csv = await exportAs(premium, '?format=csv')
      expect(csv.statusCode).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(csv.headers['content-disposition']).toMatch(/filename="tipsy-messages-.*\.csv"$/)
      const rows = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
      const variations = items.reduce((sum, item) => sum + item.generatedMessages.length, 0)
      expect(rows).toHaveLength(1 + variations)
      expect(rows[0]).toMatch(/^message_id,generated_at,prompt,context,platform,tone_sober,/)
      expect(csv.body).toContain(",'=1+1 is a formula,")
      expect(csv.body).toContain(`,"say ""hi"", then\nleave",`)

      expectErrorBody(await exportAs(premium, '?format=xml'), 400)
    })
  })

  it('starts a fresh quota at the next UTC midnight', async () => {
    let user = await newUser()
    expect(await times(20, () => generate(user))).toEqual(Array(20).fill(200))
    expectErrorBody(await generate(user), 429)
    const untilMidnight = nextUtcMidnight(new Date()).getTime() - Date.now() + 1000
    t.advanceClock(untilMidnight)
    try {
      user = await t.signIn({ name: `User ${users}`, email: `user${users}@example.com` })
      expect((await planOf(user)).usedToday.generate).toBe(0)
      expect((await generate(user)).statusCode).toBe(200)
    } finally {
      t.advanceClock(-untilMidnight)
    }
  })
})
