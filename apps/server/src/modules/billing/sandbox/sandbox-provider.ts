import type { BillingProvider } from '../billing-provider'
import { checkoutLink, parseDodoSubscription, parseDodoWebhook } from '../dodo-wire-format'
import { createWebhookVerifier } from '../standard-webhooks'
import type { SandboxBilling } from './sandbox-billing'

export interface SandboxProviderOptions {
  billing: SandboxBilling
  webhookSecret: string
  /** Absolute address of the sandbox's hosted checkout page. */
  checkoutPageUrl: string
}

/**
 * The offline provider. It answers through Dodo's wire format (the same parser reads both),
 * so the product cannot tell it from the real thing except by its address.
 */
export function createSandboxProvider(options: SandboxProviderOptions): BillingProvider {
  const { billing } = options
  const verify = createWebhookVerifier(options.webhookSecret)
  return {
    name: 'sandbox',

    checkoutUrl: (request) => checkoutLink(options.checkoutPageUrl, request),

    async getSubscription(subscriptionId) {
      const found = await billing.getSubscription(subscriptionId)
      return found && { subscription: parseDodoSubscription(found.subscription), asOf: found.asOf }
    },

    async cancelAtNextBillingDate(subscriptionId) {
      const { subscription, asOf } = await billing.cancelAtNextBillingDate(subscriptionId)
      return { subscription: parseDodoSubscription(subscription), asOf }
    },

    async cancelNow(subscriptionId) {
      const { subscription, asOf } = await billing.cancelNow(subscriptionId)
      return { subscription: parseDodoSubscription(subscription), asOf }
    },

    async resumeSubscription(subscriptionId) {
      const { subscription, asOf } = await billing.resume(subscriptionId)
      return { subscription: parseDodoSubscription(subscription), asOf }
    },
    verifyWebhook(rawBody, headers) {
      return parseDodoWebhook(verify(rawBody, headers), rawBody)
    },
  }
}
