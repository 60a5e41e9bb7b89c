import type { Subscription } from '@tipsy/contracts'
import { ApiError, notFound } from '../../lib/api-error'
import {
  BillingProviderError,
  type SubscriptionProvider,
  type SubscriptionSnapshot,
} from './subscription-provider'
import { displayStatus, formatLongDate, paidThrough, toContractSubscription } from './subscription-status'
import type { SubscriptionSync } from './subscription-sync'
import type { SubscriptionRecord, SubscriptionsRepository } from './subscriptions.repository'

export interface SubscriptionServiceOptions {
  provider: SubscriptionProvider
  subscriptions: SubscriptionsRepository
  sync: SubscriptionSync
  clock: () => Date
  warn: (message: string) => void
}

export function createSubscriptionService(options: SubscriptionServiceOptions) {
  const { provider, subscriptions, sync, clock, warn } = options

  /**
   * Asks the provider for a change, records its answer, and answers with the new state. The
   * provider's answer is the truth now, even if a newer event kept our record from taking it.
   */
  async function changeAtProvider(
    record: SubscriptionRecord,
    action: 'cancel' | 'resume',
    change: (subscriptionId: string) => Promise<SubscriptionSnapshot>,
  ): Promise<Subscription> {
    if (record.provider !== provider.name) {
      throw new ApiError(
        409,
        `This subscription is managed by ${record.provider}, which is not enabled here.`,
      )
    }
    let snapshot: SubscriptionSnapshot
    try {
      snapshot = await change(record.subscriptionId)
    } catch (error) {
      if (!(error instanceof BillingProviderError)) throw error
      warn(`${action} of ${record.subscriptionId} failed: ${error.message}`)
      if (error.status === 404 || error.status === 409 || error.status === 422) {
        // The provider knows better: the subscription has ended or changed there.
        throw new ApiError(
          409,
          `The payment provider no longer lets this subscription be ${action === 'cancel' ? 'cancelled' : 'resumed'}.`,
          `not_${action === 'cancel' ? 'cancellable' : 'resumable'}`,
        )
      }
      throw new ApiError(
        502,
        `The payment provider could not ${action} the subscription right now. Please try again.`,
        'provider_error',
      )
    }
    await sync.applySnapshot(snapshot)
    return toContractSubscription({ ...record, ...snapshot.subscription, userId: record.userId }, clock())
  }

  return {
    async status(userId: string): Promise<Subscription | null> {
      const record = await subscriptions.findByUser(userId)
      return record && toContractSubscription(record, clock())
    },

    /** Cancels at the next billing date through the provider, and answers with its new state. */
    async cancel(userId: string): Promise<Subscription> {
      const record = await subscriptions.findByUser(userId)
      if (!record) throw notFound('You have no subscription to cancel')
      const status = displayStatus(record, clock())
      if (status === 'cancelled' || status === 'expired' || status === 'failed') {
        throw new ApiError(409, `Your subscription is already ${status}.`, 'already_ended')
      }
      if (record.cancelAtNextBillingDate) {
        throw new ApiError(
          409,
          `Your subscription is already cancelled; it ends on ${formatLongDate(record.nextBillingDate)}.`,
          'already_cancelled',
        )
      }
      return changeAtProvider(record, 'cancel', (id) => provider.cancelAtNextBillingDate(id))
    },

    /**
     * Takes back a cancellation while the paid period runs: the same subscription renews on its
     * billing date again, and nothing is charged now. After the period it has ended: subscribe again.
     */
    async resume(userId: string): Promise<Subscription> {
      const record = await subscriptions.findByUser(userId)
      if (!record) throw notFound('You have no subscription to resume')
      const now = clock()
      if (record.status === 'active' && !record.cancelAtNextBillingDate) {
        throw new ApiError(409, 'Your subscription is active and renews as usual.', 'not_cancelled')
      }
      if (record.status !== 'active' || now >= paidThrough(record)) {
        throw new ApiError(
          409,
          'Your subscription has ended, so it cannot be resumed. Subscribe again from the pricing page.',
          'already_ended',
        )
      }
      return changeAtProvider(record, 'resume', (id) => provider.resumeSubscription(id))
    },
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
