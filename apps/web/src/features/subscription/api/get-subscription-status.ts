import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { useAppStore } from '~/stores/app-store'

export const subscriptionStatusKey = ['subscriptions', 'status'] as const

export const getSubscriptionStatus = (signal?: AbortSignal) =>
  request(endpoints.subscriptionStatus, {}, { signal })

export const subscriptionStatusQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...subscriptionStatusKey, userId] as const,
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    // Called on load of the screen and after cancelling (docs/product.md §7): always read afresh.
    staleTime: 0,
  })

/** docs/product.md §5: the status is fetched only when the user has a token. */
export function useSubscriptionStatus() {
  const userId = useAppStore((state) => state.user?.id ?? null)
  const hasToken = useAppStore((state) => state.token !== null)
  return useQuery({ ...subscriptionStatusQueryOptions(userId), enabled: hasToken })
}
