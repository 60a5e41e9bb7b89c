import { schema } from '@tipsy/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../../test-support/test-app'

describe('POST /analytics/vitals', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const send = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/analytics/vitals', payload: payload as object })

  it('stores a batch of metrics from a signed-out page', async () => {
    const response = await send({
      metrics: [
        { name: 'LCP', value: 1234.5, rating: 'good', path: '/', navigationType: 'navigate' },
        { name: 'CLS', value: 0.02, rating: 'good', path: '/pricing' },
      ],
    })
    expect(response.json()).toEqual({ recorded: 2 })
    const rows = await t.database.handle.db.select().from(schema.webVitals)
    expect(rows.map((row) => [row.name, row.value, row.path])).toEqual([
      ['LCP', 1234.5, '/'],
      ['CLS', 0.02, '/pricing'],
    ])
  })

  it.each([
    ['an unknown metric', { metrics: [{ name: 'FID', value: 1, rating: 'good', path: '/' }] }],
    ['a negative value', { metrics: [{ name: 'LCP', value: -1, rating: 'good', path: '/' }] }],
    ['a path that is a URL', { metrics: [{ name: 'LCP', value: 1, rating: 'good', path: 'https://x' }] }],
    ['an empty batch', { metrics: [] }],
    ['too many at once', { metrics: Array(21).fill({ name: 'LCP', value: 1, rating: 'good', path: '/' }) }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = await t.database.handle.db.$count(schema.webVitals)
    expectErrorBody(await send(payload), 400)
    expect(await t.database.handle.db.$count(schema.webVitals)).toBe(before)
  })
})
