import type { BillingProviderName } from '@tipsy/contracts'

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
  /** Our user id, carried through checkout as `metadata_userId`; null when absent. */
  userId: string | null
}

/** A subscription as the provider reported it, and the provider's time of that report. */
export interface SubscriptionSnapshot {
  subscription: ProviderSubscription
  /** Events older than this must not overwrite the snapshot. */
  asOf: Date
}

/** A webhook after its signature was verified, in provider-neutral terms. */
export interface BillingEvent {
  /** The `webhook-id` header: the same across redeliveries of one event. */
  webhookId: string
  /** The provider's event type, e.g. `subscription.renewed` or `payment.failed`. */
  type: string
  /** When the event happened at the provider (the envelope's `timestamp`). */
  occurredAt: Date
  /** Present on `subscription.*` events: the subscription as of `occurredAt`. */
  subscription: ProviderSubscription | null
  /** On `payment.*` events: the subscription the payment belongs to, if any. */
  paymentSubscriptionId: string | null
  /** The verified body as parsed JSON, kept for the record. */
  payload: unknown
}

export interface CheckoutRequest {
  userId: string
  email: string | null
  /** Where the provider sends the browser after paying. */
  redirectUrl: string
}

export type WebhookHeaders = Record<string, string | string[] | undefined>

/** One payment provider: hosted checkout, its subscription API, and its webhooks. */
export interface BillingProvider {
  readonly name: BillingProviderName
  checkoutUrl(request: CheckoutRequest): string
  /** Null when the provider does not know the subscription. */
  getSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>
  /** Access continues until the next billing date; no further renewal. */
  cancelAtNextBillingDate(subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Takes back a cancellation at the next billing date: the subscription renews again. */
  resumeSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Verifies the signature over the raw body and normalises the event; throws otherwise. */
  verifyWebhook(rawBody: string, headers: WebhookHeaders): BillingEvent
}

/** The signature (or its timestamp) does not check out: answered 401, nothing changes. */
export class WebhookVerificationFailed extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'WebhookVerificationFailed'
  }
}

/** Signed correctly but not an event we can read: answered 400 so the provider's log shows it. */
export class MalformedWebhook extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'MalformedWebhook'
  }
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
