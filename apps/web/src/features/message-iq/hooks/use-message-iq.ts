import { useQueryClient } from '@tanstack/react-query'
import { MESSAGE_MAX_LENGTH, type UseCase } from '@tipsy/contracts'
import { useState } from 'react'
import { invalidatePlan } from '~/api/get-plan'
import { useAnalyzeMessage } from '../api/analyze-message'
import { useRewriteMessage } from '../api/rewrite-message'
import { emptyMessageText, type MessageIqAction, messageIqErrorText, quotaDetail } from '../lib/error-text'
import { countCharacters, firstCharacters } from '../lib/text-stats'
import { useGrammar } from './use-grammar'

export const DEFAULT_USE_CASE: UseCase = 'general'

/**
 * The MessageIQ screen's state (docs/product.md §4): the message, the use case, two separate busy states,
 * the latest analysis and rewrites, and one error box.
 */
export function useMessageIq() {
  const [message, setMessage] = useState('')
  const [useCase, setUseCase] = useState<UseCase>(DEFAULT_USE_CASE)
  const [error, setErrorText] = useState<string | null>(null)
  const [errorDetail, setErrorDetail] = useState<string | null>(null)
  /** The request that failed, so "Try again" can repeat it. */
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
    return true
  }

  /** The error box: the text of docs/product.md §8, and the server's quota detail beside it for a 429. */
  function setError(text: string | null, detail: string | null = null) {
    setErrorText(text)
    setErrorDetail(detail)
  }

  const callbacks = (action: MessageIqAction) => ({
    onError: (failure: unknown) => {
      setError(messageIqErrorText(failure, action), quotaDetail(failure))
      setFailed(action)
    },
    // Analyses and rewrites count against the daily quota.
    onSettled: () => void invalidatePlan(queryClient),
  })

  function analyze() {
    if (!start('analyze')) return
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
    setUseCase(DEFAULT_USE_CASE)
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
