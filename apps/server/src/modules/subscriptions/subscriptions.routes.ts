import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../lib/define-route'
import type { SubscriptionService } from './subscription-service'

export async function subscriptionsRoutes(app: FastifyInstance, options: { service: SubscriptionService }) {
  const { service } = options

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
