import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../lib/define-route'
import type { PlanService } from './plan-service'

export async function plansRoutes(app: FastifyInstance, options: { plans: PlanService }) {
  defineRoute(app, endpoints.userPlan, async ({ userId }) => options.plans.summary(userId))
}
