import type { GrammarProblem } from '@tipsy/contracts'
import { useState } from 'react'
import { type GrammarInput, useCheckGrammar } from '../api/check-grammar'
import { applyAllFixes, applyFix, type GrammarState } from '../lib/grammar-fixes'

/**
 * Grammar and spelling beside the analysis: checked when the analysis is asked for, shown when it
 * arrives. Applying a fix changes the composer's message and the problems still open; once the
 * writer edits the message by hand, the check is stale until the next Analyze.
 */
export function useGrammar(message: string, setMessage: (next: string) => void) {
  const check = useCheckGrammar()
  /** The checked text after the fixes applied so far; null until a fix is applied. */
  const [fixed, setFixed] = useState<GrammarState | null>(null)

  const checked: GrammarState | null =
    check.data && check.variables ? { text: check.variables.message, problems: check.data.problems } : null
  const state = fixed ?? checked

  function update(next: GrammarState) {
    setFixed(next)
    setMessage(next.text)
  }

  return {
    start: (input: GrammarInput) => {
      setFixed(null)
      check.mutate(input)
    },
    reset: () => {
      setFixed(null)
      check.reset()
    },
    checking: check.isPending,
    failed: check.isError,
    /** Checks again the text as fixed so far (the composer holds it). */
    retry: () => {
      if (!check.variables) return
      const message = fixed?.text ?? check.variables.message
      setFixed(null)
      check.mutate({ ...check.variables, message })
    },
    /** Why the last check lacks part of the spelling check (asking again may find more); null when complete. */
    partial: check.data?.partial ?? null,
    /** The checked text and its open problems, or null before a check has answered. */
    state,
    /** The message was edited since the check: its spans no longer point into it. */
    stale: state !== null && state.text !== message,
    apply: (problem: GrammarProblem, replacement: string) => {
      if (state) update(applyFix(state, problem, replacement))
    },
    fixAll: () => {
      if (state) update(applyAllFixes(state))
    },
  }
}

export type GrammarCheck = ReturnType<typeof useGrammar>
