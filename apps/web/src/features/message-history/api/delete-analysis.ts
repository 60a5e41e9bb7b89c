import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { queryKeys } from '~/lib/query-keys'
import { analysisQueryKey } from './get-analysis'

export const deleteAnalysis = (id: string) => request(endpoints.deleteAnalysis, { params: { id } })

export function useDeleteAnalysis() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAnalysis,
    onSuccess: (_deleted, id) => queryClient.removeQueries({ queryKey: analysisQueryKey(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.analysisHistory }),
  })
}
