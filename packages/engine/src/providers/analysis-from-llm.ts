import type { Analysis, RedFlag } from '@tipsy/contracts'
import { wordTable } from '../local/lexicon/word-table'
import { escapeRegExp } from '../local/text/escape-regexp'
import { findPhrase } from '../local/text/tokens'
import type { LlmAnalysis } from './llm-schemas'
import { SEVERITIES, TONE_VALUES } from './prompts'

type Severity = RedFlag['severity']
type MeasuredScores = Pick<Analysis['scores'], 'clarity' | 'sentiment' | 'emotional_temperature'>

const MAX_RED_FLAGS = 10
const MAX_INSIGHTS = 5

/** Words models use instead of our three severities. Anything unrecognised counts as medium. */
const SEVERITY_SYNONYMS: Record<string, Severity> = wordTable({
  critical: 'high',
  severe: 'high',
  serious: 'high',
  major: 'high',
  moderate: 'medium',
  warning: 'medium',
  minor: 'low',
  mild: 'low',
  slight: 'low',
  info: 'low',
})

/**
 * The contract's analysis from the model's reading plus our measured scores. Spans are found
 * in the message ourselves: a quote the message does not contain is dropped, never trusted.
 */
export function analysisFromLlm(message: string, answer: LlmAnalysis, measured: MeasuredScores): Analysis {
  return {
    scores: {
      tone: { value: toneValue(answer.tone.value), description: answer.tone.description.trim() },
      clarity: { score: clamp(measured.clarity.score, 0, 100) },
      emotional_temperature: {
        value: clamp(measured.emotional_temperature.value, 0, 100),
        label: measured.emotional_temperature.label,
      },
      sentiment: { label: measured.sentiment.label, score: clamp(measured.sentiment.score, -1, 1) },
    },
    red_flags: uniqueBy(
      answer.red_flags.map((flag) => toRedFlag(message, flag)),
      (flag) => `${flag.type}:${flag.span?.start ?? flag.description}`,
    ).slice(0, MAX_RED_FLAGS),
    insights: uniqueBy(answer.insights.map((insight) => insight.trim()).filter(Boolean), (insight) =>
      insight.toLowerCase(),
    ).slice(0, MAX_INSIGHTS),
  }
}

function toRedFlag(message: string, flag: LlmAnalysis['red_flags'][number]): RedFlag {
  const span = locateQuote(message, flag.text)
  return {
    type: flag.type
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
    severity: toSeverity(flag.severity),
    ...(span && { text: message.slice(span.start, span.end), span }),
    description: flag.description.trim(),
    suggestion: flag.suggestion.trim(),
  }
}

export function toSeverity(value: string): Severity {
  const word = value.trim().toLowerCase()
  return SEVERITIES.find((severity) => severity === word) ?? SEVERITY_SYNONYMS[word] ?? 'medium'
}

/** Our tone names in our spelling when the model used one of them; its own word, trimmed, otherwise. */
function toneValue(value: string): string {
  const word = value.trim()
  return Object.keys(TONE_VALUES).find((tone) => tone === word.toLowerCase()) ?? word
}

/**
 * Where the model's quote sits in the message: as a whole phrase first, then anywhere
 * (case-insensitive, any run of whitespace) — models re-space and re-case what they copy.
 */
export function locateQuote(message: string, quote: string): { start: number; end: number } | undefined {
  const wanted = quote.trim().replace(/^["“”'‘’]+|["“”'‘’]+$/g, '')
  if (!wanted) return undefined
  const whole = findPhrase(message, wanted)[0]
  if (whole) return whole
  const pattern = wanted
    .split(/\s+/)
    .map((word) => escapeRegExp(word))
    .join('\\s+')
  const match = new RegExp(pattern, 'iu').exec(message)
  return match ? { start: match.index, end: match.index + match[0].length } : undefined
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const id = key(item)
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}
