import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'
import { useAppStore } from '~/stores/app-store'

/** docs/product.md §4, §9: stats are not fetched again within 2 minutes of the last fetch. */
export const STATS_CACHE_MS = 2 * 60_000

export async function getUserStats(signal?: AbortSignal) {
  const response = await request(endpoints.userStats, {}, { signal })
  useAppStore.getState().markStatsFetched(Date.now())
  return response
}

/**
 * Cached for 2 minutes; the generators invalidate `queryKeys.userStats`, so counts are fresh
 * after a generation.
 */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.userStats,
    queryFn: ({ signal }) => getUserStats(signal),
    staleTime: STATS_CACHE_MS,
  })

export const useUserStats = () => useQuery(userStatsQueryOptions())
