import type { UseCase } from '@tipsy/contracts'
import type { PhraseEdit } from '../../../src/local/text/phrases'
import { tidy } from '../../../src/local/text/tidy'

/** What one transformation did: the new text and, when it changed anything, a line for `changes`. */
export interface StepResult {
  text: string
  change: string | null
}

export type RewriteStep = (text: string, useCase: UseCase) => StepResult

export const unchanged = (text: string): StepResult => ({ text, change: null })

function quoteList(items: readonly string[]): string {
  const distinct = [...new Set(items.map((item) => item.trim()))]
  const shown = distinct.slice(0, 4).map((item) => `'${item}'`)
  return distinct.length > 4 ? `${shown.join(', ')}…` : shown.join(', ')
}

/** How a step names what it edits: "Removed" 2 "hedges". */
export interface EditLabel {
  verb: string
  singular: string
  plural: string
}

/** "Removed 2 hedges: 'I think', 'maybe'" — the verb, a counted noun and what was matched. */
export function describeEdits(label: EditLabel, matched: readonly string[]): string {
  const noun = matched.length === 1 ? label.singular : label.plural
  return `${label.verb} ${matched.length} ${noun}: ${quoteList(matched)}`
}

/** A phrase edit as a step result: the tidied text and its change line, or unchanged when nothing matched. */
export function fromEdit(text: string, edit: PhraseEdit, label: EditLabel, finish = tidy): StepResult {
  if (edit.matched.length === 0) return unchanged(text)
  return { text: finish(edit.text), change: describeEdits(label, edit.matched) }
}

/** A replacement edit as a step result: "Tightened 2 wordy phrases: 'in order to' → 'to', dropped 'as you know'". */
export function fromReplacements(
  text: string,
  edit: PhraseEdit,
  replacements: Readonly<Record<string, string>>,
  label: EditLabel,
): StepResult {
  if (edit.matched.length === 0) return unchanged(text)
  const noun = edit.matched.length === 1 ? label.singular : label.plural
  const examples = edit.matched.slice(0, 3).map((phrase) => {
    const replacement = replacements[phrase.toLowerCase().replaceAll('’', "'")]
    return replacement ? `'${phrase}' → '${replacement}'` : `dropped '${phrase}'`
  })
  return {
    text: tidy(edit.text),
    change: `${label.verb} ${edit.matched.length} ${noun}: ${examples.join(', ')}`,
  }
}

/** Runs steps in order and collects the change lines of those that did something. */
export function applySteps(
  text: string,
  useCase: UseCase,
  steps: readonly RewriteStep[],
): { text: string; changes: string[] } {
  const changes: string[] = []
  let current = text
  for (const step of steps) {
    const result = step(current, useCase)
    // A step never takes away every word (an all-emoji line, a message that was all filler).
    if (!/[\p{L}\p{N}]/u.test(result.text)) continue
    if (result.change !== null && result.text !== current) changes.push(result.change)
    current = result.text
  }
  return { text: current, changes }
}
