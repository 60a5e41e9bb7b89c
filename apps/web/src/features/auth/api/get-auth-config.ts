import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

export const getAuthConfig = (signal?: AbortSignal) => request(endpoints.authConfig, {}, { signal })

export const authConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'config'] as const,
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useAuthConfig = () => useQuery(authConfigQueryOptions())
