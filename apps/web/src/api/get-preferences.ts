/**
 * Endpoints that several features read (preferences feed the generator's defaults and the
 * emoji picker) live in src/api, so features never import each other.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

export const getPreferences = (signal?: AbortSignal) => request(endpoints.getPreferences, {}, { signal })

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) => getPreferences(signal),
    // Read once per session; every change goes through PUT, which refreshes this cache.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const usePreferences = () => useQuery(preferencesQueryOptions())
