import { z } from 'zod'
import { containsUnstorableText } from '../../lib/unstorable-text'
import { type ProviderSubscription, providerStatuses } from '../subscriptions/subscription-provider'
import { type BillingEvent, type CheckoutRequest, MalformedWebhook } from './billing-provider'
import { PREMIUM_QUANTITY, type PremiumSale } from './premium-sale'

/*
 * Dodo Payments' wire format (its TypeScript SDK: resources/subscriptions.ts, payments.ts,
 * webhooks/webhooks.ts). The sandbox provider speaks the same format, so one parser serves both.
 * Parsing is lenient about fields we do not use: the provider adds fields over time.
 */

/**
 * What our columns can hold, refused with a 400 when a signed payload goes beyond it: a 500
 * would make the provider deliver the same event again, forever.
 */
const EARLIEST = Date.UTC(1970, 0, 1)
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59)
const LARGEST_AMOUNT = 2_147_483_647

const timestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date-time')
  .transform((value) => new Date(value))
  .refine(
    (date) => date.getTime() >= EARLIEST && date.getTime() <= LATEST,
    'must be a date between 1970 and 9999',
  )

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

const customerSchema = z.object({
  customer_id: z.string(),
  email: z.string(),
  name: z.string(),
  phone_number: z.string().nullish(),
})

const billingAddressSchema = z.object({
  country: z.string(),
  city: text,
  state: text,
  street: text,
  zipcode: text,
})

const metadataSchema = z.record(z.string(), z.unknown()).nullish()

const dodoSubscriptionSchema = z.object({
  subscription_id: z.string().min(1),
  status: z.enum(providerStatuses),
  cancel_at_next_billing_date: z.boolean(),
  recurring_pre_tax_amount: z.number().int().min(0).max(LARGEST_AMOUNT),
  currency: z.string(),
  payment_frequency_interval: z.string(),
  next_billing_date: timestamp,
  expires_at: timestamp.nullish(),
  created_at: timestamp,
  customer: customerSchema,
  billing: billingAddressSchema,
  metadata: metadataSchema,
  product_id: z.string(),
  quantity: z.number().int(),
})

const paymentSchema = z.object({
  payment_id: z.string(),
  subscription_id: z.string().nullish(),
})

const envelopeSchema = z.object({
  business_id: z.string().optional(),
  type: z.string().min(1),
  timestamp,
  data: z.unknown(),
})

/** The subscription object as Dodo sends it (what the sandbox produces). */
export interface DodoSubscription {
  subscription_id: string
  status: string
  cancel_at_next_billing_date: boolean
  recurring_pre_tax_amount: number
  currency: string
  payment_frequency_interval: 'Day' | 'Week' | 'Month' | 'Year'
  payment_frequency_count: number
  subscription_period_interval: 'Day' | 'Week' | 'Month' | 'Year'
  subscription_period_count: number
  next_billing_date: string
  previous_billing_date: string
  expires_at: string | null
  cancelled_at: string | null
  created_at: string
  customer: { customer_id: string; email: string; name: string; phone_number: string | null }
  billing: { street: string; city: string; state: string; zipcode: string; country: string }
  metadata: Record<string, string>
  product_id: string
  quantity: number
  tax_inclusive: boolean
  trial_period_days: number
  on_demand: boolean
  addons: []
  meters: []
  discount_id: string | null
  payment_method_id: string | null
}

/** The payment object as Dodo sends it (the fields the sandbox fills in). */
export interface DodoPayment {
  payment_id: string
  business_id: string
  brand_id: string
  subscription_id: string
  status: 'succeeded' | 'failed'
  total_amount: number
  settlement_amount: number
  settlement_currency: string
  currency: string
  tax: number
  customer: DodoSubscription['customer']
  billing: DodoSubscription['billing']
  metadata: Record<string, string>
  created_at: string
  updated_at: string
  card_last_four: string
  card_network: string
  payment_method: 'card'
  payment_provider: 'dodo'
  retry_attempt: number
  error_code: string | null
  error_message: string | null
  digital_products_delivered: boolean
  disputes: []
  refunds: []
}

export interface DodoWebhookEnvelope<T = unknown> {
  business_id: string
  type: string
  timestamp: string
  data: T
}

