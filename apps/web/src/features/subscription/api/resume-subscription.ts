import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { invalidatePlan } from '~/api/get-plan'
import { request } from '~/lib/api-client'
import { subscriptionStatusKey } from './get-subscription-status'

/** Takes back a cancellation at the period's end: the same subscription renews again, nothing is charged now. */
export const resumeSubscription = () => request(endpoints.resumeSubscription, { body: {} })

export function useResumeSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionStatusKey })
      void invalidatePlan(queryClient)
    },
  })
}
