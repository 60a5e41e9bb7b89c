import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { GoogleCredentialResponse, GoogleIdentity } from '~/features/auth/components/google-identity'
import { APP_STORAGE_KEY, useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest, testUser } from '~/test/http'
import { newQueryClient, page, renderRoutes } from '~/test/render'
import Login from './login'

const routes = [
  { path: '/login', element: <Login /> },
  { path: '/app', element: page('Signed-in home') },
  { path: '/app/message-iq', element: page('MessageIQ') },
]

/** /login as the guard or the session watcher opens it: with where to go back to, and why. */
function renderLoginWith(state: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: '/login', state }] })
  render(
    <QueryClientProvider client={newQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router }
}

const sessionEndedNotice = /Your session ended — sign in again/

const loginResponse = {
  user: testUser,
  accessToken: 'access-xyz',
  refreshToken: 'refresh-xyz',
  expiresIn: 900,
}

function serverWith(
  config: { googleClientId: string | null; localSignIn: boolean },
  signIn?: Promise<Response>,
) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/auth/config') return json(config)
    return signIn ?? json(loginResponse)
  })
}

function fakeGoogle() {
  let callback: (response: GoogleCredentialResponse) => void = () => undefined
  const identity: GoogleIdentity = {
    initialize: vi.fn((config) => {
      callback = config.callback
    }),
    renderButton: vi.fn(),
  }
  window.google = { accounts: { id: identity } }
  return { identity, respond: (response: GoogleCredentialResponse) => callback(response) }
}

describe('Login page', () => {
  it('shows the welcome card and the terms note', async () => {
    serverWith({ googleClientId: null, localSignIn: true })
    renderRoutes(routes, '/login')

    expect(screen.getByRole('heading', { name: 'Welcome to Tipsy' })).toBeInTheDocument()
    expect(screen.getByText(/By signing in, you agree to our/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(await screen.findByRole('button', { name: 'Continue as a local user' })).toBeInTheDocument()
  })

  it('signs in locally: "Signing in...", session stored without tokens on disk, then /app', async () => {
    let finish: (response: Response) => void = () => undefined
    const http = serverWith(
      { googleClientId: null, localSignIn: true },
      new Promise((resolve) => {
        finish = resolve
      }),
    )
    const { router } = renderRoutes(routes, '/login')

    await userEvent.click(await screen.findByRole('button', { name: 'Continue as a local user' }))
    expect(screen.getByRole('status')).toHaveTextContent('Signing in...')
    finish(json(loginResponse))

    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/app')
    expect(http.callsTo('/api/auth/local')[0]?.method).toBe('POST')
    expect(useAppStore.getState()).toMatchObject({
      user: testUser,
      isAuthenticated: true,
      token: 'access-xyz',
    })
    expect(localStorage.getItem(APP_STORAGE_KEY)).not.toMatch(/access-xyz|refresh-xyz/)
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull()
  })

  it('renders the Google button as docs/product.md §2 says and exchanges its credential', async () => {
    const google = fakeGoogle()
    const http = serverWith({ googleClientId: 'client-123', localSignIn: false })
    const { router } = renderRoutes(routes, '/login')

    await waitFor(() => expect(google.identity.renderButton).toHaveBeenCalledOnce())
    expect(google.identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123' }),
    )
    expect(google.identity.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text: 'signin_with', shape: 'rectangular', theme: 'outline', size: 'large' }),
    )
    expect(screen.queryByRole('button', { name: 'Continue as a local user' })).not.toBeInTheDocument()

    google.respond({ credential: 'google-id-token' })

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'))
    expect(http.callsTo('/api/auth/google')[0]?.body).toEqual({ credential: 'google-id-token' })
  })

  it('only logs "Login Failed" when Google returns no credential', async () => {
    const google = fakeGoogle()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const http = serverWith({ googleClientId: 'client-123', localSignIn: false })
    const { router } = renderRoutes(routes, '/login')
    await waitFor(() => expect(google.identity.initialize).toHaveBeenCalled())

    google.respond({})

    expect(logged).toHaveBeenCalledWith('Login Failed')
    expect(http.callsTo('/api/auth/google')).toHaveLength(0)
    expect(useAppStore.getState().error).toBeNull()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('loads the Google script only when a client id is configured', async () => {
    serverWith({ googleClientId: 'client-123', localSignIn: false })
    renderRoutes(routes, '/login')

    await waitFor(() =>
      expect(
        document.head.querySelector('script[src="https://accounts.google.com/gsi/client"]'),
      ).not.toBeNull(),
    )
  })

  it('sends a visitor who is already signed in to /app', async () => {
    signInForTest()
    serverWith({ googleClientId: null, localSignIn: true })
    const { router } = renderRoutes(routes, '/login')

    expect(await screen.findByRole('heading', { name: 'Signed-in home' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/app')
  })

  it('shows the error toast text when sign-in fails and stays on /login', async () => {
    serverWith(
      { googleClientId: null, localSignIn: true },
      Promise.resolve(json({ detail: 'Local sign-in is not available on this server' }, 404)),
    )
    const { router } = renderRoutes(routes, '/login')

    await userEvent.click(await screen.findByRole('button', { name: 'Continue as a local user' }))

    await waitFor(() =>
      expect(useAppStore.getState().error).toMatchObject({
        message: 'Local sign-in is not available on this server',
        code: '404',
      }),
    )
    expect(router.state.location.pathname).toBe('/login')
    expect(await screen.findByRole('button', { name: 'Continue as a local user' })).toBeEnabled()
  })

  describe('sent here by the guard (issue 39)', () => {
    it('says the session ended, and goes back to the page the user was on once signed in', async () => {
      serverWith({ googleClientId: null, localSignIn: true })
      const { router } = renderLoginWith({ returnTo: '/app/message-iq', reason: 'session-ended' })

      expect(screen.getByText(sessionEndedNotice)).toHaveTextContent(
        'Your session ended — sign in again to pick up where you left off. Your draft is kept.',
      )
      await userEvent.click(await screen.findByRole('button', { name: 'Continue as a local user' }))

      expect(await screen.findByRole('heading', { name: 'MessageIQ' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/app/message-iq')
    })

    it('brings a visitor back to the page they opened, without a notice', async () => {
      serverWith({ googleClientId: null, localSignIn: true })
      const { router } = renderLoginWith({ returnTo: '/app/message-iq' })

      await userEvent.click(await screen.findByRole('button', { name: 'Continue as a local user' }))

      await waitFor(() => expect(router.state.location.pathname).toBe('/app/message-iq'))
      expect(screen.queryByText(sessionEndedNotice)).not.toBeInTheDocument()
    })

    it('refuses a path to another site and goes to /app instead', async () => {
      serverWith({ googleClientId: null, localSignIn: true })
      const { router } = renderLoginWith({ returnTo: '//evil.example/app' })

      await userEvent.click(await screen.findByRole('button', { name: 'Continue as a local user' }))

      await waitFor(() => expect(router.state.location.pathname).toBe('/app'))
    })

    it('sends a user who is already signed in on to the page they were on', async () => {
      signInForTest()
      serverWith({ googleClientId: null, localSignIn: true })
      const { router } = renderLoginWith({ returnTo: '/app/message-iq', reason: 'session-ended' })

      await waitFor(() => expect(router.state.location.pathname).toBe('/app/message-iq'))
    })
  })
})
