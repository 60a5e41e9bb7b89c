import { useMutation } from '@tanstack/react-query'
import { endpoints, type UseCase } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { localClockTime } from '~/lib/local-clock-time'

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

export const useAnalyzeMessage = () => useMutation({ mutationFn: analyzeMessage })
