import { type Database, schema } from '@tipsy/db'
import { eq } from 'drizzle-orm'
import type { BillingEvent, BillingProvider, SubscriptionSnapshot } from '../billing/billing-provider'
import type { SubscriptionRecords, SubscriptionsRepository } from './subscriptions.repository'

const { billingWebhookEvents } = schema

export type EventOutcome = 'applied' | 'unchanged' | 'duplicate'

export interface SubscriptionSyncOptions {
  db: Database
  provider: BillingProvider
  subscriptions: SubscriptionsRepository
  warn: (message: string) => void
}

/**
 * Keeps each user's subscription record in step with the provider. Only two sources are
 * trusted: verified webhooks and answers from the provider's API.
 */
export function createSubscriptionSync(options: SubscriptionSyncOptions) {
  const { db, provider, subscriptions, warn } = options

  /** The record's owner: who holds it already, else the checkout's user id, else a unique e-mail. */
  async function ownerOf(
    records: SubscriptionRecords,
    subscription: SubscriptionSnapshot['subscription'],
  ): Promise<string | null> {
    const holder = await records.findOwner(provider.name, subscription.subscriptionId)
    if (holder) return holder
    if (subscription.userId && (await records.userExists(subscription.userId))) return subscription.userId
    return records.findOnlyUserWithEmail(subscription.customer.email)
  }

  function applySnapshot({ subscription, asOf }: SubscriptionSnapshot): Promise<boolean> {
    return subscriptions.withSubscriptionLocked(
      provider.name,
      subscription.subscriptionId,
      async (records) => {
        const userId = await ownerOf(records, subscription)
        if (!userId) {
          warn(`subscription ${subscription.subscriptionId} belongs to no known user; ignored`)
          return false
        }
        return records.applySnapshot(userId, provider.name, subscription, asOf)
      },
    )
  }

  return {
    applySnapshot,

    /**
     * Applies a verified event once. Applying is idempotent (an event never overwrites a newer
     * one), so the webhook id is recorded after applying: a crash in between only means the
     * provider's redelivery applies the same state again, never that an event is lost.
     */
    async applyEvent(event: BillingEvent): Promise<EventOutcome> {
      const [seen] = await db
        .select({ id: billingWebhookEvents.webhookId })
        .from(billingWebhookEvents)
        .where(eq(billingWebhookEvents.webhookId, event.webhookId))
      if (seen) return 'duplicate'

      let snapshot: SubscriptionSnapshot | null = null
      if (event.subscription) {
        snapshot = { subscription: event.subscription, asOf: event.occurredAt }
      } else if (event.paymentSubscriptionId) {
        // A payment says nothing about the subscription's state: ask the provider for it.
        snapshot = await provider.getSubscription(event.paymentSubscriptionId)
      }
      const applied = snapshot ? await applySnapshot(snapshot) : false

      const recorded = await db
        .insert(billingWebhookEvents)
        .values({
          webhookId: event.webhookId,
          provider: provider.name,
          type: event.type,
          payload: event.payload,
        })
        .onConflictDoNothing()
        .returning({ id: billingWebhookEvents.webhookId })
      if (recorded.length === 0) return 'duplicate'
      return applied ? 'applied' : 'unchanged'
    },
  }
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>
