import type { Analysis, RedFlag, UseCase } from '@tipsy/contracts'
import { analyzeMessage } from '../analyze/analyze'
import { STOPWORDS } from '../text/content-words'
import { splitFrame } from '../text/message-frame'
import { readSituation, type SituationReading } from './situation'

/**
 * The one reading of a message that every rewrite style works from: the local analysis (its red
 * flags with their spans, tone and sentiment) and what the message is about. The analysis runs
 * once per rewrite request; styles never re-detect what it found.
 */
export interface MessageReading extends SituationReading {
  message: string
  useCase: UseCase
  analysis: Analysis
  /** The flags every style must remove or rephrase (see `mustRepair`). */
  flags: RedFlag[]
  /** The reader's name when the message addresses them ("Hi Tom," / "Kevin,"), else null. */
  readerName: string | null
}

/**
 * Medium and high flags are the target. Low ones of a kind that hurts in any setting (an
 * ultimatum in a negotiation, a "friendly reminder") are fixed too; low ones about form
 * (a missing greeting, chat shorthand, length) are left to the styles that care about form.
 */
const FIXED_EVEN_WHEN_LOW = new Set([
  'passive_aggressive',
  'ultimatum',
  'absolute_language',
  'neediness',
  'pressure',
  'insult',
  'all_caps',
])

export function mustRepair(flag: RedFlag): boolean {
  return flag.span !== undefined && (flag.severity !== 'low' || FIXED_EVEN_WHEN_LOW.has(flag.type))
}

const TITLES = /^(?:mr|mrs|ms|miss|dr|prof|professor|coach)\.?$/i

/** "Hi Tom," → "Tom"; "Dear Mr. Patel," → "Mr. Patel"; "Kevin,\n\n…" → "Kevin". */
export function readerNameOf(message: string): string | null {
  const { greeting } = splitFrame(message)
  const fromGreeting = greeting
    ?.replace(/^\S+\s*/, '')
    .replace(/[\s,!.]+$/, '')
    .trim()
  if (fromGreeting && /^\p{Lu}/u.test(fromGreeting) && !/^(?:team|all|everyone|there)$/i.test(fromGreeting))
    return fromGreeting
  const vocative = /^\s*((?:(?:Mr|Mrs|Ms|Dr)\.? )?\p{Lu}[\p{L}'’-]+)(?:,|\s+(?=I\b))/u.exec(message)?.[1]
  if (!vocative) return null
  const word = vocative.toLowerCase()
  if (STOPWORDS.has(word) || TITLES.test(word) || /^(?:sorry|thanks|look|so|ok|okay|fine|wow)$/.test(word))
    return null
  return vocative
}

export function readMessage(message: string, useCase: UseCase): MessageReading {
  const analysis = analyzeMessage(message, useCase)
  return {
    message,
    useCase,
    analysis,
    flags: analysis.red_flags.filter(mustRepair),
    readerName: readerNameOf(message),
    ...readSituation(message, analysis, useCase),
  }
}
