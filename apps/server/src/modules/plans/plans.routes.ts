import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import type { RouteDefiners } from '../../lib/define-route'
import type { PlanService } from './plan-service'

export async function plansRoutes(
  app: FastifyInstance,
  options: { routes: RouteDefiners; plans: PlanService },
) {
  const { defineRoute } = options.routes
  defineRoute(app, endpoints.userPlan, async ({ userId }) => options.plans.summary(userId))
}
