import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import {
  REFRESH_LEAD_MS,
  refreshDelay,
  startTokenRefreshTimer,
  stopTokenRefreshTimer,
} from './token-refresh-timer'

afterEach(() => stopTokenRefreshTimer())

describe('token refresh timer', () => {
  it('refreshes 300 seconds before the access token expires, then reschedules', async () => {
    vi.useFakeTimers()
    const http = mockFetch(() => json({ accessToken: 'next', refreshToken: 'r', expiresIn: 900 }))
    signInForTest()
    useAppStore.getState().setToken('first', 900)
    startTokenRefreshTimer()

    await vi.advanceTimersByTimeAsync(900_000 - REFRESH_LEAD_MS - 1)
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(1)
    expect(useAppStore.getState().token).toBe('next')

    await vi.advanceTimersByTimeAsync(600_000)
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(2)
  })

  it('clears the timer when the session is cleared', async () => {
    vi.useFakeTimers()
    const http = mockFetch(() => json({ accessToken: 'next', refreshToken: 'r', expiresIn: 900 }))
    signInForTest()
    useAppStore.getState().setToken('first', 900)
    startTokenRefreshTimer()

    useAppStore.getState().clearSession()
    await vi.advanceTimersByTimeAsync(900_000)

    expect(http.calls).toHaveLength(0)
  })

  it('never refreshes in a tight loop for short-lived tokens', () => {
    expect(refreshDelay(1_000 + 900_000, 1_000)).toBe(600_000)
    expect(refreshDelay(1_000 + 120_000, 1_000)).toBe(60_000)
    expect(refreshDelay(0, 1_000)).toBe(0)
  })
})
