import { useQueryClient } from '@tanstack/react-query'
import {
  GENERATE_CONTEXT_MAX_LENGTH,
  GENERATE_PROMPT_MAX_LENGTH,
  type GeneratedMessage,
} from '@tipsy/contracts'
import { useEffect, useRef, useState } from 'react'
import { invalidatePlan } from '~/api/get-plan'
import { ApiError, canRetry } from '~/lib/api-client'
import { unlessBlank } from '~/lib/drafts/draft-store'
import { usePersistedDraft, useRestoredDraft } from '~/lib/drafts/use-draft'
import { isPageUnloading } from '~/lib/page-lifecycle'
import { useGenerateMessages } from '../api/generate-messages-stream'
import { buildGenerateRequest } from '../lib/generate-request'
import { generationErrorText } from '../lib/generation-error-text'
import { generationInFlightDraft, generatorDraft } from '../lib/generator-drafts'
import { useElapsedSeconds } from './use-elapsed-seconds'
import { useGenerationRecovery } from './use-generation-recovery'
import { useToneSettings } from './use-tone-settings'

/** The generator's form and run state. */
export function useMessageGenerator() {
  const draft = useRestoredDraft(generatorDraft)
  const [prompt, setPrompt] = useState(draft?.prompt ?? '')
  const [context, setContext] = useState(draft?.context ?? '')
  const [promptMissing, setPromptMissing] = useState(false)
  const [streamed, setStreamed] = useState<GeneratedMessage[]>([])
  const [error, setError] = useState<string | null>(null)
  /** Whether the failure shown can pass when asked again (not a spent quota or a refused request). */
  const [errorRetryable, setErrorRetryable] = useState(false)
  /** The server could not read the request: how to phrase it, shown instead of an error. */
  const [unclearHint, setUnclearHint] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  const settings = useToneSettings(draft ?? undefined)
  const { platform, tones } = settings
  usePersistedDraft(generatorDraft, unlessBlank({ prompt, context, ...settings.toneChoices }))
  const recovery = useGenerationRecovery(generationInFlightDraft)
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
    settings.remember()
    setError(null)
    setUnclearHint(null)
    setStreamed([])
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    recovery.markStarted({ prompt: body.prompt })
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
        onSettled: () => {
          // Cut by a reload, the generation is the next page's to find in History.
          if (!isPageUnloading()) recovery.markEnded()
          // A generation counts against the daily quota; a refusal may mean the plan changed.
          void invalidatePlan(queryClient)
        },
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
    /** The stored messages once done; until then those streamed so far (or those recovered). */
    messages: recovery.recovered?.generatedMessages ?? generation.data?.generatedMessages ?? streamed,
    messageId: recovery.recovered?.message_id ?? generation.data?.message_id ?? null,
    /** A generation cut off by a reload: looked for in History, found, or not come. */
    recovery: {
      searching: recovery.searching,
      recovered: recovery.recovered !== null,
      notFound: recovery.notFound,
    },
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
