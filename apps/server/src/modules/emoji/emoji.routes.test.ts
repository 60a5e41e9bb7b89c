import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'

describe('emoji API', () => {
  let t: TestApp
  let ada: SignedIn
  let bob: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    ada = await t.signIn({ email: 'ada@example.com' })
    bob = await t.signIn({ email: 'bob@example.com' })
  })
  afterAll(() => t.close())

  const generate = (user: SignedIn, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/emoji/generate',
      payload: payload as object,
      headers: user.headers,
    })
  const history = (user: SignedIn, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/emoji/history${query}`, headers: user.headers })

  it('turns text into emoji and records it first in the history', async () => {
    const response = await generate(ada, { text: 'pizza party tonight', emoji: null })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.emoji.length).toBeGreaterThan(0)
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false)
    t.advanceClock(1000)
    await generate(ada, { text: 'I love my dog', emoji: '🐶' })
    const { history: items } = (await history(ada)).json()
    expect(items.map((item: { text: string }) => item.text)).toEqual(['I love my dog', 'pizza party tonight'])
    expect(items[1].emoji).toBe(body.emoji)
    expect(items[0].emoji).toContain('🐶')
  })

  it('pages the history: limit 20 by default, hasMore beyond it', async () => {
    for (let index = 0; index < 23; index++)
      await generate(bob, { text: `rocket launch ${index}`, emoji: null })
    const first = (await history(bob)).json()
    expect(first).toMatchObject({ page: 1, limit: 20, hasMore: true })
    expect(first.history).toHaveLength(20)
    const second = (await history(bob, '?page=2&limit=20')).json()
    expect(second).toMatchObject({ hasMore: false })
    expect(second.history).toHaveLength(3)
    expect((await history(bob, '?page=1&limit=50')).json().history).toHaveLength(23)
  })

  it.each(['page=0', 'limit=0', 'limit=101', 'limit=x'])('refuses ?%s with 400', async (query) => {
    expectErrorBody(await history(ada, `?${query}`), 400)
  })

  it.each([
    ['blank text', { text: '   ', emoji: null }],
    ['missing text', { emoji: '🍕' }],
    ['text over 2,000 characters', { text: 'x'.repeat(2001) }],
    ['an over-long emoji', { text: 'hi', emoji: '🍕'.repeat(40) }],
    ['an unknown field', { text: 'hi', colour: 'red' }],
  ])('refuses %s with 400 and records nothing', async (_name, payload) => {
    const before = (await history(ada, '?limit=100')).json().history.length
    expectErrorBody(await generate(ada, payload), 400)
    expect((await history(ada, '?limit=100')).json().history.length).toBe(before)
  })

  it("clears only the user's own history", async () => {
    const cleared = await t.app.inject({ method: 'DELETE', url: '/api/emoji/history', headers: bob.headers })
    expect(cleared.json()).toEqual({ deleted: 23 })
    expect((await history(bob)).json().history).toEqual([])
    expect((await history(ada)).json().history.length).toBe(2)
  })
})