/** The body of Dodo's `POST /checkouts` (its checkout sessions API), as far as we fill it in. */
export interface DodoCheckoutSessionRequest {
  product_cart: { product_id: string; quantity: number }[]
  customer?: { email: string }
  return_url: string
  metadata: Record<string, string>
  feature_flags: {
    allow_customer_editing_email: boolean
    allow_discount_code: boolean
    allow_currency_selection: boolean
  }
}

/** Dodo's answer to `POST /checkouts`. */
export const dodoCheckoutSessionResponseSchema = z.object({
  session_id: z.string().min(1),
  checkout_url: z.url({ protocol: /^https?$/ }),
})

/**
 * A checkout session for one unit of Premium, opened by this server: the owner travels in
 * metadata signed by us, which the buyer never sees or edits, and comes back on the
 * subscription. The price and currency are the product's; nothing may change them.
 */
export function checkoutSessionRequest(
  sale: PremiumSale,
  request: CheckoutRequest,
): DodoCheckoutSessionRequest {
  return {
    product_cart: [{ product_id: sale.productId, quantity: PREMIUM_QUANTITY }],
    ...(request.email ? { customer: { email: request.email } } : {}),
    return_url: request.redirectUrl,
    metadata: sale.checkoutMetadata(request.userId),
    feature_flags: {
      allow_customer_editing_email: !request.email,
      allow_discount_code: false,
      allow_currency_selection: false,
    },
  }
}

/** Reads a subscription object; throws a ZodError when it is not one. */
export function parseDodoSubscription(data: unknown, sale: PremiumSale): ProviderSubscription {
  const s = dodoSubscriptionSchema.parse(data)
  return {
    subscriptionId: s.subscription_id,
    status: s.status,
    cancelAtNextBillingDate: s.cancel_at_next_billing_date,
    recurringPreTaxAmount: s.recurring_pre_tax_amount,
    currency: s.currency,
    paymentFrequencyInterval: s.payment_frequency_interval,
    nextBillingDate: s.next_billing_date,
    expiresAt: s.expires_at ?? null,
    createdAt: s.created_at,
    customer: {
      customerId: s.customer.customer_id,
      name: s.customer.name,
      email: s.customer.email,
      phoneNumber: s.customer.phone_number ?? null,
    },
    billing: {
      street: s.billing.street,
      city: s.billing.city,
      state: s.billing.state,
      zipcode: s.billing.zipcode,
      country: s.billing.country,
    },
    userId: sale.ownerFrom(s.metadata),
    saleMismatch: sale.mismatch({
      productId: s.product_id,
      quantity: s.quantity,
      amount: s.recurring_pre_tax_amount,
      currency: s.currency,
    }),
  }
}

/**
 * Normalises a verified webhook body. `subscription.*` events carry the subscription object;
 * `payment.*` events name the subscription they paid for; other events are kept as they are.
 */
export function parseDodoWebhook(webhookId: string, rawBody: string, sale: PremiumSale): BillingEvent {
  let payload: unknown
  try {
    payload = JSON.parse(rawBody)
  } catch {
    throw new MalformedWebhook('The webhook body is not JSON')
  }
  // The event is stored as it came: it must be text that PostgreSQL can store.
  if (containsUnstorableText(payload)) {
    throw new MalformedWebhook('The webhook body holds a NUL (\\u0000) character or an unpaired surrogate')
  }
  const envelope = envelopeSchema.safeParse(payload)
  if (!envelope.success) {
    throw new MalformedWebhook(
      'The webhook body is not an event: expected business_id, type, timestamp, data',
    )
  }
  const { type, timestamp: occurredAt, data } = envelope.data
  const event: BillingEvent = {
    webhookId,
    type,
    occurredAt,
    subscription: null,
    paymentSubscriptionId: null,
    payload,
  }
  try {
    if (type.startsWith('subscription.')) return { ...event, subscription: parseDodoSubscription(data, sale) }
    if (type.startsWith('payment.')) {
      return { ...event, paymentSubscriptionId: paymentSchema.parse(data).subscription_id ?? null }
    }
  } catch (error) {
    const issues = error instanceof z.ZodError ? z.prettifyError(error).replaceAll('\n', ' ') : String(error)
    throw new MalformedWebhook(`The ${type} event's data could not be read: ${issues}`)
  }
  return event
}
