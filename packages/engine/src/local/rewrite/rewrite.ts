import { randomUUID } from 'node:crypto'
import { type Rewrite, type RewriteStyle, rewriteSchema, type UseCase } from '@tipsy/contracts'
import { EngineError } from '../../engine'
import { analyzeMessage } from '../analyze/analyze'
import { assertAnalysable } from '../analyze/input'
import { finish } from './finish'
import { type MessageReading, mustRepair, readMessage } from './reading'
import { repairFlags } from './repair/repair-flags'
import { rewriteInStyles, type StyledText } from './styles'

/** How often a rewrite is read again and repaired: a repair can uncover one more flag ("Fine."). */
const CHECK_ROUNDS = 3

/**
 * Reads the finished rewrite the way MessageIQ would. A flag its own words brought back (a style
 * step that turned a phrase into one the analysis flags) is repaired the same way.
 */
function checked(styled: StyledText, reading: MessageReading): { styled: StyledText; tone: string } {
  let current = styled
  for (let round = 0; ; round++) {
    const analysis = analyzeMessage(current.text, reading.useCase)
    const flags = analysis.red_flags.filter(mustRepair)
    if (flags.length === 0 || round === CHECK_ROUNDS)
      return { styled: current, tone: analysis.scores.tone.value }
    const repaired = repairFlags(current.text, flags, reading.useCase)
    const text = finish(repaired.text, reading).text
    if (text === current.text || !/\p{L}/u.test(text))
      return { styled: current, tone: analysis.scores.tone.value }
    current = { ...current, text, changes: [...current.changes, ...repaired.changes] }
  }
}

/**
 * The local engine's rewrites. The message is analysed once (red flags with their spans, tone,
 * what it is about); every style starts by removing or rephrasing the flagged spans, then
 * transforms the message its own way. The tone shift is measured: the rewrite is analysed again.
 */
export function rewriteMessage(message: string, useCase: UseCase, styles: RewriteStyle[]): Rewrite[] {
  assertAnalysable(message)
  if (!/\p{L}/u.test(message)) throw new EngineError('invalid_input', 'The message has no words to rewrite')
  const reading = readMessage(message, useCase)
  const from = reading.analysis.scores.tone.value
  return rewriteInStyles(reading, [...new Set(styles)]).map((styledText) => {
    const { styled, tone } = checked(styledText, reading)
    return rewriteSchema.parse({
      id: randomUUID(),
      style: styled.style,
      text: styled.text,
      character_count: [...styled.text].length,
      changes: styled.changes,
      tone_shift: { from, to: tone },
    })
  })
}
