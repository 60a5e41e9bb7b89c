import { randomUUID } from 'node:crypto'
import type { Rewrite, RewriteStyle } from '@tipsy/contracts'
import type { CheckedRewrite } from '../local/rewrite/rewrite'
import type { LlmRewrites } from './llm-schemas'

const MAX_CHANGES = 6

/**
 * The contract's rewrites, in the order the styles were asked for. Each text goes through the
 * local check (`check`): a flag the model left in is repaired the way the local engine repairs
 * it, and the tone shift is measured by the local analysis — `originalTone` before, the
 * checked text's tone after — never taken from the model. Returns undefined when a requested
 * style is missing or empty: the answer is unusable and the caller says so.
 */
export function rewritesFromLlm(
  styles: readonly RewriteStyle[],
  answer: LlmRewrites,
  originalTone: string,
  check: (text: string) => CheckedRewrite,
): Rewrite[] | undefined {
  const rewrites: Rewrite[] = []
  for (const style of styles) {
    const rewrite = answer.rewrites[style]
    const answered = rewrite?.text.trim()
    if (!rewrite || !answered) return undefined
    const { text, changes, tone } = check(answered)
    rewrites.push({
      id: randomUUID(),
      style,
      text,
      character_count: [...text].length,
      changes: [...rewrite.changes.map((change) => change.trim()).filter(Boolean), ...changes].slice(
        0,
        MAX_CHANGES,
      ),
      tone_shift: { from: originalTone, to: tone },
    })
  }
  return rewrites
}
