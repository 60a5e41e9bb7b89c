import type { FastifyInstance, RouteHandlerMethod } from 'fastify'

/**
 * Makes `app.close()` wait for every route handler still at work. Closing waits for open
 * connections, but a client that hangs up mid-request (a long LLM generation, say) ends its
 * connection while its handler runs on; on SIGTERM the database would then close under it and its
 * last writes (the stored messages, the usage count) would fail. Register before any route.
 */
export function drainHandlersOnClose(app: FastifyInstance): void {
  // A count rather than a set of promises: nothing per request but one number and one `then`.
  let running = 0
  let drained: (() => void) | null = null
  const finished = () => {
    running--
    if (running === 0) drained?.()
  }
  app.addHook('onRoute', (route) => {
    const handler = route.handler
    const tracked: RouteHandlerMethod = function (this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply)
      // A synchronous handler has nothing left running once it returns.
      if (!(result instanceof Promise)) return result
      running++
      result.then(finished, finished)
      return result
    }
    route.handler = tracked
  })
  app.addHook('onClose', async () => {
    if (running === 0) return
    await new Promise<void>((resolve) => {
      drained = resolve
    })
  })
}
