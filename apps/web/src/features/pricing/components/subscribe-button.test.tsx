import { screen, waitFor } from '@testing-library/react'
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

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(http.calls).toHaveLength(0)
    expect(redirect).not.toHaveBeenCalled()
  })

  it('shows the error toast with the server detail and gives the button back on failure', async () => {
    signInForTest()
    mockFetch(() =>
      json({ detail: 'You already have an active Premium subscription.', code: 'already_subscribed' }, 409),
    )
    const { redirect } = renderButton()

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))

    expect(await screen.findByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
    expect(useAppStore.getState().error).toMatchObject({
      message: 'You already have an active Premium subscription.',
      code: '409',
    })
    expect(redirect).not.toHaveBeenCalled()
  })

  it('falls back to "Failed to start checkout" when the server gives no detail', async () => {
    signInForTest()
    mockFetch(() => new Response('', { status: 502 }))
    renderButton()

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }))

    await waitFor(() =>
      expect(useAppStore.getState().error).toMatchObject({
        message: 'Failed to start checkout',
        code: '502',
      }),
    )
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled()
  })
})
