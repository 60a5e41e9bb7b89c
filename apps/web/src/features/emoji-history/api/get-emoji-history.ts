import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

/** docs/product.md §7: the history screen asks for page 1 with 50 items. */
export const HISTORY_SCREEN_PAGE = { page: 1, limit: 50 } as const

export const getEmojiHistory = (query: { page: number; limit: number }, signal?: AbortSignal) =>
  request(endpoints.emojiHistory, { query }, { signal })

export const emojiHistoryQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.emojiHistory, HISTORY_SCREEN_PAGE],
    queryFn: ({ signal }) => getEmojiHistory(HISTORY_SCREEN_PAGE, signal),
  })

export const useEmojiHistory = () => useQuery(emojiHistoryQueryOptions())
