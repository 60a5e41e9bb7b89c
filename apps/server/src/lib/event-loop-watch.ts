import type { FastifyInstance } from 'fastify'

/** A pause of the main thread longer than this is logged (every request waited that long). */
const LAG_THRESHOLD_MS = 200
const TICK_MS = 100

/**
 * Logs every stall of the event loop over 200 ms with the requests that were running when it
 * happened: the engine runs in workers, so a stall here is a bug to find, never a cost of work.
 */
export function watchEventLoop(app: FastifyInstance, thresholdMs = LAG_THRESHOLD_MS): void {
  const inFlight = new Map<string, string>()
  // A stall is only seen on the next tick, after the request that caused it may have ended.
  const endedSinceTick = new Set<string>()
  const end = async (request: { id: string }) => {
    const endpoint = inFlight.get(request.id)
    if (endpoint) endedSinceTick.add(endpoint)
    inFlight.delete(request.id)
  }
  app.addHook('onRequest', async (request) => {
    inFlight.set(request.id, `${request.method} ${request.routeOptions.url ?? request.url}`)
  })
  app.addHook('onResponse', end)
  app.addHook('onRequestAbort', end)

  // Watched from when the app is ready: building it (loading modules, the web app) is not serving.
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    let expected = performance.now() + TICK_MS
    timer = setInterval(() => {
      const now = performance.now()
      const lagMs = now - expected
      expected = now + TICK_MS
      if (lagMs > thresholdMs) {
        app.log.warn(
          { lagMs: Math.round(lagMs), inFlight: [...new Set([...endedSinceTick, ...inFlight.values()])] },
          'event loop stalled',
        )
      }
      endedSinceTick.clear()
    }, TICK_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
