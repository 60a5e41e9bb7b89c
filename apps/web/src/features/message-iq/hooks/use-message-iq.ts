import { useQueryClient } from '@tanstack/react-query'
import { MESSAGE_MAX_LENGTH, type UseCase } from '@tipsy/contracts'
import { useState } from 'react'
import { invalidatePlan } from '~/api/get-plan'
import { usePreferences } from '~/api/get-preferences'
import { useRememberPreferences } from '~/api/update-preferences'
import { canRetry } from '~/lib/api-client'
import { usePersistedDraft, useRestoredDraft } from '~/lib/drafts/use-draft'
import { useAnalyzeMessage } from '../api/analyze-message'
import { useRewriteMessage } from '../api/rewrite-message'
import { detailUnder, emptyMessageText, type MessageIqAction, messageIqErrorText } from '../lib/error-text'
import { messageIqDraft } from '../lib/message-iq-draft'
import { countCharacters, firstCharacters } from '../lib/text-stats'
import { useGrammar } from './use-grammar'

export const DEFAULT_USE_CASE: UseCase = 'general'

/**
 * The MessageIQ screen's state (docs/product.md §4): the message, the use case, two separate busy states,
 * the latest analysis and rewrites, and one error box.
 */
export function useMessageIq() {
  const draft = useRestoredDraft(messageIqDraft)
  const [message, setMessage] = useState(draft?.message ?? '')
  /** The use case the user picked; until they pick one, their saved default applies. */
  const [chosenUseCase, setUseCase] = useState<UseCase | undefined>(draft?.useCase)
  const defaultUseCase = usePreferences().data?.preferences.defaultUseCase ?? DEFAULT_USE_CASE
  const useCase = chosenUseCase ?? defaultUseCase
  const rememberPreferences = useRememberPreferences()
  usePersistedDraft(
    messageIqDraft,
    message || chosenUseCase ? { message, ...(chosenUseCase ? { useCase: chosenUseCase } : {}) } : null,
  )
  const [error, setErrorText] = useState<string | null>(null)
  const [errorDetail, setErrorDetail] = useState<string | null>(null)
  /** The request that failed, so "Try again" can repeat it (only when repeating it can succeed). */
  const [failed, setFailed] = useState<MessageIqAction | null>(null)
  /** Set when the message was cut to the limit at the user's request. */
  const [trimmedFrom, setTrimmedFrom] = useState<number | null>(null)
  const queryClient = useQueryClient()
  const analysis = useAnalyzeMessage()
  const rewrites = useRewriteMessage()
  const grammar = useGrammar(message, (next) => {
    setMessage(next)
    setTrimmedFrom(null)
  })

  const busy = analysis.isPending || rewrites.isPending
  /** A result belongs to the text and use case it was made from: once either changes, it is stale. */
  const madeFrom = (input: { message: string; useCase: UseCase } | undefined) =>
    input !== undefined && input.message === message && input.useCase === useCase
  const analysisStale = analysis.data !== undefined && !madeFrom(analysis.variables)
  const rewritesStale = rewrites.data !== undefined && !madeFrom(rewrites.variables)
  // Pasted text is never cut silently: over the limit it stays as it is and the actions wait.
  const tooLong = countCharacters(message) > MESSAGE_MAX_LENGTH
  const canSubmit = message.trim().length > 0 && !busy && !tooLong

  function start(action: MessageIqAction): boolean {
    if (busy || tooLong) return false
    if (!message.trim()) {
      setError(emptyMessageText(action))
      return false
    }
    setError(null)
    setFailed(null)
    rememberPreferences({ defaultUseCase: useCase })
    return true
  }

  /** The error box: the text of docs/product.md §8, and the server's detail under it. */
  function setError(text: string | null, detail: string | null = null) {
    setErrorText(text)
    setErrorDetail(detail)
  }

  const callbacks = (action: MessageIqAction) => ({
    onError: (failure: unknown) => {
      const text = messageIqErrorText(failure, action)
      setError(text, detailUnder(failure, text))
      setFailed(canRetry(failure) ? action : null)
    },
    // Analyses and rewrites count against the daily quota.
    onSettled: () => void invalidatePlan(queryClient),
  })

  function analyze() {
    if (!start('analyze')) return
    // A new analysis replaces both results: rewrites of another text go with the old analysis.
    if (rewritesStale) rewrites.reset()
    // Grammar is asked for at the same moment and shown when it arrives (docs/decisions/0011).
    analysis.mutate({ message, useCase }, callbacks('analyze'))
    grammar.start({ message, useCase })
  }

  function rewrite() {
    if (start('rewrite')) rewrites.mutate({ message, useCase }, callbacks('rewrite'))
  }

  function retry() {
    if (failed === 'analyze') analyze()
    else if (failed === 'rewrite') rewrite()
  }

  function reset() {
    setTrimmedFrom(null)
    setFailed(null)
    setMessage('')
    setUseCase(undefined)
    setError(null)
    analysis.reset()
    rewrites.reset()
    grammar.reset()
  }

  return {
    message,
    setMessage: (next: string) => {
      setMessage(next)
      setTrimmedFrom(null)
    },
    tooLong,
    /** Keeps the first 2,000 characters of a message that is over the limit. */
    keepFirstCharacters: () => {
      setTrimmedFrom(countCharacters(message))
      setMessage(firstCharacters(message, MESSAGE_MAX_LENGTH))
    },
    /** The length the message had before it was cut to the limit, while it is. */
    trimmedFrom,
    useCase,
    setUseCase,
    /** The use case is not the user's default: Reset brings the default back. */
    useCaseChanged: useCase !== defaultUseCase,
    error,
    errorDetail,
    setError,
    dismissError: () => {
      setError(null)
      setFailed(null)
    },
    /** Repeats the request that failed; null when nothing failed. */
    retry: failed && !tooLong ? retry : null,
    analyze,
    rewrite,
    reset,
    analyzing: analysis.isPending,
    rewriting: rewrites.isPending,
    canSubmit,
    /** The text or use case changed since the analysis: it no longer describes the message. */
    analysisStale,
    /** The text or use case changed since the rewrites: they are not rewrites of this message. */
    rewritesStale,
    /** The analysis with the exact text it describes (its spans point into that text). */
    analysis:
      analysis.data && analysis.variables
        ? { result: analysis.data, text: analysis.variables.message }
        : null,
    rewrites: rewrites.data?.rewrites ?? null,
    grammar,
    /** Changes whenever a new set of rewrites arrives, so the carousel starts again at 0. */
    rewritesKey: rewrites.submittedAt,
  }
}

export type MessageIqState = ReturnType<typeof useMessageIq>
