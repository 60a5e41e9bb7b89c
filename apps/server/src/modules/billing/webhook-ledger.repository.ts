import type { BillingProviderName } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { eq } from 'drizzle-orm'

const { billingWebhookEvents: events } = schema

/** Every verified webhook delivery, by its webhook-id: a redelivery is recognised and skipped. */
export function createWebhookLedger(db: Database) {
  return {
    async hasSeen(webhookId: string): Promise<boolean> {
      const [seen] = await db
        .select({ id: events.webhookId })
        .from(events)
        .where(eq(events.webhookId, webhookId))
      return Boolean(seen)
    },

    /** Records the delivery; false when another process recorded it first. */
    async record(entry: {
      webhookId: string
      provider: BillingProviderName
      type: string
      payload: unknown
    }): Promise<boolean> {
      const recorded = await db
        .insert(events)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: events.webhookId })
      return recorded.length > 0
    },
  }
}

export type WebhookLedger = ReturnType<typeof createWebhookLedger>
