import type { RedFlag, UseCase } from '@tipsy/contracts'
import type { MeaningHead } from '../../models/reader/meaning-head'
import type { MessageReading } from '../../models/reader/meaning-reader'
import { judgedFlags } from './judged-flags'
import { type LearnedReader, learnedFlags, SHIPPED_READER } from './learned/learned-flags'
import { absolutes } from './rules/absolutes'
import { apologyOverload } from './rules/apologies'
import { contempt } from './rules/contempt'
import { criticism } from './rules/criticism'
import { defensiveness } from './rules/defensiveness'
import { drunkFromText, drunkText } from './rules/drunk-text'
import { gaslighting } from './rules/gaslighting'
import { guiltTrips } from './rules/guilt-trips'
import { insults } from './rules/insults'
import { isolation } from './rules/isolation'
import { lateNight } from './rules/late-night'
import { moneyRequests } from './rules/money'
import { monitoring } from './rules/monitoring'
import { neediness } from './rules/neediness'
import { oversharing } from './rules/oversharing'
import { passiveAggression } from './rules/passive-aggression'
import { pressure } from './rules/pressure'
import { profanity } from './rules/profanity'
import { type Rule, ruleContext } from './rules/rule'
import { sarcasm, talkingDown } from './rules/sarcasm'
import { scams } from './rules/scams'
import { sexualPressure } from './rules/sexual-pressure'
import { shouting } from './rules/shouting'
import { showingUp } from './rules/showing-up'
import { stonewalling } from './rules/stonewalling'
import { threats } from './rules/threats'
import { ultimatums } from './rules/ultimatums'
import { missingGreeting, tooCasual } from './rules/work-email'

/** In priority order: when a rule flags a stretch already flagged with the same type, the earlier flag stays. */
const RULES: Rule[] = [
  threats,
  sexualPressure,
  scams,
  monitoring,
  isolation,
  gaslighting,
  contempt,
  insults,
  moneyRequests,
  ultimatums,
  criticism,
  guiltTrips,
  defensiveness,
  stonewalling,
  showingUp,
  lateNight,
  passiveAggression,
  sarcasm,
  talkingDown,
  absolutes,
  neediness,
  pressure,
  profanity,
  shouting,
  apologyOverload,
  drunkText,
  drunkFromText,
  oversharing,
  missingGreeting,
  tooCasual,
]

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const
/** More of one kind adds nothing the first three do not already say. */
const MAX_FLAGS_PER_TYPE = 3

function overlaps(a: RedFlag, b: RedFlag): boolean {
  return (
    a.span !== undefined && b.span !== undefined && a.span.start < b.span.end && b.span.start < a.span.end
  )
}

/**
 * One flag per stretch and type ("Whatever." is one passive-aggressive flag even when two patterns
 * match it), at most three per type. Different problems on the same words are kept: "YOU NEVER
 * LISTEN" is both shouting and an absolute.
 */
function deduplicate(flags: readonly RedFlag[]): RedFlag[] {
  const kept: RedFlag[] = []
  // Only flags of the same type compete, and at most three of a type are kept: a message of a
  // thousand flagged lines is compared with three flags each, not with every flag kept.
  const keptOfType = new Map<string, RedFlag[]>()
  for (const flag of flags) {
    const sameType = keptOfType.get(flag.type) ?? []
    const duplicate = sameType.some((other) => overlaps(flag, other))
    const full = sameType.length >= MAX_FLAGS_PER_TYPE
    if (!duplicate && !full) {
      kept.push(flag)
      keptOfType.set(flag.type, [...sameType, flag])
    }
  }
  return kept
}

/** The reader's view of one message, and the head that read it (its thresholds). */
export interface Judgement {
  reading: MessageReading
  head: Pick<MeaningHead, 'harmThreshold' | 'vetoBelow' | 'severities'>
}

/**
 * Red flags from the documented rule set (see README.md beside this file), aware of the use case
 * and, for late-night texts, of the time, then from the learned model on the sentences no rule
 * flagged, then judged whole by the sentence encoder when it is live (`judgement`). Each flag
 * quotes exactly the characters it matched.
 * Sorted by severity, then by position.
 */
export function detectRedFlags(
  text: string,
  useCase: UseCase,
  localTime?: string,
  /** `null` for the rules alone (the eval's baseline). */
  reader: LearnedReader | null = SHIPPED_READER,
  /** The sentence encoder's reading of the message, when the encoder is live. */
  judgement?: Judgement,
): RedFlag[] {
  const context = ruleContext(text, useCase, localTime)
  const ruled = RULES.flatMap((rule) => rule(context))
  const found = deduplicate(reader ? [...ruled, ...learnedFlags(context, ruled, reader)] : ruled)
  const flags = judgement ? judgedFlags(text, useCase, found, judgement.reading, judgement.head) : found
  return flags.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || (a.span?.start ?? 0) - (b.span?.start ?? 0),
  )
}
