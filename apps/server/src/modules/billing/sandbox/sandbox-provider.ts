import type { BillingProvider } from '../billing-provider'
import { parseDodoSubscription, parseDodoWebhook } from '../dodo-wire-format'
import { createPremiumSale } from '../premium-sale'
import { createWebhookVerifier } from '../standard-webhooks'
import { SANDBOX_PRODUCT, type SandboxBilling } from './sandbox-billing'

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
  const sale = createPremiumSale({ productId: SANDBOX_PRODUCT.id, webhookSecret: options.webhookSecret })
  return {
    name: 'sandbox',

    /** Like Dodo's checkout sessions: the page's address names only the session. */
    async openCheckout(request) {
      const session = await billing.openCheckout({
        redirectUrl: request.redirectUrl,
        email: request.email,
        emailLocked: Boolean(request.email),
        metadata: sale.checkoutMetadata(request.userId),
      })
      const url = new URL(options.checkoutPageUrl)
      url.searchParams.set('session', session.id)
      return url.toString()
    },

    async getSubscription(subscriptionId) {
      const found = await billing.getSubscription(subscriptionId)
      return found && { subscription: parseDodoSubscription(found.subscription, sale), asOf: found.asOf }
    },

    async cancelAtNextBillingDate(subscriptionId) {
      const { subscription, asOf } = await billing.cancelAtNextBillingDate(subscriptionId)
      return { subscription: parseDodoSubscription(subscription, sale), asOf }
    },

    async cancelNow(subscriptionId) {
      const { subscription, asOf } = await billing.cancelNow(subscriptionId)
      return { subscription: parseDodoSubscription(subscription, sale), asOf }
    },

    async resumeSubscription(subscriptionId) {
      const { subscription, asOf } = await billing.resume(subscriptionId)
      return { subscription: parseDodoSubscription(subscription, sale), asOf }
    },
    verifyWebhook(rawBody, headers) {
      return parseDodoWebhook(verify(rawBody, headers), rawBody, sale)
    },
  }
}
