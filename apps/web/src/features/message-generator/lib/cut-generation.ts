import type { MessageHistoryItem } from '@tipsy/contracts'
import type { GenerationInFlight } from './generator-drafts'

/**
 * The browser's clock and the server's may differ a little. A generation is stored once the
 * engine has answered, seconds after it started, so this only matters for a clock far off.
 */
export const CLOCK_SKEW_ALLOWANCE_MS = 30_000

/**
 * The stored generation that answers a request cut off by a reload: the newest (History lists
 * newest first) with the same prompt, stored since the request started.
 */
export function generationAnswering(
  newestFirst: readonly MessageHistoryItem[],
  cut: GenerationInFlight,
): MessageHistoryItem | null {
  const earliest = cut.startedAt - CLOCK_SKEW_ALLOWANCE_MS
  return (
    newestFirst.find((item) => item.prompt === cut.prompt && Date.parse(item.timestamp) >= earliest) ?? null
  )
}
