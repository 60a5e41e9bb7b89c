import { endpoints } from '@tipsy/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { request } from '~/lib/api-client'
import { draftsKey } from '~/lib/drafts/draft-store'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { logOut, signOut } from './sign-out'

const privateText = 'dinner with my ex at 8'

/** Everything this origin keeps in the browser's storage, as text. */
const browserStorage = () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })

/** Issue 36: the local emoji history and chosen emoji stayed in the browser after logout. */
describe("the user's data in the browser when the session ends", () => {
  beforeEach(() => {
    signInForTest()
    useAppStore.getState().setSelectedEmoji('🦄')
    useAppStore
      .getState()
      .addHistoryItem({ emoji: '🍷', text: privateText, timestamp: '2025-01-01T00:00:00.000Z' })
    expect(browserStorage()).toContain(privateText)
  })

  const expectNothingOfTheUserLeft = () => {
    expect(useAppStore.getState()).toMatchObject({ user: null, history: [], selectedEmoji: null })
    const stored = browserStorage()
    for (const trace of [testUser.email, testUser.name, privateText, '🍷', '🦄']) {
      expect(stored).not.toContain(trace)
    }
  }

  it('goes on logout', async () => {
    mockFetch(() => json({ ok: true }))
    await signOut()
    expectNothingOfTheUserLeft()
  })

  it('goes on logout even when the server cannot be reached', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await signOut()
    expectNothingOfTheUserLeft()
  })

  it('goes when a 401 ends the session (the refresh is refused too)', async () => {
    mockFetch(() => json({ detail: 'Session expired' }, 401))
    await expect(request(endpoints.me)).rejects.toMatchObject({ status: 401 })
    expectNothingOfTheUserLeft()
  })
})

/** Issue 39: a draft survives a session that ends, and goes with the user's own logout. */
describe("the user's drafts when the session ends", () => {
  const draft = JSON.stringify({ 'message-iq': { message: privateText, useCase: 'general' } })
  const otherUsersDraft = JSON.stringify({ 'message-iq': { message: 'not mine', useCase: 'general' } })

  beforeEach(() => {
    signInForTest()
    localStorage.setItem(draftsKey(testUser.id), draft)
    localStorage.setItem(draftsKey('someone-else'), otherUsersDraft)
  })

  it('go with a logout, the server reached or not; no other user’s drafts are touched', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await logOut()
    expect(localStorage.getItem(draftsKey(testUser.id))).toBeNull()
    expect(browserStorage()).not.toContain(privateText)
    expect(localStorage.getItem(draftsKey('someone-else'))).toBe(otherUsersDraft)
  })

  it('stay when a 401 ends the session, to be found after signing in again', async () => {
    mockFetch(() => json({ detail: 'Session expired' }, 401))
    await expect(request(endpoints.me)).rejects.toMatchObject({ status: 401 })
    expect(useAppStore.getState().user).toBeNull()
    expect(localStorage.getItem(draftsKey(testUser.id))).toBe(draft)
  })

  it('stay when the guard signs out an expired token', async () => {
    mockFetch(() => json({ ok: true }))
    await signOut()
    expect(localStorage.getItem(draftsKey(testUser.id))).toBe(draft)
  })
})
