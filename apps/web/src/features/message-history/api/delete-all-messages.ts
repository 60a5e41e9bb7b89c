import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

export const deleteAllMessages = () => request(endpoints.deleteAllMessages)

export function useDeleteAllMessages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAllMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messageHistory }),
  })
}
