import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

/** docs/product.md §9: message history pages hold 10 generations. */
export const HISTORY_PAGE_SIZE = 10

export const getMessageHistory = (page: number, signal?: AbortSignal) =>
  request(endpoints.messageHistory, { query: { page, per_page: HISTORY_PAGE_SIZE } }, { signal })

export const messageHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.messageHistory, page] as const,
    queryFn: ({ signal }) => getMessageHistory(page, signal),
    // New generations land here from another screen: read afresh whenever the list is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const useMessageHistory = (page: number) => useQuery(messageHistoryQueryOptions(page))
