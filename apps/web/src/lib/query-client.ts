import { QueryClient } from '@tanstack/react-query'

/**
 * Failed calls already raised the error toast once; automatic retries would repeat it, and the
 * API client has its own 401 refresh-and-replay.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
