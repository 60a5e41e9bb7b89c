import { screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
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
  it('is in the page for visitors, marked as the visitors-only copy a signed-in browser hides', () => {
    renderShell()
    expect(sponsored()).toHaveAttribute('data-visitors-only', 'true')
    expect(sponsored()).toBeInTheDocument()
  })

  it('stays away from a screen with a sponsored block of its own (one per screen)', () => {
    renderRoutes(
      [
        {
          element: (
            <>
              <Outlet />
              <SponsoredSlot />
            </>
          ),
          children: [{ path: '*', element: page('Text-to-Emoji'), handle: { ownSponsoredBlock: true } }],
        },
      ],
      '/app/text-to-emoji',
    )
    expect(screen.getByRole('heading', { name: 'Text-to-Emoji' })).toBeInTheDocument()
    expect(sponsored()).not.toBeInTheDocument()
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
