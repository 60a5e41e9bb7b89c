import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import { page, renderRoutes } from '~/test/render'
import { SubscribeButton } from './subscribe-button'

const CHECKOUT = 'http://localhost/api/billing/sandbox/checkout?quantity=1&email=ada%40example.com'

function renderButton(redirect = vi.fn()) {
  const utils = renderRoutes(
    [
      { path: '/pricing', element: <SubscribeButton redirect={redirect} /> },
      { path: '/login', element: page('Login page') },
    ],
    '/pricing',
  )
  return { ...utils, redirect }
}

describe('SubscribeButton', () => {
  it('shows "Redirecting...", disabled, while it asks the server for the checkout, then goes there', async () => {
    signInForTest()
    let answer: (response: Response) => void = () => {}
    const http = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { redirect } = renderButton()

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))

    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled()
    const [call] = http.callsTo('/api/billing/checkout')
    expect(call?.method).toBe('GET')
    expect(call?.headers.get('authorization')).toBe('Bearer access-1')
    answer(json({ url: CHECKOUT }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT))
    expect(screen.getByRole('button', { name: 'Redirecting...' })).toBeDisabled()
  })

  it('sends a visitor who is signed out to /login without calling the server', async () => {
    const http = mockFetch(() => json({ url: CHECKOUT }))
    const { redirect, router } = renderButton()

    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Premium' }))

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(http.calls).toHaveLength(0)
    expect(redirect).not.toHaveBeenCalled()
  })

  it('says a refusal under the button, links to the subscription, and charges nothing', async () => {
    signInForTest()
    mockFetch(() =>
      json(
        {
          detail:
            'You already have Premium until March 15, 2026. Resume your subscription from the Subscription page instead of buying it again; nothing is charged until then.',
          code: 'resume_instead',
        },
        409,
      ),
    )
    const { redirect } = renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))
    const said = await screen.findByRole('alert')
    expect(said).toHaveTextContent('You already have Premium until March 15, 2026. Resume your subscription')
    expect(within(said).getByRole('link', { name: 'Go to my subscription' })).toHaveAttribute(
      'href',
      '/app/subscription',
    )
    expect(redirect).not.toHaveBeenCalled()
    expect(useAppStore.getState().error).toBeNull()
  })

  it('falls back to "Failed to start checkout" when the server gives no detail, and offers to try again', async () => {
    signInForTest()
    let failures = 1
    const http = mockFetch(() =>
      failures-- > 0 ? new Response('', { status: 502 }) : json({ url: CHECKOUT }),
    )
    const { redirect } = renderButton()
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start checkout')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT))
    expect(http.callsTo('/api/billing/checkout')).toHaveLength(2)
  })
})
