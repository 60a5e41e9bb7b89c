import type { Subscription, SubscriptionStatus } from '@tipsy/contracts'
import type { SubscriptionRecord } from './subscriptions.repository'

type StatusFields = Pick<
  SubscriptionRecord,
  'status' | 'cancelAtNextBillingDate' | 'nextBillingDate' | 'expiresAt'
>

/** The end of the period the customer has paid for: the next billing date, or an earlier expiry. */
export function paidThrough(record: StatusFields): Date {
  const { nextBillingDate, expiresAt } = record
  return expiresAt && expiresAt < nextBillingDate ? expiresAt : nextBillingDate
}

/**
 * The status the subscription screen shows. The provider's status passes through, except that
 * a subscription that ran out after being cancelled at the period's end reads `expired` (and
 * offers to subscribe again): active with the cancel flag once the paid period is over (before
 * the provider's own end-of-period event arrives), or cancelled with the flag. A subscription
 * cancelled outright reads `cancelled`. Active with the cancel flag stays `active` until the
 * period ends: the screen shows it as CANCELLED with the end date. `cancellation_pending` is
 * never produced: the provider's answer confirms a cancellation at once.
 */
export function displayStatus(record: StatusFields, now: Date): SubscriptionStatus {
  if (record.status === 'active' && record.cancelAtNextBillingDate && now >= paidThrough(record))
    return 'expired'
  if (record.status === 'cancelled' && record.cancelAtNextBillingDate) return 'expired'
  return record.status
}

/** The record in the contract's shape (docs/product.md §3 "Subscription"). */
export function toContractSubscription(record: SubscriptionRecord, now: Date): Subscription {
  return {
    status: displayStatus(record, now),
    cancel_at_next_billing_date: record.cancelAtNextBillingDate,
    recurring_pre_tax_amount: record.recurringPreTaxAmount,
    currency: record.currency,
    payment_frequency_interval: record.paymentFrequencyInterval,
    next_billing_date: record.nextBillingDate.toISOString(),
    expires_at: record.expiresAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    subscription_id: record.subscriptionId,
    customer: {
      name: record.customer.name,
      email: record.customer.email,
      phone_number: record.customer.phoneNumber,
      customer_id: record.customer.customerId,
    },
    billing: record.billing,
  }
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "March 15, 2026": dates in messages, as docs/product.md §9 writes them. */
export const formatLongDate = (date: Date): string => longDate.format(date)

/** Why a user may not buy Premium again: they hold a subscription that is still live. */
export interface PurchaseRefusal {
  code:
    | 'resume_instead'
    | 'already_subscribed'
    | 'payment_on_hold'
    | 'payment_pending'
    | 'subscription_paused'
  detail: string
}

/**
 * One live subscription per user, whatever its state (a second one would be charged too).
 * Live: active (renewing, or cancelled at the period's end while the period runs), on hold,
 * pending or paused. Ended subscriptions (cancelled, failed, expired, or a cancelled-at-period-end
 * one whose period is over) allow a new purchase.
 */
export function purchaseRefusal(record: StatusFields | null, now: Date): PurchaseRefusal | null {
  if (!record) return null
  switch (record.status) {
    case 'active': {
      const periodEnd = paidThrough(record)
      if (!record.cancelAtNextBillingDate) {
        return {
          code: 'already_subscribed',
          detail: 'You already have an active Premium subscription. Manage it from the Subscription page.',
        }
      }
      if (now >= periodEnd) return null
      return {
        code: 'resume_instead',
        detail: `You already have Premium until ${formatLongDate(periodEnd)}. Resume your subscription from the Subscription page instead of buying it again; nothing is charged until then.`,
      }
    }
    case 'on_hold':
      return {
        code: 'payment_on_hold',
        detail:
          'Your subscription is on hold while a failed payment is retried. Update your card instead of buying Premium again.',
      }
    case 'pending':
      return {
        code: 'payment_pending',
        detail:
          'Your payment for Premium is still being confirmed. Please wait a moment before trying again.',
      }
    case 'paused':
      return {
        code: 'subscription_paused',
        detail:
          'Your Premium subscription is paused. Contact support to resume it instead of buying it again.',
      }
    default:
      return null
  }
}
