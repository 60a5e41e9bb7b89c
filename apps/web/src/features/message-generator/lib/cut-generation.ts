import type { MessageHistoryItem } from '@tipsy/contracts'
import type { RequestInFlight } from './generator-drafts'

/**
 * The browser's clock and the server's may differ a little. A generation is stored once the
 * engine has answered, seconds after it started, so this only matters for a clock far off.
 */
export const CLOCK_SKEW_ALLOWANCE_MS = 30_000

/**
 * The stored generation that answers a request cut off by a reload: the newest (History lists
 * newest first) with the same prompt (a generation) or the same chat (a reply), stored since the
 * request started.
 */
export function generationAnswering(
  newestFirst: readonly MessageHistoryItem[],
  cut: RequestInFlight,
): MessageHistoryItem | null {
  const earliest = cut.startedAt - CLOCK_SKEW_ALLOWANCE_MS
  const answers = (item: MessageHistoryItem) =>
    'prompt' in cut ? item.prompt === cut.prompt : item.context === cut.context
  return newestFirst.find((item) => answers(item) && Date.parse(item.timestamp) >= earliest) ?? null
}
