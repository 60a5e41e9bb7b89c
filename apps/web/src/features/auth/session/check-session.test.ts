import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/lib/api-client'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { checkSession, decideWithoutNetwork, REVALIDATE_AFTER_MS } from './check-session'

const NOW = 1_750_000_000_000
const now = () => NOW
const fetchOk = () => vi.fn(async () => ({ user: testUser }))

describe('route guard rules (docs/product.md §5)', () => {
  it('denies a visitor who is not signed in', async () => {
    const fetchCurrentUser = fetchOk()
    await expect(checkSession({ fetchCurrentUser, now })).resolves.toBe('denied')
    expect(fetchCurrentUser).not.toHaveBeenCalled()
  })

  it('denies when the flag says signed in but no token can be restored', async () => {
    useAppStore.setState({ user: testUser, isAuthenticated: true, token: null })
    mockFetch(() => json({ detail: 'No refresh token was presented' }, 401))

    await expect(checkSession({ fetchCurrentUser: fetchOk(), now })).resolves.toBe('denied')
    expect(useAppStore.getState().isAuthenticated).toBe(false)
  })

  it('restores the token from the refresh cookie after a reload, then validates', async () => {
    useAppStore.setState({ user: testUser, isAuthenticated: true, token: null })
    const http = mockFetch(() => json({ accessToken: 'restored', refreshToken: 'r', expiresIn: 900 }))
    const fetchCurrentUser = fetchOk()

    await expect(checkSession({ fetchCurrentUser })).resolves.toBe('allowed')
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(1)
    expect(useAppStore.getState().token).toBe('restored')
    expect(fetchCurrentUser).toHaveBeenCalledOnce()
  })

  it('logs out with a warning when the access token has expired', async () => {
    signInForTest({ tokenExpiresAt: NOW - 1 })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const http = mockFetch(() => json({ ok: true }))
    const fetchCurrentUser = fetchOk()

    await expect(checkSession({ fetchCurrentUser, now })).resolves.toBe('denied')

    expect(warn).toHaveBeenCalledWith('Access token has expired')
    expect(http.callsTo('/api/auth/logout')).toHaveLength(1)
    expect(fetchCurrentUser).not.toHaveBeenCalled()
    expect(useAppStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null })
  })

  it('skips re-validation when the token was validated less than 5 minutes ago', async () => {
    signInForTest({ tokenExpiresAt: NOW + 600_000, lastTokenValidation: NOW - REVALIDATE_AFTER_MS + 1 })
    const fetchCurrentUser = fetchOk()

    await expect(checkSession({ fetchCurrentUser, now })).resolves.toBe('allowed')
    expect(fetchCurrentUser).not.toHaveBeenCalled()
  })

  it('fetches the current user and records the time otherwise', async () => {
    signInForTest({ tokenExpiresAt: NOW + 600_000, lastTokenValidation: NOW - REVALIDATE_AFTER_MS })
    const renamed = { ...testUser, name: 'Ada King' }
    const fetchCurrentUser = vi.fn(async () => ({ user: renamed }))

    await expect(checkSession({ fetchCurrentUser, now })).resolves.toBe('allowed')
    expect(fetchCurrentUser).toHaveBeenCalledOnce()
    expect(useAppStore.getState().lastTokenValidation).toBe(NOW)
    expect(useAppStore.getState().user).toEqual(renamed)
  })

  it.each([
    ['a network error', new ApiError({ status: 0, detail: 'Failed to get current user' })],
    ['HTTP 401', new ApiError({ status: 401, detail: 'Unauthorized' })],
  ])('logs out when validation fails with %s', async (_, error) => {
    signInForTest({ tokenExpiresAt: NOW + 600_000 })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch(() => json({ ok: true }))

    await expect(checkSession({ fetchCurrentUser: () => Promise.reject(error), now })).resolves.toBe('denied')
    expect(useAppStore.getState().isAuthenticated).toBe(false)
  })

  it('keeps the session when validation was cut off by leaving the page', async () => {
    signInForTest({ tokenExpiresAt: NOW + 600_000 })
    const http = mockFetch(() => json({ ok: true }))
    window.dispatchEvent(new Event('beforeunload'))
    const networkError = new ApiError({ status: 0, detail: 'Failed to get current user' })

    await checkSession({ fetchCurrentUser: () => Promise.reject(networkError), now })

    window.dispatchEvent(new Event('pageshow'))
    expect(useAppStore.getState().isAuthenticated).toBe(true)
    expect(http.calls.some((call) => call.url.pathname === '/api/auth/logout')).toBe(false)
  })

  it.each([
    ['HTTP 500', new ApiError({ status: 500, detail: 'Server error' })],
    ['HTTP 403', new ApiError({ status: 403, detail: 'Forbidden' })],
  ])('keeps the user in when validation fails with %s', async (_, error) => {
    signInForTest({ tokenExpiresAt: NOW + 600_000 })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await expect(checkSession({ fetchCurrentUser: () => Promise.reject(error), now })).resolves.toBe(
      'allowed',
    )
    expect(useAppStore.getState().isAuthenticated).toBe(true)
    expect(logged).toHaveBeenCalled()
  })
})

describe('decideWithoutNetwork', () => {
  const base = { isAuthenticated: true, token: 't', tokenExpiresAt: NOW + 1000, lastTokenValidation: NOW }

  it('answers only the cases that need no request', () => {
    expect(decideWithoutNetwork({ ...base, isAuthenticated: false, token: null }, NOW)).toBe('denied')
    expect(decideWithoutNetwork({ ...base, isAuthenticated: false }, NOW)).toBe('denied')
    expect(decideWithoutNetwork(base, NOW)).toBe('allowed')
    expect(decideWithoutNetwork({ ...base, token: null }, NOW)).toBeNull()
    expect(decideWithoutNetwork({ ...base, tokenExpiresAt: NOW }, NOW)).toBeNull()
    expect(decideWithoutNetwork({ ...base, lastTokenValidation: null }, NOW)).toBeNull()
  })
})
