import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Subscription } from '@tipsy/contracts'
import { describe, expect, it, vi } from 'vitest'
import { useAppStore } from '~/stores/app-store'
import { json, mockFetch, signInForTest } from '~/test/http'
import { page, renderRoutes } from '~/test/render'
import { CANCEL_CONFIRM_TEXT, CANCEL_FAILURE_TEXT, CANCEL_SUCCESS_TEXT } from '../lib/cancel-texts'
import { SubscriptionScreen } from './subscription-screen'

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  status: 'active',
  cancel_at_next_billing_date: false,
  recurring_pre_tax_amount: 999,
  currency: 'USD',
  payment_frequency_interval: 'Month',
  next_billing_date: '2026-12-22T10:30:00.000Z',
  expires_at: null,
  created_at: '2026-11-22T10:30:00.000Z',
  subscription_id: 'sub_123',
  customer: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_number: '+1 555 0100',
    customer_id: 'cus_456',
  },
  billing: { street: '1 Analytical Way', city: 'London', state: 'LDN', zipcode: 'N1 9GU', country: 'GB' },
  ...overrides,
})

const STATUS = '/api/subscriptions/status'
const CANCEL = '/api/subscriptions/cancel'
const RESUME = '/api/subscriptions/resume'

function renderScreen() {
  return renderRoutes(
    [
      { path: '/app/subscription', element: <SubscriptionScreen /> },
      { path: '/pricing', element: page('Pricing page') },
      { path: '/app/dashboard', element: page('Dashboard page') },
    ],
    '/app/subscription',
  )
}

const badge = () => screen.getByTestId('subscription-status')
const row = (section: string, label: string) =>
  within(screen.getByRole('region', { name: section })).getByText(label).nextElementSibling

