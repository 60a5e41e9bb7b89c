import { endpoints } from '@tipsy/contracts'
import type { DbHandle } from '@tipsy/db'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error'
import type { RouteDefiners } from '../../lib/define-route'

export async function healthRoutes(app: FastifyInstance, options: { routes: RouteDefiners; db: DbHandle }) {
  const { defineRoute } = options.routes
  defineRoute(app, endpoints.health, async () => {
    try {
      await options.db.ping()
    } catch {
      throw new ApiError(503, 'Database is not reachable', 'database_unavailable')
    }
    return { status: 'ok' as const, database: 'ok' as const }
  })
}
