import { FILLERS } from '../lexicon/fillers'
import { HEDGES } from '../lexicon/hedges'
import { VAGUE_PHRASES } from '../lexicon/vague-words'
import { execAll } from '../text/exec-all'
import { phrasePattern } from '../text/phrases'
import { fleschReadingEase } from '../text/readability'
import { countTokensWithin } from '../text/tokens'
import { textFacts } from './text-facts'

export type ClarityCause =
  | 'readability'
  | 'sentence length'
  | 'hedges'
  | 'filler'
  | 'passive voice'
  | 'vagueness'
  | 'too short'
  | 'no words'

export interface ClarityPenalty {
  cause: ClarityCause
  points: number
  /** The words behind it, as written (hedges, fillers, passive phrases, vague words). */
  examples: string[]
}

export interface ClarityReport {
  score: number
  readingEase: number
  wordCount: number
  sentenceCount: number
  longestSentenceWords: number
  penalties: ClarityPenalty[]
}

/** "Like" and "well" are filler only when set off by commas ("it was, like, huge"), not in "I like it". */
const COMMA_ONLY_FILLERS = new Set(['like', 'well'])
/** be/get + past participle: "was sent", "were being reviewed", "got lost". Emotional -ed adjectives excluded. */
const PASSIVE =
  /\b(?:am|is|are|was|were|be|been|being|get|gets|got|gotten)\s+(?:\w+ly\s+)?(?:being\s+)?(\w+ed|done|made|given|taken|seen|written|sent|told|known|shown|found|built|paid|held|kept|broken|chosen|forgotten|spoken|stolen|thrown|bought|caught|brought|taught|sold|lost|left)\b/gi
const NOT_PASSIVE = new Set([
  'tired',
  'excited',
  'interested',
  'worried',
  'bored',
  'scared',
  'married',
  'supposed',
  'used',
  'pleased',
  'surprised',
  'confused',
  'annoyed',
  'stressed',
  'disappointed',
  'thrilled',
  'delighted',
  'concerned',
  'involved',
  'related',
  'located',
  'based',
  'engaged',
  'prepared',
  'obsessed',
  'exhausted',
  'relieved',
  'embarrassed',
  'amazed',
  'impressed',
  'overwhelmed',
  'satisfied',
  'qualified',
  'focused',
])

/** Points taken per instance, and the most one cause can take. */
const WEIGHTS: Record<'hedges' | 'filler' | 'passive voice' | 'vagueness', { each: number; cap: number }> = {
  hedges: { each: 5, cap: 25 },
  filler: { each: 4, cap: 20 },
  'passive voice': { each: 4, cap: 16 },
  vagueness: { each: 4, cap: 16 },
}
/** Plain English reads at 60–70 on Flesch's scale; below that each point costs half a clarity point. */
const PLAIN_READING_EASE = 65
const COMFORTABLE_SENTENCE_WORDS = 20
const LONG_SENTENCE_WORDS = 35
const NO_WORDS_SCORE = 30

function matchesOf(text: string, pattern: RegExp): RegExpMatchArray[] {
  return execAll(text, pattern)
}

function fillersIn(text: string): string[] {
  return matchesOf(text, phrasePattern(FILLERS))
    .filter((match) => {
      if (!COMMA_ONLY_FILLERS.has(match[0].toLowerCase())) return true
      const start = match.index ?? 0
      const before = text.slice(0, start).trimEnd()
      const after = text.slice(start + match[0].length).trimStart()
      return before.endsWith(',') || after.startsWith(',') || before === ''
    })
    .map((match) => match[0])
}

function passivesIn(text: string): string[] {
  return matchesOf(text, PASSIVE)
    .filter((match) => !NOT_PASSIVE.has((match[1] ?? '').toLowerCase()))
    .map((match) => match[0])
}

function counted(cause: keyof typeof WEIGHTS, examples: string[]): ClarityPenalty {
  const { each, cap } = WEIGHTS[cause]
  return { cause, points: Math.min(cap, each * examples.length), examples }
}

/**
 * Clarity 0–100: starts at 100 and loses points for hard reading (Flesch reading ease below plain
 * English), long sentences, hedges, filler, passive voice and vague words. Every penalty keeps the
 * words that caused it, so insights can quote them. `english: false` keeps only the
 * language-independent parts (sentence length).
 */
export function clarityReport(text: string, options: { english?: boolean } = {}): ClarityReport {
  const english = options.english ?? true
  const { tokens, sentences } = textFacts(text)
  const words = tokens.filter((token) => /\p{L}/u.test(token.text))
  const longestSentenceWords = Math.max(
    0,
    ...sentences.map((sentence) => countTokensWithin(tokens, sentence.start, sentence.end)),
  )
  const readingEase = fleschReadingEase(words, Math.max(1, sentences.length))
  const base = {
    readingEase: Math.round(readingEase),
    wordCount: words.length,
    sentenceCount: sentences.length,
    longestSentenceWords,
  }
  if (words.length === 0) {
    return {
      ...base,
      score: NO_WORDS_SCORE,
      penalties: [{ cause: 'no words', points: 100 - NO_WORDS_SCORE, examples: [] }],
    }
  }

  const averageWords = words.length / Math.max(1, sentences.length)
  const penalties: ClarityPenalty[] = [
    {
      cause: 'sentence length',
      points:
        Math.min(20, Math.max(0, averageWords - COMFORTABLE_SENTENCE_WORDS) * 1.5) +
        Math.min(10, Math.max(0, longestSentenceWords - LONG_SENTENCE_WORDS) * 0.5),
      examples: [],
    },
    { cause: 'too short', points: words.length <= 2 ? 15 : 0, examples: [] },
  ]
  if (english) {
    penalties.push(
      {
        cause: 'readability',
        points: Math.min(30, Math.max(0, PLAIN_READING_EASE - readingEase) * 0.5),
        examples: [],
      },
      counted(
        'hedges',
        matchesOf(text, phrasePattern(HEDGES)).map((match) => match[0]),
      ),
      counted('filler', fillersIn(text)),
      counted('passive voice', passivesIn(text)),
      counted(
        'vagueness',
        matchesOf(text, phrasePattern(VAGUE_PHRASES)).map((match) => match[0]),
      ),
    )
  }
  const charged = penalties
    .map((penalty) => ({ ...penalty, points: Math.round(penalty.points) }))
    .filter((penalty) => penalty.points > 0)
    .sort((a, b) => b.points - a.points)
  const score = Math.max(0, Math.min(100, 100 - charged.reduce((sum, penalty) => sum + penalty.points, 0)))
  return { ...base, score, penalties: charged }
}

/** Clarity as a percentage (see clarityReport for how it is made). */
export function scoreClarity(text: string): number {
  return clarityReport(text).score
}
