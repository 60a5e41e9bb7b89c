import { ApiError } from '../../lib/api-error'
import type { InvalidatedCache } from '../../lib/change-feed'
import type { SessionState } from '../auth/refresh-tokens.repository'
import { BillingProviderError, type SubscriptionProvider } from '../subscriptions/subscription-provider'
import { purchaseRefusal } from '../subscriptions/subscription-status'
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository'
import type { AccountDeletionRepository } from './account-deletion.repository'

export interface AccountDeletionOptions {
  accounts: AccountDeletionRepository
  subscriptions: Pick<SubscriptionsRepository, 'findByUser'>
  provider: SubscriptionProvider
  /** This process's cached sessions: the deleted ones must fail the very next request. */
  sessionStates: Pick<InvalidatedCache<SessionState>, 'forget'>
  clock: () => Date
  warn: (message: string) => void
}

export interface AccountDeletionOutcome {
  subscriptionCancelled: boolean
}

/**
 * Deleting an account ends a subscription that could still charge (or be resumed) at the
 * provider first, at once rather than at the period's end: nobody is left to use the paid time,
 * and nothing may be charged to a person we no longer know. If the provider cannot do it, the
 * account stays, so the user is never left paying for an account that is gone.
 */
export function createAccountDeletion(options: AccountDeletionOptions) {
  const { accounts, subscriptions, provider, sessionStates, clock, warn } = options

  /** True when a live subscription was cancelled at the provider. */
  async function endSubscription(userId: string): Promise<boolean> {
    const record = await subscriptions.findByUser(userId)
    // Live, as one subscription per user counts it: what blocks a purchase may still charge.
    if (!record || !purchaseRefusal(record, clock())) return false
    if (record.provider !== provider.name) {
      throw new ApiError(
        409,
        `Your subscription is managed by ${record.provider}, which is not enabled here, so it cannot be cancelled with your account. Nothing was deleted: contact support to cancel it first.`,
        'subscription_elsewhere',
      )
    }
    try {
      await provider.cancelNow(record.subscriptionId)
      return true
    } catch (error) {
      if (!(error instanceof BillingProviderError)) throw error
      // Unknown there, or ended already: nothing is left to charge.
      if (error.status === 404 || error.status === 409) return false
      warn(`cancelling ${record.subscriptionId} to delete user ${userId} failed: ${error.message}`)
      if (error.status === 422) {
        throw new ApiError(
          409,
          'The payment provider would not cancel your subscription, so your account was not deleted. Cancel it on the Subscription page first, then delete your account.',
          'subscription_not_cancellable',
        )
      }
      throw new ApiError(
        502,
        'The payment provider could not cancel your subscription right now, so your account was not deleted. Please try again.',
        'provider_error',
      )
    }
  }

  return {
    /** Null when the account was already gone. */
    async deleteAccount(userId: string): Promise<AccountDeletionOutcome | null> {
      const subscriptionCancelled = await endSubscription(userId)
      const deleted = await accounts.deleteUser(userId)
      if (!deleted) return null
      for (const sessionId of deleted.sessionIds) sessionStates.forget(sessionId)
      return { subscriptionCancelled }
    },
  }
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>
