import { endpoints } from '@tipsy/contracts'
import type { DbHandle } from '@tipsy/db'
import type { Engine } from '@tipsy/engine'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../lib/api-error'
import type { RouteDefiners } from '../../lib/define-route'

export async function healthRoutes(
  app: FastifyInstance,
  options: { routes: RouteDefiners; db: DbHandle; engine: Pick<Engine, 'models'> },
) {
  const { defineRoute } = options.routes
  defineRoute(app, endpoints.health, async () => {
    try {
      await options.db.ping()
    } catch {
      throw new ApiError(503, 'Database is not reachable', 'database_unavailable')
    }
    // What is live, not what was configured: a model that could not load shows as the rules.
    return { status: 'ok' as const, database: 'ok' as const, ...options.engine.models() }
  })
}
