// Frozen copy of packages/engine/src/local/rewrite as it was before issue 12 (main at 8a75355): the
// rewrite eval's "engine as it was" baseline. Not used by the product; do not improve it.
import { randomUUID } from 'node:crypto'
import { type Rewrite, type RewriteStyle, rewriteSchema, type UseCase } from '@tipsy/contracts'
import { EngineError } from '../../../src/engine'
import { assertAnalysable } from '../../../src/local/analyze/input'
import { classifyTone } from '../../../src/local/analyze/tone'
import { rewriteInStyles } from './styles'

/**
 * The local engine's rewrites: each style a real transformation of the message (see styles.ts),
 * with what was done in `changes` and the tone before and after as the analyser reads it.
 */
export function rewriteMessage(message: string, useCase: UseCase, styles: RewriteStyle[]): Rewrite[] {
  assertAnalysable(message)
  if (!/\p{L}/u.test(message)) throw new EngineError('invalid_input', 'The message has no words to rewrite')
  const from = classifyTone(message).value
  return rewriteInStyles(message, useCase, [...new Set(styles)]).map(({ style, text, changes }) =>
    rewriteSchema.parse({
      id: randomUUID(),
      style,
      text,
      character_count: [...text].length,
      changes,
      tone_shift: { from, to: classifyTone(text).value },
    }),
  )
}
