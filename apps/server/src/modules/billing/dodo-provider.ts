import { z } from 'zod'
import { BillingProviderError, type SubscriptionSnapshot } from '../subscriptions/subscription-provider'
import type { BillingProvider } from './billing-provider'
import {
  checkoutSessionRequest,
  dodoCheckoutSessionResponseSchema,
  parseDodoSubscription,
  parseDodoWebhook,
} from './dodo-wire-format'
import { createPremiumSale } from './premium-sale'
import { createWebhookVerifier } from './standard-webhooks'

export interface DodoProviderOptions {
  apiKey: string
  webhookSecret: string
  productId: string
  /** https://test.dodopayments.com or https://live.dodopayments.com (or a local stand-in). */
  apiBaseUrl: string
  clock: () => Date
  timeoutMs?: number
}

/** Dodo Payments: checkout sessions and subscriptions through its REST API with a bearer key, Standard Webhooks. */
export function createDodoProvider(options: DodoProviderOptions): BillingProvider {
  const verify = createWebhookVerifier(options.webhookSecret)
  const sale = createPremiumSale(options)
  const timeoutMs = options.timeoutMs ?? 10_000

  async function call(method: 'GET' | 'PATCH' | 'POST', path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${options.apiBaseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new BillingProviderError(`Dodo Payments could not be reached: ${(error as Error).message}`)
    }
  }

  async function snapshotFrom(response: Response): Promise<SubscriptionSnapshot> {
    if (!response.ok) {
      throw new BillingProviderError(`Dodo Payments answered ${response.status}`, response.status)
    }
    try {
      // The API answers with the state as it is now; that is the snapshot's time.
      return { subscription: parseDodoSubscription(await response.json(), sale), asOf: options.clock() }
    } catch (error) {
      const reason = error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message
      throw new BillingProviderError(`Dodo Payments sent an unreadable subscription: ${reason}`)
    }
  }

  const subscriptionPath = (id: string) => `/subscriptions/${encodeURIComponent(id)}`

  return {
    name: 'dodo',

    async openCheckout(request) {
      const response = await call('POST', '/checkouts', checkoutSessionRequest(sale, request))
      if (!response.ok) {
        throw new BillingProviderError(
          `Dodo Payments answered ${response.status} to a checkout`,
          response.status,
        )
      }
      const session = dodoCheckoutSessionResponseSchema.safeParse(await response.json().catch(() => null))
      if (!session.success)
        throw new BillingProviderError('Dodo Payments sent an unreadable checkout session')
      return session.data.checkout_url
    },

    async getSubscription(subscriptionId) {
      const response = await call('GET', subscriptionPath(subscriptionId))
      if (response.status === 404) return null
      return snapshotFrom(response)
    },

    async cancelAtNextBillingDate(subscriptionId) {
      return snapshotFrom(
        await call('PATCH', subscriptionPath(subscriptionId), { cancel_at_next_billing_date: true }),
      )
    },

    async cancelNow(subscriptionId) {
      return snapshotFrom(await call('PATCH', subscriptionPath(subscriptionId), { status: 'cancelled' }))
    },

    async resumeSubscription(subscriptionId) {
      return snapshotFrom(
        await call('PATCH', subscriptionPath(subscriptionId), { cancel_at_next_billing_date: false }),
      )
    },
    verifyWebhook(rawBody, headers) {
      return parseDodoWebhook(verify(rawBody, headers), rawBody, sale)
    },
  }
}
