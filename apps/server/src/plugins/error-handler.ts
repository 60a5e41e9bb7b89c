import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isResponseSerializationError } from 'fastify-type-provider-zod'
import { isClientGone } from '../lib/client-gone'
import { errorResponse } from '../lib/error-response'

/** Every error leaves as `{ detail, code? }` with its status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, log, headers } = errorResponse(error)
    const endpoint = `${request.method} ${request.routeOptions.url ?? request.url}`
    // Its work was stopped because the client left (or failed as it left): nobody reads this answer.
    if (isClientGone(reply)) request.log.info({ endpoint }, 'request stopped: the client went away')
    else if (log) {
      const issues = isResponseSerializationError(error) ? error.cause.issues : undefined
      request.log.error({ err: error, issues, endpoint }, 'request failed')
    }
    if (headers) reply.headers(headers)
    return reply.code(status).send(body)
  })
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a path that is not valid
 * percent-encoding, a path parameter over the length limit) as `{ detail, code }`. They are
 * answered before any hook runs, so the nosniff header that the security plugin adds is set here.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = errorResponse(error)
  reply.code(status).header('x-content-type-options', 'nosniff').send(body)
}
