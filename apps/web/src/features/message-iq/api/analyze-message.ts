import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints, type UseCase } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { localClockTime } from '~/lib/local-clock-time'
import { queryKeys } from '~/lib/query-keys'

export interface AnalyzeInput {
  message: string
  useCase: UseCase
}

/** MessageIQ shows its own error box (docs/product.md §8), so the global toast stays quiet. */
export const analyzeMessage = ({ message, useCase }: AnalyzeInput) =>
  request(
    endpoints.analyzeMessage,
    { body: { message, use_case: useCase, local_time: localClockTime(new Date()) } },
    { silent: true },
  )

/** Each analysis is kept in History, so History's and the dashboard's lists are read again. */
export function useAnalyzeMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: analyzeMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.analysisHistory }),
  })
}
