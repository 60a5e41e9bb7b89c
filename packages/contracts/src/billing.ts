import { z } from 'zod'
import { isoDateTimeSchema } from './common'
import { messageHistoryItemSchema } from './messages'
import type { QuotaName } from './plans'
import type { SubscriptionStatus } from './subscriptions'
import { toneNameSchema } from './tones'

// ---- plans ---------------------------------------------------------------------------------------

export const planNames = ['free', 'premium'] as const
export const planNameSchema = z.enum(planNames)
export type PlanName = z.infer<typeof planNameSchema>

const quotaNumbers = <T extends z.ZodType>(value: T) =>
  z.object({ generate: value, analyze: value, emoji: value, reply: value } satisfies Record<QuotaName, T>)

export const userPlanResponseSchema = z
  .object({
    plan: planNameSchema,
    /** End of the paid period while Premium; null on Free. */
    premiumUntil: isoDateTimeSchema.nullable(),
    /** Premium renews at premiumUntil; false when it was cancelled and ends then (and on Free). */
    premiumRenews: z.boolean(),
    /** Daily limits; null means unlimited. */
    limits: quotaNumbers(z.number().int().nullable()),
    /** Successful calls so far this UTC day. */
    usedToday: quotaNumbers(z.number().int()),
    /** When the daily counters start again: the next UTC midnight. */
    resetsAt: isoDateTimeSchema,
    allowedTones: z.array(toneNameSchema),
    /** Generations kept in the message history; null means all. */
    historyLimit: z.number().int().nullable(),
  })
  .meta({ id: 'UserPlan' })
export type UserPlan = z.infer<typeof userPlanResponseSchema>

// ---- billing -------------------------------------------------------------------------------------

export const billingProviderNames = ['sandbox', 'dodo'] as const
export const billingProviderNameSchema = z.enum(billingProviderNames)
export type BillingProviderName = z.infer<typeof billingProviderNameSchema>

/** Where the pricing page sends the browser: the provider's hosted checkout for this user. */
export const checkoutResponseSchema = z.object({ url: z.url() })

export const billingWebhookParamsSchema = z.strictObject({ provider: billingProviderNameSchema })
export const billingWebhookResponseSchema = z.object({ received: z.literal(true) })

/** Development only (sandbox provider): moves the sandbox's clock and runs what fell due. */
export const sandboxClockRequestSchema = z.strictObject({
  advanceDays: z.number().positive().max(3650),
})
export const sandboxClockResponseSchema = z.object({
  /** The sandbox's time after the move. */
  now: isoDateTimeSchema,
  /** Renewals, retries and cancellations that ran. */
  processed: z.number().int(),
})

// ---- message export ------------------------------------------------------------------------------

export const messageExportFormats = ['json', 'csv'] as const
export const messageExportQuerySchema = z.strictObject({
  format: z.enum(messageExportFormats).default('json'),
})
/**
 * The JSON download (an attachment, not a JSON envelope); the CSV download has one row per
 * generated message with a header row.
 */
export const messageExportJsonSchema = z.array(messageHistoryItemSchema)

// ---- subscription badge (docs/product.md §4) ----------------------------------------------------------------

export type BadgeColour = 'green' | 'yellow' | 'red' | 'grey'

/**
 * The status badge of the subscription screen: active with cancel_at_next_billing_date reads
 * CANCELLED; the text is the status in capitals with the first underscore a space.
 */
export function subscriptionBadge(
  status: SubscriptionStatus,
  cancelAtNextBillingDate: boolean,
): { text: string; colour: BadgeColour } {
  const shown = status === 'active' && cancelAtNextBillingDate ? 'cancelled' : status
  const colours: Partial<Record<SubscriptionStatus, BadgeColour>> = {
    active: 'green',
    cancellation_pending: 'yellow',
    cancelled: 'red',
  }
  return { text: shown.toUpperCase().replace('_', ' '), colour: colours[shown] ?? 'grey' }
}
