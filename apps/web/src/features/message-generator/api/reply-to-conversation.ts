import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints, type ReplyRequest } from '@tipsy/contracts'
import { invalidatePlan } from '~/api/get-plan'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

type ReplyBody = Omit<ReplyRequest, 'use_case'> & Partial<Pick<ReplyRequest, 'use_case'>>

/** The reply screen shows failures in its own banner, so the global toast stays quiet. */
export const replyToConversation = (body: ReplyBody, signal?: AbortSignal) =>
  request(endpoints.replyToConversation, { body }, { signal, silent: true })

/** A read counts against the day's quota and stores the replies in the message history. */
export function useReplyToConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, signal }: { body: ReplyBody; signal?: AbortSignal }) =>
      replyToConversation(body, signal),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messageHistory })
      void queryClient.invalidateQueries({ queryKey: queryKeys.userStats })
    },
    onSettled: () => void invalidatePlan(queryClient),
  })
}
