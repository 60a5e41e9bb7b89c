import type { ErrorBody } from '@tipsy/contracts'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ApiError } from '../lib/api-error'

/** Fastify's own 4xx errors, reworded for people, with our codes. Others keep Fastify's message. */
const fastifyClientErrors: Record<string, { detail: string; code: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { detail: 'Request body is too large', code: 'body_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    detail: 'Unsupported content type: send application/json',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    detail: 'Request body must not be empty when content-type is application/json',
    code: 'invalid_json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    detail: 'Content-Length does not match the request body',
    code: 'invalid_content_length',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { detail: 'Request body is not valid JSON', code: 'invalid_json' },
}

/**
 * Every error leaves as `{ detail, code? }` with its status; a 5xx never carries internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(body(error.detail, error.code))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request'
      const detail = error.validation
        .map((issue) => {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
          return `${path ? `${where}.${path}` : where}: ${issue.message}`
        })
        .join('; ')
      return reply.code(400).send(body(detail || 'Invalid request', 'validation_error'))
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract')
      return reply.code(500).send(body('Internal server error', 'internal_error'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const known = fastifyClientErrors[error.code]
      if (known) return reply.code(status).send(body(known.detail, known.code))
      if (error.name === 'SyntaxError')
        return reply.code(400).send(body('Request body is not valid JSON', 'invalid_json'))
      return reply.code(status).send(body(error.message, 'bad_request'))
    }
    request.log.error({ err: error }, 'unhandled error')
    const detail = status === 503 ? 'Service temporarily unavailable' : 'Internal server error'
    return reply.code(status >= 500 && status < 600 ? status : 500).send(body(detail, 'internal_error'))
  })
}

function body(detail: string, code?: string): ErrorBody {
  return code ? { detail, code } : { detail }
}
