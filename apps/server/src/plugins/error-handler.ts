import type { FastifyError, FastifyInstance } from 'fastify'
import { isResponseSerializationError } from 'fastify-type-provider-zod'
import { ApiError } from '../lib/api-error'
import { errorResponse } from '../lib/error-response'

/** Every error leaves as `{ detail, code? }` with its status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, log } = errorResponse(error)
    if (log) {
      const issues = isResponseSerializationError(error) ? error.cause.issues : undefined
      request.log.error({ err: error, issues }, 'request failed')
    }
    if (error instanceof ApiError && error.headers) reply.headers(error.headers)
    return reply.code(status).send(body)
  })
}
