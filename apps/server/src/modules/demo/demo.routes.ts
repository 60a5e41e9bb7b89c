import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { clientGoneSignal } from '../../lib/client-gone'
import type { RouteDefiners } from '../../lib/define-route'
import type { MessageService } from '../messages/message-service'

export interface DemoRoutesOptions {
  routes: RouteDefiners
  /** MessageIQ's own analysis, so the demo shows exactly what a signed-in user would get. */
  messages: Pick<MessageService, 'analyze'>
}

/**
 * The landing page's live demo. A visitor has no account, so nothing is kept: no message, no
 * usage count, no event; the endpoint's per-address allowance (`demo`) is all that limits it.
 */
export async function demoRoutes(app: FastifyInstance, options: DemoRoutesOptions) {
  const { routes, messages } = options

  routes.defineRoute(app, endpoints.analyzeDemoMessage, ({ body, reply }) =>
    messages.analyze({ ...body, use_case: 'general' }, { signal: clientGoneSignal(reply) }),
  )
}
