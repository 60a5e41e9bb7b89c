import { useMutation } from '@tanstack/react-query'
import { endpoints, type UseCase } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

export interface AnalyzeInput {
  message: string
  useCase: UseCase
}

/** MessageIQ shows its own error box (SPEC §8), so the global toast stays quiet. */
export const analyzeMessage = ({ message, useCase }: AnalyzeInput) =>
  request(endpoints.analyzeMessage, { body: { message, use_case: useCase } }, { silent: true })

export const useAnalyzeMessage = () => useMutation({ mutationFn: analyzeMessage })
