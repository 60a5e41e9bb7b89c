import { QueryClient } from '@tanstack/react-query'

/**
 * The app's query client, created once by the root component (and afresh by each test).
 * Failed calls already raised the error toast once; automatic retries would repeat it, and the
 * API client has its own 401 renew-and-replay. Screens offer "Try again" instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  })
}
