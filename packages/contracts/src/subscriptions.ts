import { z } from 'zod'
import { isoDateTimeSchema } from './common'

export const subscriptionStatuses = [
  'pending',
  'active',
  'on_hold',
  'paused',
  'cancellation_pending',
  'cancelled',
  'failed',
  'expired',
] as const
export const subscriptionStatusSchema = z.enum(subscriptionStatuses)
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>

/** Field names follow the payment provider's subscription object (docs/product.md §3 "Subscription"). */
export const subscriptionSchema = z
  .object({
    status: subscriptionStatusSchema,
    cancel_at_next_billing_date: z.boolean(),
    /** Minor units: 999 is $9.99. */
    recurring_pre_tax_amount: z.number().int(),
    currency: z.string(),
    payment_frequency_interval: z.string(),
    next_billing_date: isoDateTimeSchema,
    expires_at: isoDateTimeSchema.nullable(),
    created_at: isoDateTimeSchema,
    subscription_id: z.string(),
    customer: z.object({
      name: z.string(),
      email: z.string(),
      phone_number: z.string().nullable().optional(),
      customer_id: z.string(),
    }),
    billing: z.object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
      country: z.string(),
    }),
  })
  .meta({ id: 'Subscription' })
export type Subscription = z.infer<typeof subscriptionSchema>

export const subscriptionStatusResponseSchema = z.object({ subscription: subscriptionSchema.nullable() })

export const cancelSubscriptionRequestSchema = z.strictObject({})
/** The subscription as the provider now reports it (docs/product.md §7). */
export const cancelSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema })

export const resumeSubscriptionRequestSchema = z.strictObject({})
/** The subscription once the provider has taken the cancellation back. */
export const resumeSubscriptionResponseSchema = z.object({ subscription: subscriptionSchema })
