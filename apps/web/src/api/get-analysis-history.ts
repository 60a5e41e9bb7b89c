/**
 * The user's MessageIQ analyses (GET /messages/analyses) are read by History and the dashboard,
 * so they live in src/api.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

/** docs/product.md §2 "Analyses": History shows them 10 to a page. */
export const ANALYSIS_PAGE_SIZE = 10

export const getAnalysisHistory = (page: number, perPage: number, signal?: AbortSignal) =>
  request(endpoints.analysisHistory, { query: { page, per_page: perPage } }, { signal })

export const analysisHistoryQueryOptions = (page: number, perPage = ANALYSIS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...queryKeys.analysisHistory, 'list', page, perPage] as const,
    queryFn: ({ signal }) => getAnalysisHistory(page, perPage, signal),
    // New analyses land here from MessageIQ: read afresh whenever the list is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export const useAnalysisHistory = (page: number, perPage = ANALYSIS_PAGE_SIZE) =>
  useQuery(analysisHistoryQueryOptions(page, perPage))
