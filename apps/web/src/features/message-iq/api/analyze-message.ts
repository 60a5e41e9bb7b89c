import { useMutation } from '@tanstack/react-query'
import { endpoints, type UseCase } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

export interface AnalyzeInput {
  message: string
  useCase: UseCase
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The writer's clock as HH:MM: the server cannot know it, and a 2 am text reads differently. */
export const localClockTime = (now: Date) => `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`

/** MessageIQ shows its own error box (docs/product.md §8), so the global toast stays quiet. */
export const analyzeMessage = ({ message, useCase }: AnalyzeInput) =>
  request(
    endpoints.analyzeMessage,
    { body: { message, use_case: useCase, local_time: localClockTime(new Date()) } },
    { silent: true },
  )

export const useAnalyzeMessage = () => useMutation({ mutationFn: analyzeMessage })
