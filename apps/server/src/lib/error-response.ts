import type { ErrorBody } from '@tipsy/contracts'
import { EngineError, type EngineErrorKind } from '@tipsy/engine'
import type { FastifyError } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { ApiError } from './api-error'

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
  FST_ERR_BAD_URL: { detail: 'The URL is not valid: check its percent-encoding', code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { detail: 'A part of the URL path is too long', code: 'uri_too_long' },
}

const engineStatuses: Record<EngineErrorKind, { status: number; code: string }> = {
  invalid_input: { status: 400, code: 'invalid_input' },
  unclear_request: { status: 422, code: 'unclear_request' },
  unavailable: { status: 503, code: 'engine_unavailable' },
  timeout: { status: 504, code: 'engine_timeout' },
  bad_output: { status: 502, code: 'engine_bad_output' },
}

export interface ErrorResponse {
  status: number
  body: ErrorBody
  /** Unexpected failures are logged; expected client errors are not. */
  log: boolean
  /** Sent with the answer, e.g. `retry-after` when the same call may succeed later. */
  headers?: Record<string, string>
}

/** The status and `{ detail, code }` body for any thrown error; a 5xx never carries internals. */
export function errorResponse(error: unknown): ErrorResponse {
  const answer = (status: number, detail: string, code?: string, log = false): ErrorResponse => ({
    status,
    body: code ? { detail, code } : { detail },
    log,
  })
  if (error instanceof ApiError) {
    const response = answer(error.statusCode, error.detail, error.code)
    return error.headers ? { ...response, headers: error.headers } : response
  }
  if (error instanceof EngineError) {
    const { status, code } = engineStatuses[error.kind]
    const response = answer(status, error.message, code, status >= 500)
    return error.retryAfterSeconds === undefined
      ? response
      : { ...response, headers: { 'retry-after': String(error.retryAfterSeconds) } }
  }
  const fastifyError = error as Partial<FastifyError>
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request'
    const detail = error.validation
      .map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
        return `${path ? `${where}.${path}` : where}: ${issue.message}`
      })
      .join('; ')
    return answer(400, detail || 'Invalid request', 'validation_error')
  }
  if (isResponseSerializationError(error)) return answer(500, 'Internal server error', 'internal_error', true)
  const status = fastifyError.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const known = fastifyClientErrors[fastifyError.code ?? '']
    if (known) return answer(status, known.detail, known.code)
    if (fastifyError.name === 'SyntaxError')
      return answer(400, 'Request body is not valid JSON', 'invalid_json')
    return answer(status, fastifyError.message ?? 'Bad request', 'bad_request')
  }
  const detail = status === 503 ? 'Service temporarily unavailable' : 'Internal server error'
  return answer(status >= 500 && status < 600 ? status : 500, detail, 'internal_error', true)
}
