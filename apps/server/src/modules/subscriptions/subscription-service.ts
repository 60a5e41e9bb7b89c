import type { Subscription } from '@tipsy/contracts'
import { ApiError, notFound } from '../../lib/api-error'
import { BillingProviderError, type SubscriptionProvider } from './subscription-provider'
import { displayStatus, toContractSubscription } from './subscription-status'
import type { SubscriptionSync } from './subscription-sync'
import type { SubscriptionsRepository } from './subscriptions.repository'

export interface SubscriptionServiceOptions {
  provider: SubscriptionProvider
  subscriptions: SubscriptionsRepository
  sync: SubscriptionSync
  clock: () => Date
  warn: (message: string) => void
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function createSubscriptionService(options: SubscriptionServiceOptions) {
  const { provider, subscriptions, sync, clock, warn } = options

  return {
    async status(userId: string): Promise<Subscription | null> {
      const record = await subscriptions.findByUser(userId)
      return record && toContractSubscription(record, clock())
    },

    /** Cancels at the next billing date through the provider, and answers with its new state. */
    async cancel(userId: string): Promise<Subscription> {
      const record = await subscriptions.findByUser(userId)
      if (!record) throw notFound('You have no subscription to cancel')
      const now = clock()
      const status = displayStatus(record, now)
      if (status === 'cancelled' || status === 'expired' || status === 'failed') {
        throw new ApiError(409, `Your subscription is already ${status}.`, 'already_ended')
      }
      if (record.cancelAtNextBillingDate) {
        throw new ApiError(
          409,
          `Your subscription is already cancelled; it ends on ${longDate.format(record.nextBillingDate)}.`,
          'already_cancelled',
        )
      }
      if (record.provider !== provider.name) {
        throw new ApiError(
          409,
          `This subscription is managed by ${record.provider}, which is not enabled here.`,
        )
      }
      let snapshot: Awaited<ReturnType<SubscriptionProvider['cancelAtNextBillingDate']>>
      try {
        snapshot = await provider.cancelAtNextBillingDate(record.subscriptionId)
      } catch (error) {
        if (!(error instanceof BillingProviderError)) throw error
        warn(`cancelling ${record.subscriptionId} failed: ${error.message}`)
        if (error.status === 404 || error.status === 409 || error.status === 422) {
          // The provider knows better: the subscription has ended or changed there.
          throw new ApiError(
            409,
            'The payment provider no longer lets this subscription be cancelled.',
            'not_cancellable',
          )
        }
        throw new ApiError(
          502,
          'The payment provider could not cancel the subscription right now. Please try again.',
          'provider_error',
        )
      }
      await sync.applySnapshot(snapshot)
      // The provider's answer is the truth now, even if a newer event kept our record from taking it.
      return toContractSubscription({ ...record, ...snapshot.subscription, userId }, now)
    },
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
