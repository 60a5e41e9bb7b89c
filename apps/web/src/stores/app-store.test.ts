import { describe, expect, it, vi } from 'vitest'
import { testUser } from '~/test/http'
import { APP_STORAGE_KEY, appError, followOtherTabs, useAppStore } from './app-store'

const stored = () =>
  JSON.parse(localStorage.getItem(APP_STORAGE_KEY) ?? 'null') as { state: Record<string, unknown> }

describe('app store', () => {
  it('persists exactly user, isAuthenticated, history and selectedEmoji under "app-storage"', () => {
    const store = useAppStore.getState()
    store.signIn({ user: testUser, accessToken: 'secret-access-token', expiresIn: 900 })
    store.markTokenValidated(Date.now())
    store.markStatsFetched(Date.now())
    store.setError(appError('Boom', 500))
    store.setSelectedEmoji('🔥')
    store.addHistoryItem({ emoji: '🍕', text: 'pizza', timestamp: '2025-01-01T00:00:00.000Z' })

    const { state } = stored()
    expect(Object.keys(state).sort()).toEqual(['history', 'isAuthenticated', 'selectedEmoji', 'user'])
    expect(state).toMatchObject({ user: testUser, isAuthenticated: true, selectedEmoji: '🔥' })
    expect(localStorage.getItem(APP_STORAGE_KEY)).not.toContain('secret-access-token')
  })

  it('keeps the access token and its expiry in memory', () => {
    useAppStore.getState().signIn({ user: testUser, accessToken: 'a', expiresIn: 900 }, 1_000)

    expect(useAppStore.getState()).toMatchObject({
      token: 'a',
      tokenExpiresAt: 901_000,
      isAuthenticated: true,
    })
  })

  it('has no expiry time when none was given', () => {
    useAppStore.getState().setToken('a', null, 1_000)
    expect(useAppStore.getState().tokenExpiresAt).toBeNull()
  })

  it("clears the whole session and leaves nothing of the user's in the browser (issue 36)", () => {
    const store = useAppStore.getState()
    store.signIn({ user: testUser, accessToken: 'a', expiresIn: 900 })
    store.markTokenValidated(1)
    store.markStatsFetched(2)
    store.setError(appError('Boom', 500))
    store.setSelectedEmoji('🦄')
    store.addHistoryItem({
      emoji: '🍕',
      text: 'my secret pizza order',
      timestamp: '2025-01-01T00:00:00.000Z',
    })

    useAppStore.getState().clearSession()

    expect(useAppStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      token: null,
      tokenExpiresAt: null,
      lastTokenValidation: null,
      lastStatsFetch: null,
      error: null,
      history: [],
      selectedEmoji: null,
    })
    expect(stored().state).toEqual({ user: null, isAuthenticated: false, history: [], selectedEmoji: null })
    const everythingStored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })
    for (const trace of [testUser.email, testUser.name, 'my secret pizza order', '🍕', '🦄']) {
      expect(everythingStored).not.toContain(trace)
    }
  })

  it('adds history newest first', () => {
    const store = useAppStore.getState()
    store.addHistoryItem({ emoji: '1', text: 'first', timestamp: 't1' })
    store.addHistoryItem({ emoji: '2', text: 'second', timestamp: 't2' })
    expect(useAppStore.getState().history.map((item) => item.text)).toEqual(['second', 'first'])
  })

  it('records errors with the status as text and an ISO time', () => {
    expect(appError('Login failed', 401, new Date('2025-05-01T10:00:00Z'))).toEqual({
      message: 'Login failed',
      code: '401',
      timestamp: '2025-05-01T10:00:00.000Z',
    })
  })
})

describe('followOtherTabs', () => {
  const otherTabWrites = (state: Record<string, unknown>) => {
    const value = JSON.stringify({ state, version: 1 })
    localStorage.setItem(APP_STORAGE_KEY, value)
    window.dispatchEvent(new StorageEvent('storage', { key: APP_STORAGE_KEY, newValue: value }))
  }

  it("drops this tab's token when another tab signs out", async () => {
    const stop = followOtherTabs()
    useAppStore.getState().signIn({ user: testUser, accessToken: 'a', expiresIn: 900 })

    otherTabWrites({ user: null, isAuthenticated: false, history: [], selectedEmoji: null })

    await vi.waitFor(() =>
      expect(useAppStore.getState()).toMatchObject({ isAuthenticated: false, token: null }),
    )
    stop()
  })

  it('shows the profile another tab signed in with; the token comes later from the cookie', async () => {
    const stop = followOtherTabs()

    otherTabWrites({ user: testUser, isAuthenticated: true, history: [], selectedEmoji: null })

    await vi.waitFor(() =>
      expect(useAppStore.getState()).toMatchObject({ isAuthenticated: true, user: testUser }),
    )
    expect(useAppStore.getState().token).toBeNull()
    stop()
  })
})
