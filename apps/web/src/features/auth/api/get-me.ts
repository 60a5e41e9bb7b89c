import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

export const getMe = (signal?: AbortSignal) => request(endpoints.me, {}, { signal })

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: ({ signal }) => getMe(signal),
  })

export const useMe = () => useQuery(meQueryOptions())
