import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../lib/define-route'
import type { VitalsRepository } from './vitals.repository'

export async function analyticsRoutes(app: FastifyInstance, options: { vitals: VitalsRepository }) {
  defineRoute(app, endpoints.recordVitals, async ({ body }) => ({
    recorded: await options.vitals.insertMany(body.metrics),
  }))
}
