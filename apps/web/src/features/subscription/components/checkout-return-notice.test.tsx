import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { json, mockFetch, signInForTest } from '~/test/http'
import { freePlan, premiumPlan } from '~/test/plan'
import { renderRoutes } from '~/test/render'
import { CheckoutReturnNotice, CONFIRM_POLL_MS, CONFIRM_TIMEOUT_MS } from './checkout-return-notice'

const PLAN = '/api/user/plan'

const renderAt = (path: string) =>
  renderRoutes([{ path: '/app/dashboard', element: <CheckoutReturnNotice /> }], path)

describe('CheckoutReturnNotice', () => {
  it('shows nothing on an ordinary visit to the dashboard', async () => {
    signInForTest()
    mockFetch(() => json(freePlan()))
    renderAt('/app/dashboard')
    await waitFor(() => expect(screen.queryByTestId('checkout-return')).not.toBeInTheDocument())
  })

  it('waits for the webhook: polls the plan until it says Premium, then welcomes the user', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signInForTest()
    let plan = freePlan()
    const http = mockFetch(() => json(plan))
    renderAt('/app/dashboard?subscription_id=sub_1&status=active')

    expect(await screen.findByTestId('checkout-return')).toHaveTextContent('Thanks for subscribing!')
    await waitFor(() => expect(http.callsTo(PLAN)).toHaveLength(1))
    plan = premiumPlan()
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS))

    await waitFor(() =>
      expect(screen.getByTestId('checkout-return')).toHaveTextContent('Welcome to Premium!'),
    )
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/app/subscription',
    )
    const calls = http.callsTo(PLAN).length
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3))
    expect(http.callsTo(PLAN)).toHaveLength(calls)
  })

  it('stops polling after a minute and says the payment is still being confirmed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    signInForTest()
    const http = mockFetch(() => json(freePlan()))
    renderAt('/app/dashboard?subscription_id=sub_1&status=active')

    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_TIMEOUT_MS + CONFIRM_POLL_MS))
    expect(screen.getByTestId('checkout-return')).toHaveTextContent('still being confirmed')
    const calls = http.callsTo(PLAN).length
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3))
    expect(http.callsTo(PLAN)).toHaveLength(calls)
  })

  it('says so when the provider reports a failed payment, and never grants anything', async () => {
    signInForTest()
    mockFetch(() => json(freePlan()))
    renderAt('/app/dashboard?subscription_id=sub_1&status=failed')
    expect(await screen.findByTestId('checkout-return')).toHaveTextContent('did not go through')
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/pricing')
  })

  it('is dismissed, taking the parameters out of the address', async () => {
    signInForTest()
    mockFetch(() => json(premiumPlan()))
    const { router } = renderAt('/app/dashboard?subscription_id=sub_1&status=active')
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByTestId('checkout-return')).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('')
  })
})
