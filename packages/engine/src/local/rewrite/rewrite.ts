import { randomUUID } from 'node:crypto'
import { type Rewrite, type RewriteStyle, rewriteSchema, type UseCase } from '@tipsy/contracts'
import { EngineError } from '../../engine'
import { assertAnalysable } from '../analyze/input'
import { classifyTone } from '../analyze/tone'
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
