import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { invalidatePlan } from '~/api/get-plan'
import { request } from '~/lib/api-client'
import { subscriptionStatusKey } from './get-subscription-status'

/** docs/product.md §7: PATCH with an empty object; the answer is not read, the status is fetched again. */
export const cancelSubscription = () => request(endpoints.cancelSubscription, { body: {} })

export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey })
      void invalidatePlan(queryClient)
    },
  })
}
