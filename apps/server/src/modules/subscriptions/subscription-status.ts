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
