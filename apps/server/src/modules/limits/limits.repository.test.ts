import { schema } from '@tipsy/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../../test-support/test-app'
import { quotaMetric, utcDay } from '../usage/usage.repository'
import { createLimitsRepository } from './limits.repository'

describe('quota units', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ warmGrammar: true })
  })
  afterAll(() => t.close())

  const rowsOf = (userId: string) =>
    t.database.handle.db
      .select()
      .from(schema.usageCounters)
      .where(eq(schema.usageCounters.userId, userId))
      .orderBy(schema.usageCounters.metric)

  // Found by the fuzzer: a failed call left a row at 0, or a newer time on an existing row.
  it('puts the counters back exactly as they were when a unit is given back', async () => {
    const limits = createLimitsRepository(t.database.handle.db)
    const { userId } = await t.signIn({ email: 'release@example.com' })
    const unitAt = (at: Date) => ({
      userId,
      metric: quotaMetric('analyze'),
      day: utcDay(at),
      at,
      limit: 40,
      statistic: null,
    })
    const first = unitAt(new Date('2030-01-01T08:00:00Z'))

    expect(await limits.admit(null, first)).toEqual({
      window: null,
      consumed: true,
      statisticWas: null,
      repeat: false,
    })
    await limits.release(first)
    expect(await rowsOf(userId)).toEqual([])

    expect((await limits.admit(null, first)).consumed).toBe(true)
    const afterOneSuccess = await rowsOf(userId)
    const second = unitAt(new Date('2030-01-01T09:00:00Z'))
    expect((await limits.admit(null, second)).consumed).toBe(true)
    await limits.release(second)
    expect(await rowsOf(userId)).toEqual(afterOneSuccess)
  })

  it('counts the statistic with the unit, and gives both back exactly (its time too)', async () => {
    const limits = createLimitsRepository(t.database.handle.db)
    const { userId } = await t.signIn({ email: 'statistic@example.com' })
    const unitAt = (at: Date, limit: number | null = 2) => ({
      userId,
      metric: quotaMetric('analyze'),
      day: utcDay(at),
      at,
      limit,
      statistic: 'rewrite',
    })
    const counts = async () =>
      (await rowsOf(userId)).map((row) => [row.metric, row.count, row.updatedAt.toISOString()])

    const first = unitAt(new Date('2030-03-01T08:00:00Z'))
    const admitted = await limits.admit(null, first)
    expect(admitted).toEqual({ window: null, consumed: true, statisticWas: null, repeat: false })
    await limits.release(first, admitted.statisticWas)
    expect(await rowsOf(userId)).toEqual([])

    expect((await limits.admit(null, first)).consumed).toBe(true)
    const afterOneSuccess = await counts()
    expect(afterOneSuccess).toEqual([
      ['quota:analyze', 1, '2030-03-01T08:00:00.000Z'],
      ['rewrite', 1, '2030-03-01T08:00:00.000Z'],
    ])
    const second = unitAt(new Date('2030-03-01T09:00:00Z'))
    const failed = await limits.admit({ key: `stat:${userId}`, windowMs: 60_000, max: 10 }, second)
    expect(failed).toMatchObject({ consumed: true, statisticWas: new Date('2030-03-01T08:00:00Z') })
    expect((await counts())[1]).toEqual(['rewrite', 2, '2030-03-01T09:00:00.000Z'])
    await limits.release(second, failed.statisticWas)
    expect(await counts()).toEqual(afterOneSuccess)

    // Refused by the quota: nothing counted.
    expect((await limits.admit(null, unitAt(second.at, 1))).consumed).toBe(false)
    expect(await counts()).toEqual(afterOneSuccess)
  })

  it('takes a unit only within the limit, and only when the rate window allows the call', async () => {
    const limits = createLimitsRepository(t.database.handle.db)
    const { userId } = await t.signIn({ email: 'limits@example.com' })
    const at = new Date('2030-02-01T08:00:00Z')
    const unit = { userId, metric: quotaMetric('emoji'), day: utcDay(at), at, limit: 2, statistic: null }
    const rate = { key: `test:${userId}`, windowMs: 60_000, max: 3 }

    const first = await limits.admit(rate, unit)
    expect(first.consumed).toBe(true)
    expect(first.window?.count).toBe(1)
    expect(first.window?.ttlMs).toBeGreaterThan(55_000)
    expect((await limits.admit(rate, unit)).consumed).toBe(true)
    // The quota is used up: the rate window still counts the call.
    expect(await limits.admit(rate, unit)).toMatchObject({ consumed: false, window: { count: 3 } })
    // Over the rate limit nothing of the quota is taken, even with room in it.
    const roomy = { ...unit, metric: quotaMetric('analyze') }
    expect(await limits.admit(rate, roomy)).toMatchObject({ consumed: false, window: { count: 4 } })
    expect((await rowsOf(userId)).map((row) => [row.metric, row.count])).toEqual([['quota:emoji', 2]])
    // A null limit (Premium) never refuses but still counts.
    const unlimited = { ...roomy, limit: null }
    for (let index = 0; index < 3; index++) expect((await limits.admit(null, unlimited)).consumed).toBe(true)
    expect((await rowsOf(userId)).find((row) => row.metric === 'quota:analyze')?.count).toBe(3)
  })

  it('takes a unit for a request counted once only the first time a day, and gives the marker back with it', async () => {
    const limits = createLimitsRepository(t.database.handle.db)
    const { userId } = await t.signIn({ email: 'once@example.com' })
    const at = new Date('2030-04-01T08:00:00Z')
    const unit = {
      userId,
      metric: quotaMetric('reply'),
      day: utcDay(at),
      at,
      limit: 1,
      statistic: 'analyze',
      once: 'chat:first',
    }
    const rate = { key: `once:${userId}`, windowMs: 60_000, max: 10 }
    const counts = async () => (await rowsOf(userId)).map((row) => [row.metric, row.count])

    // A read that failed gives back its unit and its marker: the chat was not read.
    const failed = await limits.admit(null, unit)
    expect(failed).toMatchObject({ consumed: true, repeat: false })
    await limits.release(unit, failed.statisticWas)
    expect(await counts()).toEqual([])

    expect(await limits.admit(rate, unit)).toMatchObject({ consumed: true, repeat: false })
    const marked = [
      ['analyze', 1],
      ['chat:first', 1],
      ['quota:reply', 1],
    ]
    expect(await counts()).toEqual(marked)
    // The same chat again, at the limit, with and without the rate window: admitted, nothing taken.
    expect(await limits.admit(rate, unit)).toMatchObject({
      consumed: true,
      repeat: true,
      window: { count: 2 },
    })
    expect(await limits.admit(null, unit)).toMatchObject({ consumed: true, repeat: true })
    expect(await counts()).toEqual(marked)
    // Another chat is refused at the limit, and leaves no marker.
    expect(await limits.admit(rate, { ...unit, once: 'chat:second' })).toMatchObject({
      consumed: false,
      repeat: false,
    })
    expect(await counts()).toEqual(marked)
    // The next day the same chat is read again.
    const tomorrow = new Date('2030-04-02T08:00:00Z')
    expect(await limits.admit(null, { ...unit, at: tomorrow, day: utcDay(tomorrow) })).toMatchObject({
      consumed: true,
      repeat: false,
    })
  })

  it('counts a rewrite the engine refuses: a refused message is not our failure, and repeating it is not free', async () => {
    const user = await t.signIn({ email: 'refused-rewrite@example.com' })
    expect((await rowsOf(user.userId)).find((row) => row.metric === 'quota:analyze')).toBeUndefined()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/rewrite',
      headers: user.headers,
      payload: { message: '!' },
    })
    expectErrorBody(response, 400)
    expect((await rowsOf(user.userId)).find((row) => row.metric === 'quota:analyze')?.count).toBe(1)
  })
})
