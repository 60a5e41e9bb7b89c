import { analysisHistoryResponseSchema, analysisResponseSchema, apiPath, endpoints } from '@tipsy/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'
import { grantPremium } from '../billing/billing-test-support'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/** MessageIQ's analyses in History: each analysis kept, listed, opened and deleted by its owner only. */
describe('analyses in History', () => {
  let t: TestApp
  let ada: SignedIn
  let bob: SignedIn

  beforeAll(async () => {
    t = await createTestApp()
    ada = await t.signIn({ name: 'Ada', email: 'ada@example.com' })
    bob = await t.signIn({ name: 'Bob', email: 'bob@example.com' })
  })
  afterAll(() => t.close())

  const call = (user: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: user?.headers ?? {} })

  /** Analyses `message`, then moves the clock so the next one is newer. */
  async function analyze(user: SignedIn, message: string, useCase = 'general') {
    const response = await call(user, 'POST', apiPath(endpoints.analyzeMessage), {
      message,
      use_case: useCase,
    })
    expect(response.statusCode, response.body).toBe(200)
    t.advanceClock(1000)
    return response.json()
  }

  const list = async (user: SignedIn, query = '') => {
    const response = await call(user, 'GET', `${apiPath(endpoints.analysisHistory)}${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return analysisHistoryResponseSchema.parse(response.json())
  }

  const one = (user: SignedIn | null, id: string, method: 'GET' | 'DELETE' = 'GET') =>
    call(user, method, apiPath(endpoints.getAnalysis, { id }))

  it('keeps each analysis with its message, use case and time, exactly as it was answered', async () => {
    const message = 'Per my last email, you NEVER answer. Fine.'
    const answered = await analyze(ada, message, 'work_email')

    const { analyses, total } = await list(ada)
    expect(total).toBe(1)
    expect(analyses).toEqual([
      {
        id: expect.any(String),
        message,
        use_case: 'work_email',
        result: answered,
        timestamp: expect.any(String),
      },
    ])
    const kept = analyses[0]
    expect(Math.abs(Date.parse(kept?.timestamp ?? '') - Date.now())).toBeLessThan(60_000)

    const opened = await one(ada, kept?.id ?? '')
    expect(opened.statusCode).toBe(200)
    expect(analysisResponseSchema.parse(opened.json()).analysis).toEqual(kept)
  })

  it('lists newest first, a page at a time, with the total', async () => {
    const carol = await t.signIn({ email: 'carol@example.com' })
    for (let index = 0; index < 5; index++) await analyze(carol, `Running late, take ${index}`)

    const first = await list(carol, '?per_page=2')
    expect(first).toMatchObject({ page: 1, per_page: 2, total: 5 })
    expect(first.analyses.map((item) => item.message)).toEqual([
      'Running late, take 4',
      'Running late, take 3',
    ])
    const last = await list(carol, '?page=3&per_page=2')
    expect(last.analyses.map((item) => item.message)).toEqual(['Running late, take 0'])
    expect((await list(carol, '?page=4&per_page=2')).analyses).toEqual([])
    expect((await list(carol)).per_page).toBe(10)
  })

  it('keeps the last 10 analyses for Free and every one for Premium', async () => {
    const free = await t.signIn({ email: 'free@example.com' })
    for (let index = 0; index < 12; index++) await analyze(free, `Free note ${index}`)
    const kept = await list(free, '?per_page=50')
    expect(kept.total).toBe(10)
    expect(kept.analyses.map((item) => item.message)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Free note ${11 - index}`),
    )

    const premium = await t.signIn({ email: 'premium@example.com' })
    await grantPremium(t, premium)
    for (let index = 0; index < 12; index++) await analyze(premium, `Premium note ${index}`)
    expect((await list(premium, '?per_page=50')).total).toBe(12)
  })

  it("answers another user's analysis exactly like a missing one, and leaves it alone", async () => {
    const [adas] = (await list(ada)).analyses
    const target = adas?.id ?? ''
    for (const id of [target, MISSING_ID]) {
      expect(expectErrorBody(await one(bob, id), 404).detail).toBe('Analysis not found')
      expect(expectErrorBody(await one(bob, id, 'DELETE'), 404).detail).toBe('Analysis not found')
    }
    expect((await list(bob)).analyses).toEqual([])
    expect((await call(bob, 'DELETE', apiPath(endpoints.deleteAllAnalyses))).json()).toEqual({ deleted: 0 })
    expect((await one(ada, target)).statusCode).toBe(200)
  })

  it('deletes one, then all, of the signed-in user only', async () => {
    const dan = await t.signIn({ email: 'dan@example.com' })
    for (const message of ['First thought', 'Second thought', 'Third thought']) await analyze(dan, message)
    const before = (await list(ada)).total
    const [newest] = (await list(dan)).analyses
    const id = newest?.id ?? ''

    expect((await one(dan, id, 'DELETE')).json()).toEqual({ deleted: 1 })
    expectErrorBody(await one(dan, id), 404)
    expectErrorBody(await one(dan, id, 'DELETE'), 404)
    expect((await list(dan)).analyses.map((item) => item.message)).toEqual([
      'Second thought',
      'First thought',
    ])

    expect((await call(dan, 'DELETE', apiPath(endpoints.deleteAllAnalyses))).json()).toEqual({ deleted: 2 })
    expect((await list(dan)).total).toBe(0)
    expect((await list(ada)).total).toBe(before)
  })

  it('answers the analysis even when History cannot store it (the quota unit stays spent)', async () => {
    const erin = await t.signIn({ email: 'erin@example.com' })
    const db = t.database.handle.db
    // Every new row breaks this constraint, so the store fails after the engine has answered.
    await db.execute(sql`alter table message_analyses add constraint refuse_all check (false) not valid`)
    try {
      const response = await call(erin, 'POST', apiPath(endpoints.analyzeMessage), {
        message: 'See you at 8!',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().scores.tone.value).toEqual(expect.any(String))
    } finally {
      await db.execute(sql`alter table message_analyses drop constraint refuse_all`)
    }
    expect((await list(erin)).total).toBe(0)
    const plan = (await call(erin, 'GET', apiPath(endpoints.userPlan))).json()
    expect(plan.usedToday.analyze).toBe(1)
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'per_page=0', 'per_page=101', 'per_page=2.5', 'sort=asc'])(
    'refuses ?%s with 400',
    async (query) => {
      expectErrorBody(await call(ada, 'GET', `${apiPath(endpoints.analysisHistory)}?${query}`), 400)
    },
  )

  it.each(['not-a-uuid', '1', `${MISSING_ID}0`, '%00'])('refuses the id %s with 400', async (id) => {
    expectErrorBody(await call(ada, 'GET', `/api/messages/analyses/${id}`), 400)
    expectErrorBody(await call(ada, 'DELETE', `/api/messages/analyses/${id}`), 400)
  })

  it('requires sign-in for every call', async () => {
    expectErrorBody(await call(null, 'GET', apiPath(endpoints.analysisHistory)), 401)
    expectErrorBody(await one(null, MISSING_ID), 401)
    expectErrorBody(await one(null, MISSING_ID, 'DELETE'), 401)
    expectErrorBody(await call(null, 'DELETE', apiPath(endpoints.deleteAllAnalyses)), 401)
  })
})
