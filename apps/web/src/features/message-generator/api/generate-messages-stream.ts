import { useMutation, useQueryClient } from '@tanstack/react-query'
import { endpoints, type GeneratedMessage, type GenerateRequest } from '@tipsy/contracts'
import { ApiError, requestStream } from '~/lib/api-client'
import { isPageUnloading } from '~/lib/page-lifecycle'
import { queryKeys } from '~/lib/query-keys'
import { generateMessages } from './generate-messages'

type GenerateResult = Awaited<ReturnType<typeof generateMessages>>

/**
 * Failures that say "streaming does not work here" rather than "this generation failed": the
 * plain endpoint is worth one try. HTTP errors (quota, validation) and time-outs would only repeat.
 */
function streamingUnavailable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.code === 'stream_unsupported') return true
  if (error.isNetworkError) return !error.timedOut
  return error.status === 404 || error.status === 405 || error.status === 501
}

/**
 * Generates through the event stream, handing each message over as it is written, and returns
 * the stored result of the `done` event. If streaming fails before the first event (no stream
 * support in the browser or on the way), it falls back to `POST /messages/generate`.
 */
export async function streamGeneratedMessages(
  body: GenerateRequest,
  onMessage: (message: GeneratedMessage) => void,
  signal?: AbortSignal,
): Promise<GenerateResult> {
  let received = false
  const done: { result?: GenerateResult } = {}
  try {
    await requestStream(
      endpoints.generateMessagesStream,
      { body },
      (event) => {
        received = true
        if (event.event === 'message') onMessage(event.data)
        else done.result = event.data
      },
      { signal, silent: true },
    )
  } catch (error) {
    // A stream cut by a reload looks like one the way cannot carry; asking again as the page goes
    // would write (and count) a second generation. The page that comes back finds the first in History.
    if (received || !streamingUnavailable(error) || isPageUnloading()) throw error
    return generateMessages(body, signal)
  }
  if (done.result) return done.result
  if (!received) return generateMessages(body, signal)
  throw new Error('The connection closed before the messages were saved. Please try again.')
}

export interface GenerateVariables {
  body: GenerateRequest
  onMessage: (message: GeneratedMessage) => void
  signal?: AbortSignal
}

export function useGenerateMessages() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, onMessage, signal }: GenerateVariables) =>
      streamGeneratedMessages(body, onMessage, signal),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messageHistory })
      void queryClient.invalidateQueries({ queryKey: queryKeys.userStats })
    },
  })
}
