import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'

export const deleteAllAnalyses = () => request(endpoints.deleteAllAnalyses)

export function useDeleteAllAnalyses() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAllAnalyses,
    onSuccess: () => queryClient.removeQueries({ queryKey: [...queryKeys.analysisHistory, 'item'] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.analysisHistory }),
  })
}
