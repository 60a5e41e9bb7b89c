import { defaultTones } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'
import { grantPremium } from '../billing/billing-test-support'

describe('user API', () => {
  let t: TestApp
  let ada: SignedIn
  let bob: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    ada = await t.signIn({ email: 'ada@example.com' })
    bob = await t.signIn({ email: 'bob@example.com' })
  })
  afterAll(() => t.close())

  const get = (user: SignedIn, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers })
  const put = (user: SignedIn, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      payload: payload as object,
      headers: user.headers,
    })

  it('starts a new account at zero', async () => {
    const { stats } = (await get(ada, '/api/user/stats')).json()
    expect(stats).toMatchObject({
      totalEmojiGenerated: 0,
      totalMessagesGenerated: 0,
      mostUsedTone: {},
      accountAge: 'Today',
    })
    expect(Number.isNaN(Date.parse(stats.lastActive))).toBe(false)
  })

  it('counts real usage: messages, emoji and the leading tone of each generation', async () => {
    await grantPremium(t, ada) // funny is a Premium tone
    const generate = (tones: Record<string, number>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages/generate',
        payload: { prompt: 'invite the team to lunch', tones: { ...defaultTones, ...tones } },
        headers: ada.headers,
      })
    await generate({ drunk: 90 })
    await generate({ drunk: 80, funny: 10 })
    await generate({ funny: 70, sober: 0 })
    await t.app.inject({
      method: 'POST',
      url: '/api/emoji/generate',
      payload: { text: 'sunny beach day' },
      headers: ada.headers,
    })
    t.advanceClock(3 * 24 * 60 * 60 * 1000)
    // Three days later the access tokens have expired: sign in again (same accounts).
    ada = await t.signIn({ email: 'ada@example.com' })
    bob = await t.signIn({ email: 'bob@example.com' })

    const { stats } = (await get(ada, '/api/user/stats')).json()
    expect(stats.totalMessagesGenerated).toBe(9)
    expect(stats.totalEmojiGenerated).toBe(1)
    expect(stats.mostUsedTone).toEqual({ drunk: 2, funny: 1 })
    expect(stats.accountAge).toBe('3 days')
    // Another user's numbers are their own.
    expect((await get(bob, '/api/user/stats')).json().stats.totalMessagesGenerated).toBe(0)
  })

  it('serves default preferences until some are saved, and merges partial updates', async () => {
    expect((await get(bob, '/api/user/preferences')).json()).toEqual({
      preferences: { defaultTones, defaultPlatform: null, defaultUseCase: 'general', selectedEmoji: null },
    })
    const first = await put(bob, { selectedEmoji: '🔥', defaultPlatform: 'sms' })
    expect(first.json().preferences).toMatchObject({
      selectedEmoji: '🔥',
      defaultPlatform: 'sms',
      defaultUseCase: 'general',
    })
    await put(bob, { defaultUseCase: 'dating_app' })
    expect((await get(bob, '/api/user/preferences')).json().preferences).toMatchObject({
      selectedEmoji: '🔥',
      defaultPlatform: 'sms',
      defaultUseCase: 'dating_app',
    })
    expect((await get(ada, '/api/user/preferences')).json().preferences.selectedEmoji).toBeNull()
  })

  it.each([
    ['a tone out of range', { defaultTones: { ...defaultTones, bold: 150 } }],
    ['an incomplete tone set', { defaultTones: { sober: 50 } }],
    ['an unknown platform', { defaultPlatform: 'fax' }],
    ['an unknown use case', { defaultUseCase: 'poetry' }],
    ['an unknown field', { theme: 'dark' }],
    ['an array', []],
  ])('refuses %s with 400 and keeps what was stored', async (_name, payload) => {
    const before = (await get(bob, '/api/user/preferences')).json()
    expectErrorBody(await put(bob, payload), 400)
    expect((await get(bob, '/api/user/preferences')).json()).toEqual(before)
  })
})
