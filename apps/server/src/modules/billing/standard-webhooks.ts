import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { type WebhookHeaders, WebhookVerificationFailed } from './billing-provider'

const SIGNED_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const

/**
 * Checks a Standard Webhooks signature over the raw body (the library refuses timestamps more
 * than five minutes from now) and returns the verified `webhook-id`.
 */
export function createWebhookVerifier(secret: string): (rawBody: string, headers: WebhookHeaders) => string {
  const webhook = new Webhook(secret)
  return (rawBody, headers) => {
    const signed: Record<string, string> = {}
    for (const name of SIGNED_HEADERS) {
      const value = headers[name]
      const first = Array.isArray(value) ? value[0] : value
      if (!first) throw new WebhookVerificationFailed(`Missing ${name} header`)
      signed[name] = first
    }
    try {
      webhook.verify(rawBody, signed, { jsonParse: false })
    } catch (error) {
      if (error instanceof WebhookVerificationError) throw new WebhookVerificationFailed(error.message)
      throw error
    }
    return signed['webhook-id'] as string
  }
}

/** The headers a Standard Webhooks sender attaches, signed at `sentAt`. */
export function signWebhook(
  secret: string,
  webhookId: string,
  sentAt: Date,
  body: string,
): Record<(typeof SIGNED_HEADERS)[number], string> {
  return {
    'webhook-id': webhookId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(webhookId, sentAt, body),
  }
}
