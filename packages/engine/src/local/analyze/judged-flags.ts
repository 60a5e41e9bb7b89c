import type { RedFlag, UseCase } from '@tipsy/contracts'
import type { MeaningHead } from '../../models/reader/meaning-head'
import type { MessageReading } from '../../models/reader/meaning-reader'
import { LEARNED_WORDINGS } from './learned/learned-wordings'
import { PROFANITY_SEVERITY } from './rules/profanity'
import { flagAt, quote, type RedFlagType, severityIn } from './rules/rule'

/**
 * Red flags with the reader's judgement of the whole message first (docs/decisions/0020). A message
 * the reader finds harmless overrules the rules' guesses (but not the clock's); one it finds
 * harmful keeps them, and where
 * no flag sits on the sentence the reader finds most harmful, that sentence is flagged with the
 * kind the reader reads there.
 */
/** Flags the words alone cannot show (the writer's clock): the reader has no say over them. */
const BEYOND_THE_WORDS = new Set<string>(['late_night'])

export function judgedFlags(
  text: string,
  useCase: UseCase,
  flags: readonly RedFlag[],
  reading: MessageReading,
  head: Pick<MeaningHead, 'harmThreshold' | 'vetoBelow' | 'severities'>,
): RedFlag[] {
  if (reading.harm < head.vetoBelow) return flags.filter((flag) => BEYOND_THE_WORDS.has(flag.type))
  if (reading.harm < head.harmThreshold) return [...flags]
  const worst = reading.sentences.reduce<MessageReading['sentences'][number] | undefined>(
    (best, sentence) => (best === undefined || sentence.harm > best.harm ? sentence : best),
    undefined,
  )
  const where = worst ?? { start: 0, end: text.length, kind: reading.kind }
  if (flags.some((flag) => flag.span && flag.span.start < where.end && where.start < flag.span.end))
    return [...flags]
  const type = [where.kind, reading.kind].find((kind) => kind in LEARNED_WORDINGS) as RedFlagType | undefined
  const wording = type && LEARNED_WORDINGS[type]
  if (!type || !wording) return [...flags]
  const severity = type === 'profanity' ? severityIn(PROFANITY_SEVERITY, useCase) : head.severities[type]
  if (!severity) return [...flags]
  const flagged = text.slice(where.start, where.end)
  return [
    ...flags,
    flagAt(text, where.start, where.end, {
      type,
      severity,
      description: `${quote(flagged)} may read as ${wording.harm}`,
      suggestion: wording.suggestion,
    }),
  ]
}
