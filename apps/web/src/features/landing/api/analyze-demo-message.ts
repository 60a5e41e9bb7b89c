import { queryOptions, useQuery } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { localClockTime } from '~/lib/local-clock-time'

/** The live demo shows its own error beside the box, so the global toast stays quiet. */
export const analyzeDemoMessage = (message: string, signal?: AbortSignal) =>
  request(
    endpoints.analyzeDemoMessage,
    { body: { message, local_time: localClockTime(new Date()) } },
    { signal, silent: true },
  )

/**
 * Read like data, not sent like a change: the server keeps nothing, so the same text is asked
 * once (a visitor's small allowance is not spent twice on it), and asking about a new text
 * stops the question still open about the old one.
 */
export const demoAnalysisQuery = (message: string) =>
  queryOptions({
    queryKey: ['demo', 'analysis', message] as const,
    queryFn: ({ signal }) => analyzeDemoMessage(message, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useDemoAnalysis = (message: string) => useQuery(demoAnalysisQuery(message))
