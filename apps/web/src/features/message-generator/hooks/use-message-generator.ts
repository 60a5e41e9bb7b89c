import { useQueryClient } from '@tanstack/react-query'
import {
  GENERATE_CONTEXT_MAX_LENGTH,
  GENERATE_PROMPT_MAX_LENGTH,
  type GeneratedMessage,
} from '@tipsy/contracts'
import { useEffect, useRef, useState } from 'react'
import { invalidatePlan } from '~/api/get-plan'
import { ApiError, canRetry } from '~/lib/api-client'
import { useGenerateMessages } from '../api/generate-messages-stream'
import { buildGenerateRequest } from '../lib/generate-request'
import { generationErrorText } from '../lib/generation-error-text'
import { useElapsedSeconds } from './use-elapsed-seconds'
import { useToneSettings } from './use-tone-settings'

/** The generator's form and run state. */
export function useMessageGenerator() {
  const [prompt, setPrompt] = useState('')
  const [context, setContext] = useState('')
  const [promptMissing, setPromptMissing] = useState(false)
  const [streamed, setStreamed] = useState<GeneratedMessage[]>([])
  const [error, setError] = useState<string | null>(null)
  /** Whether the failure shown can pass when asked again (not a spent quota or a refused request). */
  const [errorRetryable, setErrorRetryable] = useState(false)
  /** The server could not read the request: how to phrase it, shown instead of an error. */
  const [unclearHint, setUnclearHint] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  const settings = useToneSettings()
  const { platform, tones } = settings
  const queryClient = useQueryClient()
  const generation = useGenerateMessages()
  const elapsedSeconds = useElapsedSeconds(generation.isPending)

  useEffect(() => () => abort.current?.abort(), [])

  // Over-long text is kept as typed or pasted (never cut silently); Generate waits until it fits.
  const promptTooLong = prompt.length > GENERATE_PROMPT_MAX_LENGTH
  const contextTooLong = context.length > GENERATE_CONTEXT_MAX_LENGTH
  const tooLong = promptTooLong || contextTooLong

  function generate() {
    if (generation.isPending || tooLong) return
    const body = buildGenerateRequest({ prompt, context, platform, tones })
    setPromptMissing(body === null)
    if (!body) return
    setError(null)
    setUnclearHint(null)
    setStreamed([])
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    generation.mutate(
      {
        body,
        signal: controller.signal,
        onMessage: (message) => setStreamed((messages) => [...messages, message]),
      },
      {
        onError: (failure) => {
          if (controller.signal.aborted) return
          if (failure instanceof ApiError && failure.code === 'unclear_request') {
            setUnclearHint(failure.detail)
            return
          }
          console.error('Message generation failed', failure)
          setError(generationErrorText(failure))
          setErrorRetryable(canRetry(failure))
        },
        // A generation counts against the daily quota; a refusal may mean the plan changed.
        onSettled: () => void invalidatePlan(queryClient),
      },
    )
  }

  return {
    prompt,
    setPrompt: (value: string) => {
      setPrompt(value)
      if (value.trim()) setPromptMissing(false)
    },
    promptMissing,
    promptTooLong,
    context,
    setContext,
    contextTooLong,
    /** A field holds more than the server reads: Generate is unavailable until it fits. */
    tooLong,
    ...settings,
    generate,
    generating: generation.isPending,
    elapsedSeconds,
    /** The stored messages once done; until then those streamed so far. */
    messages: generation.data?.generatedMessages ?? streamed,
    messageId: generation.data?.message_id ?? null,
    error,
    /** "Try again" is offered only where asking again can succeed. */
    canRetry: errorRetryable,
    dismissError: () => setError(null),
    unclearHint,
    dismissUnclearHint: () => setUnclearHint(null),
    /** Puts an example request in the prompt field, ready to edit or send. */
    applyExampleRequest: (example: string) => {
      setPrompt(example)
      setPromptMissing(false)
      setUnclearHint(null)
    },
  }
}

export type MessageGeneratorState = ReturnType<typeof useMessageGenerator>
