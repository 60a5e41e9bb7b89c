import { endpoints } from '@tipsy/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, request } from '~/lib/api-client'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { refreshSession } from './refresh-session'
import { onSessionEnded } from './session'

const tokens = (accessToken: string) => ({ accessToken, refreshToken: 'ignored', expiresIn: 900 })

describe('401 handling', () => {
  beforeEach(() => signInForTest({ token: 'expired-token' }))

  it('refreshes once with the cookie, stores the new token and replays the request once', async () => {
    const http = mockFetch((call) => {
      if (call.url.pathname === '/api/auth/refresh') return json(tokens('fresh-token'))
      return call.headers.get('authorization') === 'Bearer fresh-token'
        ? json({ user: testUser })
        : json({ detail: 'Invalid or expired access token' }, 401)
    })

    await expect(request(endpoints.me)).resolves.toEqual({ user: testUser })

    expect(http.calls.map((call) => call.url.pathname)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/me',
    ])
    const refresh = http.callsTo('/api/auth/refresh')[0]
    expect(refresh?.method).toBe('POST')
    expect(refresh?.body).toEqual({})
    expect(refresh?.credentials).toBe('include')
    expect(useAppStore.getState().token).toBe('fresh-token')
    expect(useAppStore.getState().tokenExpiresAt).toBeGreaterThan(Date.now() + 890_000)
    expect(useAppStore.getState().error).toBeNull()
  })

  it('replays only once: a second 401 is reported, not refreshed again', async () => {
    const http = mockFetch((call) =>
      call.url.pathname === '/api/auth/refresh'
        ? json(tokens('fresh-token'))
        : json({ detail: 'Still no' }, 401),
    )

    await expect(request(endpoints.me)).rejects.toMatchObject({ status: 401, detail: 'Still no' })

    expect(http.callsTo('/api/auth/refresh')).toHaveLength(1)
    expect(http.callsTo('/api/auth/me')).toHaveLength(2)
    expect(useAppStore.getState().error).toMatchObject({ message: 'Still no', code: '401' })
  })

  it('lets concurrent 401s share one refresh, awaiting it (no polling), then replays each', async () => {
    let releaseRefresh: () => void = () => undefined
    const http = mockFetch((call) => {
      if (call.url.pathname === '/api/auth/refresh') {
        return new Promise<Response>((resolve) => {
          releaseRefresh = () => resolve(json(tokens('fresh-token')))
        })
      }
      return call.headers.get('authorization') === 'Bearer fresh-token'
        ? json({ user: testUser })
        : json({ detail: 'expired' }, 401)
    })

    const all = Promise.all([request(endpoints.me), request(endpoints.me), request(endpoints.me)])
    await vi.waitFor(() => expect(http.callsTo('/api/auth/refresh')).toHaveLength(1))
    expect(http.callsTo('/api/auth/me')).toHaveLength(3)

    releaseRefresh()
    await expect(all).resolves.toHaveLength(3)
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(1)
    expect(http.callsTo('/api/auth/me')).toHaveLength(6)
    expect(
      http
        .callsTo('/api/auth/me')
        .slice(3)
        .every((c) => c.headers.get('authorization') === 'Bearer fresh-token'),
    ).toBe(true)
  })

  it('logs out when the refresh fails and tells the app to go to /login', async () => {
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    const http = mockFetch((call) =>
      call.url.pathname === '/api/auth/refresh'
        ? json({ detail: 'Session expired' }, 401)
        : json({ detail: 'expired' }, 401),
    )

    await expect(request(endpoints.me)).rejects.toMatchObject({ status: 401 })
    stop()

    expect(http.callsTo('/api/auth/me')).toHaveLength(1)
    expect(ended).toHaveBeenCalledOnce()
    const state = useAppStore.getState()
    expect(state).toMatchObject({ user: null, isAuthenticated: false, token: null, tokenExpiresAt: null })
    expect(state.error).toMatchObject({ message: 'Session expired', code: '401' })
  })

  it('uses the "Token refresh failed" fallback when the refresh gets no detail', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')))

    await expect(refreshSession()).rejects.toBeInstanceOf(ApiError)
    expect(useAppStore.getState().error).toMatchObject({ message: 'Token refresh failed', code: '0' })
  })

  it('does not refresh for calls that need no session', async () => {
    const http = mockFetch(() => json({ detail: 'Invalid Google credential' }, 401))

    await expect(request(endpoints.googleLogin, { body: { credential: 'bad' } })).rejects.toMatchObject({
      status: 401,
    })
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(0)
  })
})

describe('refreshSession across tabs', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('holds a Web Lock while refreshing so tabs never replay a spent refresh token', async () => {
    signInForTest({ token: null })
    const order: string[] = []
    const lockRequest = vi.fn(async (name: string, task: () => Promise<unknown>) => {
      order.push(`lock:${name}`)
      const result = await task()
      order.push('unlock')
      return result
    })
    Object.defineProperty(navigator, 'locks', { value: { request: lockRequest }, configurable: true })
    mockFetch(() => {
      order.push('POST /auth/refresh')
      return json(tokens('fresh-token'))
    })

    await Promise.all([refreshSession(), refreshSession()])

    expect(order).toEqual(['lock:tipsy:token-refresh', 'POST /auth/refresh', 'unlock'])
    expect(useAppStore.getState().token).toBe('fresh-token')
  })
})

describe('a token renewed by another call', () => {
  it('is used as it is: a 401 for an older token replays without refreshing again', async () => {
    signInForTest({ token: 'old' })
    const http = mockFetch((call) => {
      if (call.url.pathname === '/api/auth/refresh') return json(tokens('unexpected'))
      if (call.headers.get('authorization') === 'Bearer old') {
        // Another call's refresh lands while this one is on the wire.
        useAppStore.getState().setToken('new', 900)
        return json({ detail: 'expired' }, 401)
      }
      return json({ user: testUser })
    })

    await expect(request(endpoints.me)).resolves.toEqual({ user: testUser })
    expect(http.callsTo('/api/auth/refresh')).toHaveLength(0)
  })
})