describe('SubscriptionScreen', () => {
  it('shows "Loading subscription information..." while the status loads', () => {
    signInForTest()
    mockFetch(() => new Promise<Response>(() => {}))
    renderScreen()
    expect(screen.getByRole('status')).toHaveTextContent('Loading subscription information...')
  })

  it('does not ask for the status without a token', () => {
    signInForTest({ token: null })
    const http = mockFetch(() => json({ subscription: null }))
    renderScreen()
    expect(http.callsTo(STATUS)).toHaveLength(0)
  })

  it('shows the no-subscription view with a link to the pricing plans', async () => {
    signInForTest()
    const http = mockFetch(() => json({ subscription: null }))
    const { router } = renderScreen()

    expect(await screen.findByRole('heading', { name: 'No Active Subscription' })).toBeInTheDocument()
    expect(screen.getByText("Don't let your message suck")).toBeInTheDocument()
    expect(http.callsTo(STATUS)[0]?.headers.get('authorization')).toBe('Bearer access-1')
    await userEvent.click(screen.getByRole('link', { name: 'View Pricing Plans' }))
    expect(router.state.location.pathname).toBe('/pricing')
  })

  it.each([
    [{}, 'Failed to fetch subscription status'],
    [{ detail: 'The database is asleep' }, 'The database is asleep'],
  ])('on failure shows "Unable to load subscription information" and the reason (%o)', async (body, text) => {
    signInForTest()
    mockFetch(() => json(body, 500))
    renderScreen()

    expect(
      await screen.findByRole('heading', { name: 'Unable to load subscription information' }),
    ).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    expect(useAppStore.getState().error).toMatchObject({ message: text, code: '500' })
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  it('shows an active subscription: green ACTIVE, billing, customer, address and the actions', async () => {
    signInForTest()
    mockFetch(() => json({ subscription: subscription() }))
    renderScreen()

    await screen.findByRole('region', { name: 'Billing Information' })
    expect(badge()).toHaveTextContent('ACTIVE')
    expect(badge()).toHaveAttribute('data-colour', 'green')
    expect(row('Billing Information', 'Amount')).toHaveTextContent('$9.99')
    expect(row('Billing Information', 'Payment frequency')).toHaveTextContent('Monthly')
    expect(row('Billing Information', 'Next billing date')).toHaveTextContent('December 22, 2026')
    expect(row('Billing Information', 'Created')).toHaveTextContent('November 22, 2026')
    expect(row('Customer Information', 'Name')).toHaveTextContent('Ada Lovelace')
    expect(row('Customer Information', 'E-mail')).toHaveTextContent('ada@example.com')
    expect(row('Customer Information', 'Phone')).toHaveTextContent('+1 555 0100')
    expect(row('Customer Information', 'Customer ID')).toHaveTextContent('cus_456')
    expect(row('Billing Address', 'Street')).toHaveTextContent('1 Analytical Way')
    expect(row('Billing Address', 'City')).toHaveTextContent('London')
    expect(row('Billing Address', 'State')).toHaveTextContent('LDN')
    expect(row('Billing Address', 'ZIP code')).toHaveTextContent('N1 9GU')
    expect(row('Billing Address', 'Country')).toHaveTextContent('GB')
    expect(screen.queryByTestId('subscription-notice')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/app/dashboard')
  })

  it('leaves the phone out when there is none, and formats another currency', async () => {
    signInForTest()
    mockFetch(() =>
      json({
        subscription: subscription({
          currency: 'EUR',
          recurring_pre_tax_amount: 1250,
          customer: { name: 'Ada', email: 'ada@example.com', phone_number: null, customer_id: 'cus_1' },
        }),
      }),
    )
    renderScreen()

    await screen.findByRole('region', { name: 'Customer Information' })
    expect(
      within(screen.getByRole('region', { name: 'Customer Information' })).queryByText('Phone'),
    ).toBeNull()
    expect(row('Billing Information', 'Amount')).toHaveTextContent('€12.50')
  })

  it.each([
    ['active', true, 'CANCELLED', 'red', 'Subscription Cancelled', 'ends on December 22, 2026'],
    ['cancellation_pending', false, 'CANCELLATION PENDING', 'yellow', 'Cancelled', 'until December 22, 2026'],
    [
      'cancelled',
      false,
      'CANCELLED',
      'red',
      'Subscription Cancelled',
      'Your subscription has been cancelled.',
    ],
    ['expired', false, 'EXPIRED', 'grey', 'Subscription Expired', 'Subscribe again'],
    ['on_hold', false, 'ON HOLD', 'grey', 'Payment Failed', 'retried within 3 days'],
  ] as const)(
    '%s (cancel flag %s) reads %s in %s with the notice "%s"',
    async (status, cancel, text, colour, title, says) => {
      signInForTest()
      mockFetch(() => json({ subscription: subscription({ status, cancel_at_next_billing_date: cancel }) }))
      renderScreen()

      const notice = await screen.findByTestId('subscription-notice')
      expect(badge()).toHaveTextContent(text)
      expect(badge()).toHaveAttribute('data-colour', colour)
      expect(within(notice).getByRole('heading', { name: title })).toBeInTheDocument()
      expect(notice).toHaveTextContent(says)
      expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument()
    },
  )

  it('offers "Subscribe again" to /pricing for an expired subscription', async () => {
    signInForTest()
    mockFetch(() => json({ subscription: subscription({ status: 'expired' }) }))
    const { router } = renderScreen()

    await userEvent.click(await screen.findByRole('link', { name: 'Subscribe again' }))
    expect(router.state.location.pathname).toBe('/pricing')
  })

  it('cancels after the dialog confirms (docs/product.md text), says so on the screen, and fetches the status again', async () => {
    signInForTest()
    let current = subscription()
    const http = mockFetch((call) => {
      if (call.url.pathname === CANCEL) {
        current = subscription({ cancel_at_next_billing_date: true })
        return json({ subscription: current })
      }
      return json({ subscription: current })
    })
    const alert = vi.spyOn(window, 'alert')
    const confirm = vi.spyOn(window, 'confirm')
    renderScreen()

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' })
    expect(dialog).toHaveAccessibleDescription(CANCEL_CONFIRM_TEXT)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))

    expect(await screen.findByTestId('subscription-outcome')).toHaveTextContent(CANCEL_SUCCESS_TEXT)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // One story: the outcome is said in the status's own notice, with its end date, not in a box of its own.
    const notice = await screen.findByTestId('subscription-notice')
    expect(notice).toContainElement(screen.getByTestId('subscription-outcome'))
    expect(notice).toHaveTextContent(/Subscription Cancelled.*Your subscription ends on/)
    expect(
      screen.getAllByRole('status').filter((status) => status.textContent?.includes('cancel')),
    ).toHaveLength(1)
    const [cancel] = http.callsTo(CANCEL)
    expect(cancel?.method).toBe('PATCH')
    expect(cancel?.body).toEqual({})
    await waitFor(() => expect(badge()).toHaveTextContent('CANCELLED'))
    expect(http.callsTo(STATUS)).toHaveLength(2)
    expect(screen.getByTestId('subscription-notice')).toHaveTextContent('ends on December 22, 2026')
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument()
    expect(alert).not.toHaveBeenCalled()
    expect(confirm).not.toHaveBeenCalled()
  })

  it('does nothing when the dialog is dismissed', async () => {
    signInForTest()
    const http = mockFetch(() => json({ subscription: subscription() }))
    renderScreen()

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }))
    await userEvent.click(screen.getByRole('button', { name: 'Keep Premium' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(http.callsTo(CANCEL)).toHaveLength(0)
  })

  it('records a failed cancel globally and says "Failed to cancel subscription. Please try again." in the dialog, with a retry', async () => {
    signInForTest()
    let failures = 1
    const http = mockFetch((call) => {
      if (call.url.pathname !== CANCEL) return json({ subscription: subscription() })
      if (failures-- > 0) return json({}, 502)
      return json({ subscription: subscription({ cancel_at_next_billing_date: true }) })
    })
    renderScreen()

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))

    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CANCEL_FAILURE_TEXT)
    expect(useAppStore.getState().error).toMatchObject({
      message: 'Failed to cancel subscription',
      code: '502',
    })
    expect(badge()).toHaveTextContent('ACTIVE')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('subscription-outcome')).toHaveTextContent(CANCEL_SUCCESS_TEXT)
    expect(http.callsTo(CANCEL)).toHaveLength(2)
  })

  it('shows "Access until" instead of the next billing date once cancelled, and resumes it', async () => {
    signInForTest()
    let current = subscription({ cancel_at_next_billing_date: true })
    const http = mockFetch((call) => {
      if (call.url.pathname === RESUME) {
        current = subscription()
        return json({ subscription: current })
      }
      return json({ subscription: current })
    })
    renderScreen()

    await screen.findByRole('region', { name: 'Billing Information' })
    expect(row('Billing Information', 'Access until')).toHaveTextContent('December 22, 2026')
    expect(
      within(screen.getByRole('region', { name: 'Billing Information' })).queryByText('Next billing date'),
    ).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }))

    const said = await screen.findByTestId('subscription-outcome')
    expect(said).toHaveTextContent('Your subscription is active again. It renews on December 22, 2026')
    expect(said).toHaveFocus()
    expect(http.callsTo(RESUME)[0]).toMatchObject({ method: 'PATCH', body: {} })
    await waitFor(() => expect(badge()).toHaveTextContent('ACTIVE'))
    expect(row('Billing Information', 'Next billing date')).toHaveTextContent('December 22, 2026')
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled()
  })

  it('says so when resuming fails, and tries again', async () => {
    signInForTest()
    let failures = 1
    mockFetch((call) => {
      if (call.url.pathname !== RESUME)
        return json({ subscription: subscription({ cancel_at_next_billing_date: true }) })
      if (failures-- > 0)
        return json({ detail: 'The payment provider could not resume the subscription right now.' }, 502)
      return json({ subscription: subscription() })
    })
    renderScreen()

    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to resume subscription. Please try again.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('subscription-outcome')).toHaveTextContent(
      'Your subscription is active again.',
    )
  })
})
