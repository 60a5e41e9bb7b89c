import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { page, renderRoutes } from '~/test/render'
import { endSession } from '../session/session'
import { RouteGuard } from './route-guard'

const routes = [
  { path: '/app/*', element: <RouteGuard>{page('Private area')}</RouteGuard> },
  { path: '/login', element: page('Login page') },
]

describe('RouteGuard', () => {
  it('redirects a signed-out visitor to /login, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, '/app/dashboard')

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('shows "Validating..." while it checks the token, then the page', async () => {
    signInForTest()
    let answer: (response: Response) => void = () => undefined
    const http = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    )

    renderRoutes(routes, '/app')

    expect(screen.getByRole('status')).toHaveTextContent('Validating...')
    await waitFor(() => expect(http.callsTo('/api/auth/me')).toHaveLength(1))
    answer(json({ user: testUser }))
    expect(await screen.findByRole('heading', { name: 'Private area' })).toBeInTheDocument()
    expect(useAppStore.getState().lastTokenValidation).not.toBeNull()
  })

  it('lets a recently validated session straight in without a request', () => {
    signInForTest({ lastTokenValidation: Date.now() - 60_000 })
    const http = mockFetch(() => json({ user: testUser }))

    renderRoutes(routes, '/app')

    expect(screen.getByRole('heading', { name: 'Private area' })).toBeInTheDocument()
    expect(http.calls).toHaveLength(0)
  })

  it('restores the session from the refresh cookie after a reload', async () => {
    useAppStore.setState({ user: testUser, isAuthenticated: true, token: null })
    const http = mockFetch((call) =>
      call.url.pathname === '/api/auth/refresh'
        ? json({ accessToken: 'restored', refreshToken: 'r', expiresIn: 900 })
        : json({ user: testUser }),
    )

    renderRoutes(routes, '/app')

    expect(await screen.findByRole('heading', { name: 'Private area' })).toBeInTheDocument()
    expect(http.calls.map((call) => call.url.pathname)).toEqual(['/api/auth/refresh', '/api/auth/me'])
    expect(http.callsTo('/api/auth/me')[0]?.headers.get('authorization')).toBe('Bearer restored')
  })

  it('sends the user to /login when the session ends while on the page', async () => {
    signInForTest({ lastTokenValidation: Date.now() })
    const { router } = renderRoutes(routes, '/app')
    expect(screen.getByRole('heading', { name: 'Private area' })).toBeInTheDocument()

    useAppStore.getState().clearSession()

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('logs out on a 401 from /auth/me when the refresh fails too', async () => {
    signInForTest()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockFetch((call) =>
      call.url.pathname === '/api/auth/logout'
        ? json({ ok: true })
        : json({ detail: 'Session expired' }, 401),
    )

    const { router } = renderRoutes(routes, '/app')

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(useAppStore.getState().isAuthenticated).toBe(false)
  })

  describe('what /login is told (issue 39)', () => {
    it('brings a signed-out visitor back to the page they opened, with no word of a session', async () => {
      const { router } = renderRoutes(routes, '/app/message-generator?mode=reply')

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.state).toEqual({ returnTo: '/app/message-generator?mode=reply' })
    })

    it('says the session ended when it ends on its own while on the page', async () => {
      signInForTest({ lastTokenValidation: Date.now() })
      const { router } = renderRoutes(routes, '/app/message-iq')

      act(() => endSession())

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.state).toEqual({ returnTo: '/app/message-iq', reason: 'session-ended' })
    })

    it('says the session ended when a signed-in user is refused at the check', async () => {
      signInForTest()
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      mockFetch((call) =>
        call.url.pathname === '/api/auth/logout'
          ? json({ ok: true })
          : json({ detail: 'Session expired' }, 401),
      )

      const { router } = renderRoutes(routes, '/app/history')

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.state).toEqual({ returnTo: '/app/history', reason: 'session-ended' })
    })

    it('sends a user who logged out to a plain /login', async () => {
      signInForTest({ lastTokenValidation: Date.now() })
      const { router } = renderRoutes(routes, '/app/dashboard')

      act(() => useAppStore.getState().clearSession())

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.state).toBeNull()
    })
  })
})
