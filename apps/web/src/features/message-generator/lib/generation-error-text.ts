import { ApiError } from '~/lib/api-client'

/** docs/product.md §8 "Message generation time-out". */
export const GENERATION_TIMEOUT_TEXT =
  'Request timed out. The server may be taking too long to process your request. Please try again.'

const FALLBACK_TEXT = 'Failed to generate messages'

/** No answer at all: docs/product.md's fallback, and what to do about it. */
export const GENERATION_UNREACHABLE_TEXT = `${FALLBACK_TEXT}: the server could not be reached. Check your connection and try again.`

/**
 * docs/product.md §8: the time-out text, otherwise the server's detail, then the error's own message; a
 * request that got no answer says so.
 */
export function generationErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.timedOut) return GENERATION_TIMEOUT_TEXT
    return error.isNetworkError ? GENERATION_UNREACHABLE_TEXT : error.detail
  }
  if (error instanceof Error && error.message) return error.message
  return FALLBACK_TEXT
}
