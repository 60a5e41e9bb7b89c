import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import type { RouteDefiners } from '../../lib/define-route'
import type { BillingService } from './billing-service'

export async function billingRoutes(
  app: FastifyInstance,
  options: { routes: RouteDefiners; billing: BillingService },
) {
  const { billing } = options
  const { defineRoute } = options.routes

  defineRoute(app, endpoints.checkout, async ({ userId }) => ({ url: await billing.checkoutUrl(userId) }))

  await app.register(async (webhooks) => {
    // The signature covers the exact bytes sent, so this route keeps the body as a string.
    webhooks.removeContentTypeParser('application/json')
    webhooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    defineRoute(webhooks, endpoints.billingWebhook, async ({ params, request }) => {
      await billing.receiveWebhook(params.provider, String(request.body ?? ''), request.headers)
      return { received: true as const }
    })
  })
}
