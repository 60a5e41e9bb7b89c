import type { ProviderSubscription, SubscriptionProvider } from '../subscriptions/subscription-provider'

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
export interface BillingProvider extends SubscriptionProvider {
  /**
   * Opens a checkout session at the provider for this user and returns its hosted page. The
   * owner is fixed on the provider's side: nothing in the address names it.
   */
  openCheckout(request: CheckoutRequest): Promise<string>
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
