import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

export const analysisQueryKey = (id: string) => [...queryKeys.analysisHistory, 'item', id] as const

/** Quietly: the analysis view says itself what went wrong (a 404 is a deleted analysis, not an error to toast). */
export const getAnalysis = (id: string, signal?: AbortSignal) =>
  request(endpoints.getAnalysis, { params: { id } }, { signal, silent: true })

export const analysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: analysisQueryKey(id),
    queryFn: ({ signal }) => getAnalysis(id, signal),
    // A stored analysis never changes; it can only be deleted.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useAnalysis = (id: string) => useQuery(analysisQueryOptions(id))
