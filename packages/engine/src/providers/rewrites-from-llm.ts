import { randomUUID } from 'node:crypto'
import type { Rewrite, RewriteStyle } from '@tipsy/contracts'
import type { LlmRewrites } from './llm-schemas'

const MAX_CHANGES = 6

/**
 * The contract's rewrites, in the order the styles were asked for. Returns undefined when a
 * requested style is missing or empty: the answer is unusable and the caller says so.
 */
export function rewritesFromLlm(styles: readonly RewriteStyle[], answer: LlmRewrites): Rewrite[] | undefined {
  const rewrites: Rewrite[] = []
  for (const style of styles) {
    const rewrite = answer.rewrites[style]
    const text = rewrite?.text.trim()
    if (!rewrite || !text) return undefined
    rewrites.push({
      id: randomUUID(),
      style,
      text,
      character_count: text.length,
      changes: rewrite.changes
        .map((change) => change.trim())
        .filter(Boolean)
        .slice(0, MAX_CHANGES),
      tone_shift: { from: answer.original_tone.trim(), to: rewrite.tone.trim() },
    })
  }
  return rewrites
}
