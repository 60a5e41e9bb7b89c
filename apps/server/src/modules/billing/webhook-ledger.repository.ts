import type { BillingProviderName } from '@tipsy/contracts'
import { type Database, type Executor, schema } from '@tipsy/db'
import { eq, lt } from 'drizzle-orm'

const { billingWebhookEvents: events } = schema

/** How long a delivery is remembered: the privacy policy's backup window (docs/product.md §9). */
export const WEBHOOK_LEDGER_RETENTION_DAYS = 90

/** What the ledger keeps of a delivery: ids, type and time, never the body's personal data. */
export interface LedgerEntry {
  webhookId: string
  provider: BillingProviderName
  type: string
  /** The provider's subscription the event is about, if any. */
  subscriptionId: string | null
  occurredAt: Date
}

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
    async record(entry: LedgerEntry): Promise<boolean> {
      const recorded = await db
        .insert(events)
        .values(entry)
        .onConflictDoNothing()
        .returning({ id: events.webhookId })
      return recorded.length > 0
    },
  }
}

/**
 * Forgets deliveries received before the retention period; returns how many went. Providers
 * redeliver within days, and an event older than the one applied never overwrites it anyway.
 */
export async function deleteExpiredWebhookEvents(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WEBHOOK_LEDGER_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  const gone = await db
    .delete(events)
    .where(lt(events.receivedAt, cutoff))
    .returning({ id: events.webhookId })
  return gone.length
}

export type WebhookLedger = ReturnType<typeof createWebhookLedger>
