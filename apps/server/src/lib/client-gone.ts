import type { FastifyReply } from 'fastify'

/** Whether the client closed its connection before its answer was sent (a closed tab, a dropped network). */
export function isClientGone(reply: FastifyReply): boolean {
  return reply.raw.destroyed && !reply.raw.writableFinished
}

/**
 * Aborts when the client goes away before its answer is sent, so the engine stops writing an
 * answer nobody will read; never once the answer is out. The response's `close` is the one to
 * watch: the request's own `close` fires as soon as its body has been read.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const response = reply.raw
  if (isClientGone(reply)) return AbortSignal.abort(clientGone())
  const controller = new AbortController()
  response.once('close', () => {
    if (!response.writableFinished) controller.abort(clientGone())
  })
  return controller.signal
}

const clientGone = () => new DOMException('The client closed the connection.', 'AbortError')
