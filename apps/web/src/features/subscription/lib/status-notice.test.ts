import { subscriptionBadge } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { statusNotice } from './status-notice'

const next = '2026-12-22T10:30:00.000Z'
const fields = (status: Parameters<typeof statusNotice>[0]['status'], cancel = false) => ({
  status,
  cancel_at_next_billing_date: cancel,
  next_billing_date: next,
})

describe('statusNotice (docs/product.md §4)', () => {
  it('shows nothing for an active subscription that renews', () => {
    expect(statusNotice(fields('active'))).toBeNull()
  })

  it('active with the cancel flag: ends on the next billing date, access until then', () => {
    expect(statusNotice(fields('active', true))).toEqual({
      tone: 'red',
      title: 'Subscription Cancelled',
      text: 'Your subscription ends on December 22, 2026. You will continue to have access until then.',
    })
  })

  it('cancellation_pending: a yellow "Cancelled" notice with access until the next billing date', () => {
    expect(statusNotice(fields('cancellation_pending'))).toEqual({
      tone: 'yellow',
      title: 'Cancelled',
      text: 'Your subscription has been cancelled. You will continue to have access until December 22, 2026.',
    })
  })

  it('cancellation_pending without a readable date: until the end of the billing period', () => {
    expect(statusNotice({ ...fields('cancellation_pending'), next_billing_date: 'not a date' })?.text).toBe(
      'Your subscription has been cancelled. You will continue to have access until the end of your current billing period.',
    )
  })

  it('cancelled: "Subscription Cancelled" with "Your subscription has been cancelled."', () => {
    expect(statusNotice(fields('cancelled'))).toEqual({
      tone: 'red',
      title: 'Subscription Cancelled',
      text: 'Your subscription has been cancelled.',
    })
  })

  it('expired: "Subscription Expired" with a "Subscribe again" link to /pricing', () => {
    const notice = statusNotice(fields('expired'))
    expect(notice).toMatchObject({ tone: 'grey', title: 'Subscription Expired' })
    expect(notice?.link).toEqual({ label: 'Subscribe again', to: '/pricing' })
  })

  it.each([
    ['on_hold', 'Payment Failed'],
    ['failed', 'Payment Failed'],
    ['paused', 'Subscription Paused'],
    ['pending', 'Payment Pending'],
  ] as const)('%s says what happens next ("%s")', (status, title) => {
    expect(statusNotice(fields(status))?.title).toBe(title)
  })

  it('matches the badge: each notice has the colour of its badge', () => {
    for (const [status, cancel] of [
      ['active', true],
      ['cancellation_pending', false],
      ['cancelled', false],
      ['expired', false],
    ] as const) {
      expect(statusNotice(fields(status, cancel))?.tone).toBe(subscriptionBadge(status, cancel).colour)
    }
  })
})
