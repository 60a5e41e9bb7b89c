import { schema } from '@tipsy/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../../test-support/test-app'
import { createUsageRepository, quotaMetric } from './usage.repository'

describe('usage counters', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
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
    const usage = createUsageRepository(t.database.handle.db)
    const { userId } = await t.signIn({ email: 'release@example.com' })
    const metric = quotaMetric('analyze')
    const first = new Date('2030-01-01T08:00:00Z')

    expect(await usage.tryConsume(userId, metric, first, 40)).toBe(true)
    await usage.release(userId, metric, first)
    expect(await rowsOf(userId)).toEqual([])

    expect(await usage.tryConsume(userId, metric, first, 40)).toBe(true)
    const afterOneSuccess = await rowsOf(userId)
    expect(await usage.tryConsume(userId, metric, new Date('2030-01-01T09:00:00Z'), 40)).toBe(true)
    await usage.release(userId, metric, new Date('2030-01-01T09:00:00Z'))
    expect(await rowsOf(userId)).toEqual(afterOneSuccess)
  })

  it('leaves no trace of a rewrite the engine refuses', async () => {
    const user = await t.signIn({ email: 'refused-rewrite@example.com' })
    const before = await rowsOf(user.userId)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages/rewrite',
      headers: user.headers,
      payload: { message: '!' },
    })
    expectErrorBody(response, 400)
    expect(await rowsOf(user.userId)).toEqual(before)
  })
})
