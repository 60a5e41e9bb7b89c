import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import { page, renderRoutes } from '~/test/render'
import { Header } from './header'

const routes = [
  {
    element: (
      <>
        <Header />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: page('Home page') },
      { path: '/login', element: page('Login page') },
      { path: '*', element: page('Other page') },
    ],
  },
]

const toggle = () => screen.getByRole('button', { name: 'Menu' })
const mobileMenu = () => {
  const menu = document.getElementById(toggle().getAttribute('popovertarget') ?? '')
  if (!menu) throw new Error('The toggle controls no element')
  return menu
}

describe('Header', () => {
  it('links the logo to / and shows About and Login when signed out', () => {
    renderRoutes(routes, '/about')
    const main = screen.getByRole('navigation', { name: 'Main' })

    expect(screen.getByRole('link', { name: 'Tipsy' })).toHaveAttribute('href', '/')
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Login'])
    expect(within(main).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('marks the page’s own link, also at its path with a trailing slash (as a page is prerendered)', () => {
    for (const path of ['/login', '/login/']) {
      const { unmount } = renderRoutes(routes, path)
      const main = screen.getByRole('navigation', { name: 'Main' })
      expect(within(main).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page')
      expect(within(main).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current')
      unmount()
    }
  })

  it('shows the signed-in navigation, the user and Logout', () => {
    signInForTest()
    renderRoutes(routes, '/')
    const main = screen.getByRole('navigation', { name: 'Main' })

    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Message Generator', '/app/message-generator'],
      ['MessageIQ', '/app/message-iq'],
      ['Text-to-Emoji', '/app/text-to-emoji'],
      ['Dashboard', '/app/dashboard'],
      ['History', '/app/history'],
      ['Subscription', '/app/subscription'],
      ['About', '/app/about'],
    ])
    expect(within(main).getByText('Ada Lovelace')).toBeInTheDocument()
    expect(within(main).getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('has a mobile menu: a native popover the Menu button opens, with the same links', () => {
    renderRoutes(routes, '/')
    const menu = mobileMenu()
    expect(toggle()).toHaveAttribute('popovertarget', menu.id)
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(menu).toHaveAttribute('aria-label', 'Mobile')
    expect(menu.tagName).toBe('NAV')
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['About', 'Login'])
  })

  it('closes the mobile menu on any navigation', async () => {
    const { router } = renderRoutes(routes, '/')
    const hidePopover = vi.fn()
    mobileMenu().hidePopover = hidePopover

    await act(() => router.navigate('/somewhere'))

    expect(hidePopover).toHaveBeenCalled()
  })

  it('logs out from the mobile menu: clears the session even if the server fails, closes the menu, goes to /login', async () => {
    const user = userEvent.setup()
    signInForTest()
    const http = mockFetch(() => json({ detail: 'Server down' }, 503))
    const { router } = renderRoutes(routes, '/app/dashboard')
    await user.click(within(mobileMenu()).getByRole('button', { name: 'Logout', hidden: true }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(http.callsTo('/api/auth/logout')).toHaveLength(1)
    expect(useAppStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      token: null,
      error: null,
    })
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')).toHaveLength(2)
  })
})
