import type { InvalidatedCache } from '../../lib/change-feed'
import type { SubscriptionProvider, SubscriptionSnapshot } from './subscription-provider'
import type { PlanFields, SubscriptionRecords, SubscriptionsRepository } from './subscriptions.repository'

export interface SubscriptionSyncOptions {
  provider: SubscriptionProvider
  subscriptions: SubscriptionsRepository
  /** This process's cached plan fields, forgotten as soon as it writes a user's record. */
  planFields: InvalidatedCache<{ fields: PlanFields | null }>
  warn: (message: string) => void
}

/**
 * Keeps each user's subscription record in step with the provider. Only two sources are
 * trusted: verified webhooks and answers from the provider's API.
 */
export function createSubscriptionSync(options: SubscriptionSyncOptions) {
  const { provider, subscriptions, planFields, warn } = options

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

  return {
    /**
     * Writes the provider's view into its owner's record, unless the record holds a newer one.
     * True when written.
     */
    async applySnapshot({ subscription, asOf }: SubscriptionSnapshot): Promise<boolean> {
      const written = await subscriptions.withSubscriptionLocked(
        provider.name,
        subscription.subscriptionId,
        async (records) => {
          const userId = await ownerOf(records, subscription)
          if (!userId) {
            warn(`subscription ${subscription.subscriptionId} belongs to no known user; ignored`)
            return null
          }
          return (await records.applySnapshot(userId, provider.name, subscription, asOf)) ? userId : null
        },
      )
      if (written) planFields.forget(written)
      return written !== null
    },
  }
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>
