import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
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

const toggle = () => screen.getByRole('button', { name: /menu/i })
const mobileMenu = () => {
  const menu = document.getElementById(toggle().getAttribute('aria-controls') ?? '')
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

  it('opens the mobile menu with the same links and closes it when a link is chosen', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/')
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(mobileMenu()).not.toBeVisible()

    await user.click(toggle())
    expect(toggle()).toHaveAttribute('aria-expanded', 'true')
    expect(mobileMenu()).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBe(mobileMenu())
    expect(
      within(mobileMenu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['About', 'Login'])

    await user.click(within(mobileMenu()).getByRole('link', { name: 'Login' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(mobileMenu()).not.toBeVisible()
  })

  it('closes the mobile menu on any navigation', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/')
    await user.click(toggle())

    await act(() => router.navigate('/somewhere'))

    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the mobile menu with Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/')
    await user.click(toggle())

    await user.keyboard('{Escape}')

    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(toggle()).toHaveFocus()
  })

  it('logs out from the mobile menu: clears the session even if the server fails, closes the menu, goes to /login', async () => {
    const user = userEvent.setup()
    signInForTest()
    const http = mockFetch(() => json({ detail: 'Server down' }, 503))
    const { router } = renderRoutes(routes, '/app/dashboard')
    await user.click(toggle())

    await user.click(within(mobileMenu()).getByRole('button', { name: 'Logout' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(http.callsTo('/api/auth/logout')).toHaveLength(1)
    expect(useAppStore.getState()).toMatchObject({
      user: null,
      isAuthenticated: false,
      token: null,
      error: null,
    })
    expect(toggle()).toHaveAttribute('aria-expanded', 'false')
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link')).toHaveLength(2)
  })
})
