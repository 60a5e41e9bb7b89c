import { ApiError, serverDetail } from '~/lib/api-client'

export type MessageIqAction = 'analyze' | 'rewrite'

/** docs/product.md §8 "MessageIQ", by HTTP status (0: no response). */
const textByStatus: Record<number, string> = {
  401: 'Please log in to use MessageIQ',
  400: 'Invalid message. Please check your input.',
  429: 'Too many requests. Please wait a moment.',
  500: 'Server error. Please try again later.',
  0: 'Network error. Please check your connection.',
}

export function messageIqErrorText(error: unknown, action: MessageIqAction): string {
  const known = error instanceof ApiError ? textByStatus[error.status] : undefined
  return known ?? `Failed to ${action} message. Please try again.`
}

/**
 * The text of docs/product.md §8 stays as it is; the server's own reason (which daily limit and
 * when it resets, "The message has no words to rewrite") is shown under it, unless it says the same.
 */
export function detailUnder(error: unknown, text: string): string | null {
  const detail = serverDetail(error)
  return detail && detail !== text ? detail : null
}

/** docs/product.md §5: what an Analyze or Rewrite with an empty message says. */
export const emptyMessageText = (action: MessageIqAction) => `Please enter a message to ${action}`

export const COPY_FAILED_TEXT = 'Failed to copy to clipboard'
