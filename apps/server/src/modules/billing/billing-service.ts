import type { BillingProviderName } from '@tipsy/contracts'
import { ApiError, notFound, unauthorized } from '../../lib/api-error'
import type { UsersRepository } from '../auth/users.repository'
import { BillingProviderError, type SubscriptionSnapshot } from '../subscriptions/subscription-provider'
import { purchaseRefusal } from '../subscriptions/subscription-status'
import type { SubscriptionSync } from '../subscriptions/subscription-sync'
import type { SubscriptionRecord, SubscriptionsRepository } from '../subscriptions/subscriptions.repository'
import {
  type BillingEvent,
  type BillingProvider,
  MalformedWebhook,
  type WebhookHeaders,
  WebhookVerificationFailed,
} from './billing-provider'
import type { WebhookLedger } from './webhook-ledger.repository'

export type EventOutcome = 'applied' | 'unchanged' | 'duplicate'

export interface BillingServiceOptions {
  provider: BillingProvider
  sync: SubscriptionSync
  ledger: WebhookLedger
  users: UsersRepository
  subscriptions: SubscriptionsRepository
  /** Where checkout sends the browser back to. */
  returnUrl: string
  clock: () => Date
  warn: (message: string) => void
}

export function createBillingService(options: BillingServiceOptions) {
  const { provider, sync, ledger, users, subscriptions, clock, warn } = options

  /**
   * Applies a verified event once. Applying is idempotent (an event never overwrites a newer
   * one), so the webhook id is recorded after applying: a crash in between only means the
   * provider's redelivery applies the same state again, never that an event is lost.
   */
  async function applyEvent(event: BillingEvent): Promise<EventOutcome> {
    if (await ledger.hasSeen(event.webhookId)) return 'duplicate'
    let snapshot: SubscriptionSnapshot | null = null
    if (event.subscription) {
      snapshot = { subscription: event.subscription, asOf: event.occurredAt }
    } else if (event.paymentSubscriptionId) {
      // A payment says nothing about the subscription's state: ask the provider for it.
      snapshot = await provider.getSubscription(event.paymentSubscriptionId)
    }
    const applied = snapshot ? await sync.applySnapshot(snapshot) : false
    const recorded = await ledger.record({
      webhookId: event.webhookId,
      provider: provider.name,
      type: event.type,
      subscriptionId: event.subscription?.subscriptionId ?? event.paymentSubscriptionId,
      occurredAt: event.occurredAt,
    })
    if (!recorded) return 'duplicate'
    return applied ? 'applied' : 'unchanged'
  }

  /**
   * A record that says the subscription is live is checked with the provider first: a webhook
   * that has not arrived yet (an ended subscription) must not keep the user from buying again.
   * If the provider cannot be reached, our record decides.
   */
  async function latest(record: SubscriptionRecord | null): Promise<SubscriptionRecord | null> {
    if (!record || !purchaseRefusal(record, clock()) || record.provider !== provider.name) return record
    try {
      const snapshot = await provider.getSubscription(record.subscriptionId)
      if (!snapshot) return record
      await sync.applySnapshot(snapshot)
      return (await subscriptions.findByUser(record.userId)) ?? record
    } catch (error) {
      if (!(error instanceof BillingProviderError)) throw error
      warn(`checking ${record.subscriptionId} before checkout failed: ${error.message}`)
      return record
    }
  }

  return {
    /**
     * Opens a checkout session for this user at the provider, with their e-mail locked, and
     * answers with its hosted page. Refused (409) while the user holds a live subscription:
     * one per user, whatever its state.
     */
    async checkoutUrl(userId: string): Promise<string> {
      const [user, record] = await Promise.all([users.findById(userId), subscriptions.findByUser(userId)])
      if (!user) throw unauthorized('This account no longer exists', 'user_not_found')
      const refusal = purchaseRefusal(await latest(record), clock())
      if (refusal) throw new ApiError(409, refusal.detail, refusal.code)
      try {
        return await provider.openCheckout({
          userId,
          email: user.email || null,
          redirectUrl: options.returnUrl,
        })
      } catch (error) {
        if (!(error instanceof BillingProviderError)) throw error
        warn(`opening a checkout for ${userId} failed: ${error.message}`)
        throw new ApiError(
          502,
          'The payment provider could not start the checkout right now. Please try again.',
          'provider_error',
        )
      }
    },

    /**
     * Verifies and applies one delivery. A bad or stale signature is 401 and changes nothing;
     * a failure to reach the provider is 502 so that the provider delivers again later.
     */
    async receiveWebhook(providerName: BillingProviderName, rawBody: string, headers: WebhookHeaders) {
      if (providerName !== provider.name) {
        throw notFound(`The ${providerName} billing provider is not enabled on this server`)
      }
      let event: ReturnType<BillingProvider['verifyWebhook']>
      try {
        event = provider.verifyWebhook(rawBody, headers)
      } catch (error) {
        if (error instanceof WebhookVerificationFailed) {
          throw new ApiError(
            401,
            `Webhook signature verification failed: ${error.message}`,
            'invalid_signature',
          )
        }
        if (error instanceof MalformedWebhook) throw new ApiError(400, error.message, 'malformed_webhook')
        throw error
      }
      try {
        return await applyEvent(event)
      } catch (error) {
        if (error instanceof BillingProviderError) {
          warn(`webhook ${event.webhookId} (${event.type}) not applied: ${error.message}`)
          throw new ApiError(
            502,
            'The payment provider could not be reached; deliver again later',
            'provider_error',
          )
        }
        throw error
      }
    },
  }
}

export type BillingService = ReturnType<typeof createBillingService>
