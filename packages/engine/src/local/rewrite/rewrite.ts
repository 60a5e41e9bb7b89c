import { randomUUID } from 'node:crypto'
import {
  type Analysis,
  MESSAGE_MAX_LENGTH,
  type Rewrite,
  type RewriteStyle,
  rewriteSchema,
  type UseCase,
} from '@tipsy/contracts'
import { EngineError } from '../../engine'
import { analyzeMessage } from '../analyze/analyze'
import { assertAnalysable } from '../analyze/input'
import { finishText } from './finish'
import { withinMessageLimit } from './message-limit'
import { mustRepair, readMessage } from './reading'
import { repairFlags } from './repair/repair-flags'
import { rewriteInStyles } from './styles'

/** How often a rewrite is read again and repaired: a repair can uncover one more flag ("Fine."). */
const CHECK_ROUNDS = 3
const CUT_TO_LIMIT = `Cut to fit the ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')}-character limit`

export interface CheckedRewrite {
  text: string
  /** What the check repaired, for the rewrite's `changes`. */
  changes: string[]
  /** The rewrite's tone as the analysis reads it. */
  tone: string
}

/**
 * Reads a finished rewrite the way MessageIQ would and repairs any flag still in it the same way
 * the styles do (a style step can bring one back; a language model can keep one). Any provider's
 * rewrite goes through here, so every rewrite's tone shift is measured, not asserted, and every
 * rewrite fits the message limit.
 */
export function checkRewrite(
  text: string,
  useCase: UseCase,
  analyze: (text: string) => Analysis = (checked) => analyzeMessage(checked, useCase),
): CheckedRewrite {
  let current = withinMessageLimit(text)
  const changes: string[] = current === text ? [] : [CUT_TO_LIMIT]
  for (let round = 0; ; round++) {
    const analysis = analyze(current)
    const tone = analysis.scores.tone.value
    const flags = analysis.red_flags.filter(mustRepair)
    if (flags.length === 0 || round === CHECK_ROUNDS) return { text: current, changes, tone }
    const repaired = repairFlags(current, flags, useCase)
    const next = withinMessageLimit(finishText(repaired.text))
    if (next === current || !/\p{L}/u.test(next)) return { text: current, changes, tone }
    current = next
    changes.push(...repaired.changes)
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
  // Styles often meet on the same text while being checked (a hostile message does, round after
  // round): each text is read once per call.
  const analyses = new Map<string, Analysis>()
  const analyze = (text: string) => {
    const analysis = analyses.get(text) ?? analyzeMessage(text, useCase)
    analyses.set(text, analysis)
    return analysis
  }
  return rewriteInStyles(reading, [...new Set(styles)]).map((styledText) => {
    const { text, changes, tone } = checkRewrite(styledText.text, useCase, analyze)
    return rewriteSchema.parse({
      id: randomUUID(),
      style: styledText.style,
      text,
      character_count: [...text].length,
      changes: [...styledText.changes, ...changes],
      tone_shift: { from, to: tone },
    })
  })
}
