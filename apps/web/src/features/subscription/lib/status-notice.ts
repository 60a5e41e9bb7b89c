import type { BadgeColour, Subscription } from '@tipsy/contracts'
import { paths } from '~/config/paths'
import { formatBillingDate } from './format-subscription'

export interface StatusNotice {
  tone: BadgeColour
  title: string
  text: string
  link?: { label: string; to: string }
}

type NoticeFields = Pick<Subscription, 'status' | 'cancel_at_next_billing_date' | 'next_billing_date'>

const subscribeAgain = { label: 'Subscribe again', to: paths.pricing.path }

/** The next billing date, or "the end of the billing period" when there is none to show. */
function periodEnd(nextBillingDate: string): string {
  return Number.isNaN(Date.parse(nextBillingDate))
    ? 'the end of your current billing period'
    : formatBillingDate(nextBillingDate)
}

/**
 * docs/product.md §4: the notice each subscription status shows on the subscription screen; none for an
 * active subscription that renews. Statuses docs/product.md §4 gives no notice for (on hold, failed, paused,
 * pending) get a notice that says what happens next.
 */
export function statusNotice(subscription: NoticeFields): StatusNotice | null {
  const end = periodEnd(subscription.next_billing_date)
  switch (subscription.status) {
    case 'active':
      return subscription.cancel_at_next_billing_date
        ? {
            tone: 'red',
            title: 'Subscription Cancelled',
            text: `Your subscription ends on ${end}. You will continue to have access until then.`,
          }
        : null
    case 'cancellation_pending':
      return {
        tone: 'yellow',
        title: 'Cancelled',
        text: `Your subscription has been cancelled. You will continue to have access until ${end}.`,
      }
    case 'cancelled':
      return { tone: 'red', title: 'Subscription Cancelled', text: 'Your subscription has been cancelled.' }
    case 'expired':
      return {
        tone: 'grey',
        title: 'Subscription Expired',
        text: 'Your subscription has expired and your account is back on the Free plan.',
        link: subscribeAgain,
      }
    case 'on_hold':
      return {
        tone: 'yellow',
        title: 'Payment Failed',
        text: 'We could not take your last payment. It is retried within 3 days; Premium is paused until a payment succeeds.',
      }
    case 'failed':
      return {
        tone: 'red',
        title: 'Payment Failed',
        text: 'The payment for this subscription failed, so Premium is not active.',
        link: subscribeAgain,
      }
    case 'paused':
      return { tone: 'grey', title: 'Subscription Paused', text: 'Your subscription is paused.' }
    case 'pending':
      return {
        tone: 'grey',
        title: 'Payment Pending',
        text: 'Your payment is being confirmed. This usually takes a few seconds.',
      }
  }
}
