import { ApiError } from '~/lib/api-client'

/** docs/product.md §8 "Message generation time-out". */
export const GENERATION_TIMEOUT_TEXT =
  'Request timed out. The server may be taking too long to process your request. Please try again.'

const FALLBACK_TEXT = 'Failed to generate messages'

/** docs/product.md §8: the time-out text, otherwise the server's detail, then the error's own message. */
export function generationErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.timedOut ? GENERATION_TIMEOUT_TEXT : error.detail
  if (error instanceof Error && error.message) return error.message
  return FALLBACK_TEXT
}
