import { randomBytes, randomUUID } from 'node:crypto'
import { apiPath, type BillingProviderName, endpoints } from '@tipsy/contracts'
import type { LightMyRequestResponse } from 'fastify'
import { SANDBOX_DEVELOPMENT_WEBHOOK_SECRET } from '../../config'
import type { SignedIn, TestApp } from '../../test-support/test-app'
import type { DodoSubscription, DodoWebhookEnvelope } from './dodo-wire-format'
import { createCheckoutOwnerSignature } from './premium-sale'
import { SANDBOX_PRODUCT } from './sandbox/sandbox-billing'
import { signWebhook } from './standard-webhooks'

const DAY_MS = 24 * 60 * 60 * 1000

/** A subscription object in Dodo's wire format, for webhooks and the fake API. */
export function dodoSubscription(overrides: Partial<DodoSubscription> = {}): DodoSubscription {
  const created = new Date()
  return {
    subscription_id: `sub_${randomBytes(8).toString('hex')}`,
    status: 'active',
    cancel_at_next_billing_date: false,
    recurring_pre_tax_amount: 999,
    currency: 'USD',
    payment_frequency_interval: 'Month',
    payment_frequency_count: 1,
    subscription_period_interval: 'Year',
    subscription_period_count: 10,
    next_billing_date: new Date(created.getTime() + 30 * DAY_MS).toISOString(),
    previous_billing_date: created.toISOString(),
    expires_at: null,
    cancelled_at: null,
    created_at: created.toISOString(),
    customer: { customer_id: 'cus_test', email: 'ada@example.com', name: 'Ada Lovelace', phone_number: null },
    billing: { street: '12 Analytical Way', city: 'London', state: '', zipcode: 'N1 9GU', country: 'GB' },
    metadata: {},
    product_id: 'pdt_premium',
    quantity: 1,
    tax_inclusive: false,
    trial_period_days: 0,
    on_demand: false,
    addons: [],
    meters: [],
    discount_id: null,
    payment_method_id: null,
    ...overrides,
  }
}

/**
 * The metadata a checkout our server opened for this user carries (and the subscription
 * brings back), signed with the provider's webhook secret.
 */
export function checkoutMetadataFor(userId: string, webhookSecret = SANDBOX_DEVELOPMENT_WEBHOOK_SECRET) {
  return createCheckoutOwnerSignature(webhookSecret).metadataFor(userId)
}

export function webhookBody(type: string, at: Date, data: unknown): string {
  const envelope: DodoWebhookEnvelope = { business_id: 'bus_test', type, timestamp: at.toISOString(), data }
  return JSON.stringify(envelope)
}

export interface Delivery {
  body: string
  secret?: string
  webhookId?: string
  /** When the sender signed it (the `webhook-timestamp`). */
  sentAt?: Date
  headers?: Record<string, string>
}

/** The request that delivers a Standard-Webhooks-signed webhook to our endpoint. */
export function signedWebhookRequest(provider: BillingProviderName, delivery: Delivery) {
  const secret = delivery.secret ?? SANDBOX_DEVELOPMENT_WEBHOOK_SECRET
  const signed = signWebhook(
    secret,
    delivery.webhookId ?? `msg_${randomUUID()}`,
    delivery.sentAt ?? new Date(),
    delivery.body,
  )
  return {
    method: 'POST' as const,
    url: apiPath(endpoints.billingWebhook, { provider }),
    headers: { 'content-type': 'application/json', ...signed, ...delivery.headers },
    payload: delivery.body,
  }
}

/** POSTs a Standard-Webhooks-signed delivery to our webhook endpoint. */
export function deliverWebhook(
  t: TestApp,
  provider: BillingProviderName,
  delivery: Delivery,
): Promise<LightMyRequestResponse> {
  return t.app.inject(signedWebhookRequest(provider, delivery))
}

/** The sandbox's `subscription.active` webhook body for a year paid from now, from a checkout it opened. */
export function premiumActivationBody(userId: string, email: string): string {
  const now = new Date()
  return webhookBody(
    'subscription.active',
    now,
    dodoSubscription({
      product_id: SANDBOX_PRODUCT.id,
      metadata: checkoutMetadataFor(userId),
      customer: { customer_id: `cus_${userId.slice(0, 8)}`, email, name: 'Premium User', phone_number: null },
      created_at: now.toISOString(),
      next_billing_date: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
    }),
  )
}

/**
 * Makes the user Premium the only way the product allows: a verified webhook, here the
 * sandbox's `subscription.active` for a year paid (so moving the test clock a little keeps it).
 */
export async function grantPremium(t: TestApp, user: SignedIn, email = 'premium@example.com'): Promise<void> {
  const response = await deliverWebhook(t, 'sandbox', { body: premiumActivationBody(user.userId, email) })
  if (response.statusCode !== 200) throw new Error(`premium webhook refused: ${response.body}`)
  const plan = await t.app.inject({ method: 'GET', url: apiPath(endpoints.userPlan), headers: user.headers })
  if (plan.json().plan !== 'premium') throw new Error(`user is not premium after the webhook: ${plan.body}`)
}

/** Polls until `check` holds (for work the app does in the background). */
export async function waitFor<T>(
  check: () => Promise<T | false | null | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
