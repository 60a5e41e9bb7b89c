import { act, screen, waitFor, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { page, renderRoutes } from '~/test/render'
import { Header } from './header'
import { SponsoredSlot } from './lazy-plan-aware'

const sponsored = () => screen.queryByRole('complementary', { name: 'Sponsored' })

const renderShell = () =>
  renderRoutes(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
            <SponsoredSlot />
          </>
        ),
        children: [{ path: '*', element: page('Some page') }],
      },
    ],
    '/app/dashboard',
  )

describe('SponsoredSlot', () => {
  it('renders nothing in prerendered HTML, and hydrates that without a mismatch', async () => {
    expect(renderToString(<SponsoredSlot />)).toBe('')
    signInForTest()
    expect(renderToString(<SponsoredSlot />)).toBe('')

    const errors = vi.spyOn(console, 'error')
    signInForTest({ user: null, isAuthenticated: false, token: null })
    const container = document.createElement('div')
    document.body.append(container)
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <SponsoredSlot />)
    })
    expect(within(container).getByRole('complementary', { name: 'Sponsored' })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
    act(() => root?.unmount())
    container.remove()
  })

  it('shows the sponsored link to visitors who are signed out, without asking for a plan', async () => {
    const http = mockFetch(() => json(freePlan()))
    renderShell()
    expect(sponsored()).toBeInTheDocument()
    expect(http.calls).toHaveLength(0)
  })

  it('shows it to Free users once their plan is known', async () => {
    signInForTest()
    mockFetch(() => json(freePlan()))
    renderShell()
    expect(sponsored()).not.toBeInTheDocument()
    await waitFor(() => expect(sponsored()).toBeInTheDocument())
    expect(screen.queryByText('Premium')).not.toBeInTheDocument()
  })

  it('hides it for Premium (ad-free) and shows the Premium badge next to the name', async () => {
    signInForTest()
    mockFetch(() => json(premiumPlan()))
    renderShell()
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(await within(main).findByText('Premium')).toBeInTheDocument()
    expect(within(main).getByText('Ada Lovelace').parentElement).toHaveTextContent(/Ada Lovelace.*Premium/)
    expect(sponsored()).not.toBeInTheDocument()
  })

  it('restores the token from the refresh cookie on a page opened afresh, then reads the plan', async () => {
    signInForTest({ token: null })
    const http = mockFetch((call) =>
      call.url.pathname === '/api/auth/refresh'
        ? json({ accessToken: 'restored', refreshToken: 'r', expiresIn: 900 })
        : json(freePlan()),
    )
    renderShell()
    await waitFor(() => expect(sponsored()).toBeInTheDocument())
    expect(http.calls.map((call) => call.url.pathname)).toEqual(['/api/auth/refresh', '/api/user/plan'])
    expect(http.callsTo('/api/user/plan')[0]?.headers.get('authorization')).toBe('Bearer restored')
  })

  it('drops a session the server no longer knows quietly: signed out, no trip to /login', async () => {
    signInForTest({ token: null })
    const http = mockFetch(() => json({ detail: 'Session expired' }, 401))
    const { router } = renderShell()
    await waitFor(() => expect(useAppStore.getState().isAuthenticated).toBe(false))
    expect(http.callsTo('/api/user/plan').every((call) => !call.headers.has('authorization'))).toBe(true)
    expect(router.state.location.pathname).toBe('/app/dashboard')
    expect(useAppStore.getState().error).toBeNull()
    await waitFor(() => expect(sponsored()).toBeInTheDocument())
  })
})
