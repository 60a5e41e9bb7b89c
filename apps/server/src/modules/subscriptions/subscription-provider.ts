import type { BillingProviderName } from '@tipsy/contracts'

/*
 * What this module needs from whoever takes the payments: the provider's view of one
 * subscription, and asking it to cancel or to take a cancellation back. The billing module's providers implement this; this
 * module never imports billing (billing applies its webhooks here, not the other way round).
 */

/** Subscription statuses a provider reports (Dodo's set plus `paused`). */
export const providerStatuses = [
  'pending',
  'active',
  'on_hold',
  'paused',
  'cancelled',
  'failed',
  'expired',
] as const
export type ProviderStatus = (typeof providerStatuses)[number]

/** A provider's subscription object, reduced to what our subscription record holds. */
export interface ProviderSubscription {
  subscriptionId: string
  status: ProviderStatus
  cancelAtNextBillingDate: boolean
  /** Minor units: 999 is $9.99. */
  recurringPreTaxAmount: number
  currency: string
  paymentFrequencyInterval: string
  nextBillingDate: Date
  expiresAt: Date | null
  createdAt: Date
  customer: { customerId: string; name: string; email: string; phoneNumber: string | null }
  billing: { street: string; city: string; state: string; zipcode: string; country: string }
  /**
   * Our user id, when this server opened the checkout the subscription came from (the
   * provider carries the server's signed reference back); null otherwise. Never read from an
   * e-mail or from anything the buyer could edit.
   */
  userId: string | null
  /**
   * Why this is not one unit of the Premium product at its price (another product, amount,
   * currency or quantity); null when it is. Such a subscription grants nothing.
   */
  saleMismatch: string | null
}

/** A subscription as the provider reported it, and the provider's time of that report. */
export interface SubscriptionSnapshot {
  subscription: ProviderSubscription
  /** Events older than this must not overwrite the snapshot. */
  asOf: Date
}

/** The provider's subscription API, as far as keeping our records goes. */
export interface SubscriptionProvider {
  readonly name: BillingProviderName
  /** Null when the provider does not know the subscription. */
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>
  /** Access continues until the next billing date; no further renewal. */
  cancelAtNextBillingDate(subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Ends the subscription at once: no renewal, no access past now. */
  cancelNow(subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Takes back a cancellation at the next billing date: the subscription renews again. */
  resumeSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>
}

/** The provider's API failed or answered something unexpected. */
export class BillingProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'BillingProviderError'
  }
}
