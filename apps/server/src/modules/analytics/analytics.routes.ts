import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import type { RouteDefiners } from '../../lib/define-route'
import type { VitalsRepository } from './vitals.repository'

export async function analyticsRoutes(
  app: FastifyInstance,
  options: { routes: RouteDefiners; vitals: VitalsRepository },
) {
  const { defineRoute } = options.routes
  defineRoute(app, endpoints.recordVitals, async ({ body }) => ({
    recorded: await options.vitals.insertMany(body.metrics),
  }))
}
