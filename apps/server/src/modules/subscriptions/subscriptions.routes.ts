import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import type { RouteDefiners } from '../../lib/define-route'
import type { SubscriptionService } from './subscription-service'

export async function subscriptionsRoutes(
  app: FastifyInstance,
  options: { routes: RouteDefiners; service: SubscriptionService },
) {
  const { service } = options
  const { defineRoute } = options.routes

  defineRoute(app, endpoints.subscriptionStatus, async ({ userId }) => ({
    subscription: await service.status(userId),
  }))

  defineRoute(app, endpoints.cancelSubscription, async ({ userId }) => ({
    subscription: await service.cancel(userId),
  }))
  defineRoute(app, endpoints.resumeSubscription, async ({ userId }) => ({
    subscription: await service.resume(userId),
  }))
}
