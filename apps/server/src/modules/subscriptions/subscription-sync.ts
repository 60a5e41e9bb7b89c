import { formatMoney } from '@tipsy/contracts'
import type { InvalidatedCache } from '../../lib/change-feed'
import {
  BillingProviderError,
  type ProviderSubscription,
  type SubscriptionProvider,
  type SubscriptionSnapshot,
} from './subscription-provider'
import { purchaseRefusal } from './subscription-status'
import type {
  PlanFields,
  SubscriptionRecord,
  SubscriptionRecords,
  SubscriptionsRepository,
} from './subscriptions.repository'

export interface SubscriptionSyncOptions {
  provider: SubscriptionProvider
  subscriptions: SubscriptionsRepository
  /** This process's cached plan fields, forgotten as soon as it writes a user's record. */
  planFields: InvalidatedCache<{ fields: PlanFields | null }>
  clock: () => Date
  warn: (message: string) => void
}

/** What writing one snapshot came to. */
type WriteOutcome =
  | { kind: 'written'; userId: string }
  | { kind: 'skipped' }
  /** The user already holds a different live subscription: the snapshot's one is a second. */
  | { kind: 'second'; userId: string; held: SubscriptionRecord }

/**
 * Keeps each user's subscription record in step with the provider. Only two sources are
 * trusted: verified webhooks and answers from the provider's API.
 */
export function createSubscriptionSync(options: SubscriptionSyncOptions) {
  const { provider, subscriptions, planFields, clock, warn } = options

  /**
   * The record's owner: who holds it already, else the user this server opened its checkout
   * for. Never an e-mail: the buyer types that, so it would attach a purchase to anyone.
   */
  async function ownerOf(
    records: SubscriptionRecords,
    subscription: SubscriptionSnapshot['subscription'],
  ): Promise<string | null> {
    const holder = await records.findOwner(provider.name, subscription.subscriptionId)
    if (holder) return holder
    if (subscription.userId && (await records.userExists(subscription.userId))) return subscription.userId
    return null
  }

  const isLive = (subscription: Parameters<typeof purchaseRefusal>[0]) =>
    purchaseRefusal(subscription, clock()) !== null

  async function write({ subscription, asOf }: SubscriptionSnapshot): Promise<WriteOutcome> {
    if (subscription.saleMismatch) {
      warn(
        `subscription ${subscription.subscriptionId} is not Premium as sold here: ${subscription.saleMismatch}; ignored`,
      )
      return { kind: 'skipped' }
    }
    const outcome = await subscriptions.withSubscriptionLocked(
      provider.name,
      subscription.subscriptionId,
      async (records): Promise<WriteOutcome> => {
        const userId = await ownerOf(records, subscription)
        if (!userId) {
          warn(
            `subscription ${subscription.subscriptionId} comes from no checkout this server opened for a known user; ignored`,
          )
          return { kind: 'skipped' }
        }
        const held = await records.findByUser(userId)
        const isAnother = held && held.subscriptionId !== subscription.subscriptionId
        if (isAnother && isLive(held) && isLive(subscription)) return { kind: 'second', userId, held }
        const written = await records.applySnapshot(userId, provider.name, subscription, asOf)
        return written ? { kind: 'written', userId } : { kind: 'skipped' }
      },
    )
    if (outcome.kind === 'written') planFields.forget(outcome.userId)
    return outcome
  }

  /**
   * Our record may say live only because the provider's event that ended it has not arrived:
   * the provider is asked. True when it has ended there (and our record now says so).
   */
  async function heldHasEnded(held: SubscriptionRecord): Promise<boolean> {
    if (held.provider !== provider.name) return false
    const current = await provider.getSubscription(held.subscriptionId)
    if (!current || isLive(current.subscription)) return false
    return (await write(current)).kind === 'written'
  }

  /**
   * Two checkouts opened before the first payment can both be paid at the provider. The user
   * keeps the subscription they had; the second is ended at once so it never renews, and its
   * payment is left for support to refund.
   */
  async function endSecondSubscription(
    userId: string,
    held: SubscriptionRecord,
    second: ProviderSubscription,
  ) {
    try {
      await provider.cancelNow(second.subscriptionId)
    } catch (error) {
      const hasEndedThere =
        error instanceof BillingProviderError && (error.status === 404 || error.status === 409)
      if (!hasEndedThere) throw error
    }
    warn(
      `second subscription ${second.subscriptionId} of user ${userId} cancelled at ${provider.name}; ` +
        `the user keeps ${held.subscriptionId}. Refund its payment of ${formatMoney(second.recurringPreTaxAmount, second.currency)}.`,
    )
  }

  return {
    /**
     * Writes the provider's view into its owner's record, unless the record holds a newer one,
     * or the user holds a different live subscription (then this one is cancelled at the
     * provider). True when written.
     */
    async applySnapshot(snapshot: SubscriptionSnapshot): Promise<boolean> {
      let outcome = await write(snapshot)
      if (outcome.kind === 'second' && (await heldHasEnded(outcome.held))) {
        // The record now holds the provider's answer as of now; this event is older than that.
        const current = await provider.getSubscription(snapshot.subscription.subscriptionId)
        outcome = await write(current ?? snapshot)
      }
      if (outcome.kind !== 'second') return outcome.kind === 'written'
      await endSecondSubscription(outcome.userId, outcome.held, snapshot.subscription)
      return false
    },
  }
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>
