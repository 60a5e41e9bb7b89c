import { queryOptions, skipToken } from '@tanstack/react-query'
import { endpoints, type MessageHistoryItem } from '@tipsy/contracts'
import { REQUEST_TIMEOUT_MS, request } from '~/lib/api-client'
import { generationAnswering } from '../lib/cut-generation'
import type { RequestInFlight } from '../lib/generator-drafts'

/** How often History is read again while the cut generation may still be on its way. */
export const RECOVERY_POLL_MS = 1_000
/** How long the page that came back waits for it at most: the prompt is in the form meanwhile. */
export const RECOVERY_WAIT_MS = 10_000
/** The newest generations are enough: the one looked for was made moments ago. */
const NEWEST_COUNT = 10

const newestGenerations = (signal?: AbortSignal) =>
  request(endpoints.messageHistory, { query: { page: 1, per_page: NEWEST_COUNT } }, { signal, silent: true })

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/**
 * Reads History until the generation cut off by a reload is there, or until it can no longer
 * come (a short wait, and never past the request's own time-out). Null when it did not come.
 */
export async function findCutGeneration(
  cut: RequestInFlight,
  { signal, now = Date.now }: { signal?: AbortSignal; now?: () => number } = {},
): Promise<MessageHistoryItem | null> {
  const deadline = Math.min(now() + RECOVERY_WAIT_MS, cut.startedAt + REQUEST_TIMEOUT_MS)
  for (;;) {
    try {
      const found = generationAnswering((await newestGenerations(signal)).messages, cut)
      if (found) return found
    } catch (error) {
      if (signal?.aborted) throw error
      // A look that failed is one more look to make before the deadline.
    }
    if (now() >= deadline) return null
    await pause(RECOVERY_POLL_MS, signal)
  }
}

export const cutGenerationQueryOptions = (cut: RequestInFlight | null) =>
  queryOptions({
    // Not under the history's key: new generations invalidate that, and this look is done once.
    queryKey: ['messages', 'cut-generation', cut] as const,
    queryFn: cut ? ({ signal }) => findCutGeneration(cut, { signal }) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
