import { readFileSync } from 'node:fs'
import type { UseCase } from '@tipsy/contracts'
import { detectRedFlags } from '../src/local/analyze/red-flags'
import { phraseFlagTypes } from '../src/local/analyze/rules/rule'
import { INSULTS, PROFANITY_STEMS } from '../src/local/lexicon/profanity'
import { findPhrase } from '../src/local/text/tokens'
import type { EvalRow } from './eval-row'

/**
 * The types this set was labelled for. The act types added since (threat, contempt, scam …) are
 * measured on the blind set; here a scam flagged on a message labelled only `money_request` would
 * count as a false alarm for want of a label.
 */
export const LABELLED_TYPES = phraseFlagTypes
type LabelledType = (typeof LABELLED_TYPES)[number]

/** One hand-written, hand-labelled message (eval/data/red-flags.json). `localTime` (HH:MM) is the writer's clock, for late-night rules. */
export interface LabelledMessage {
  text: string
  useCase: UseCase
  flags: LabelledType[]
  localTime?: string
  /** Absent for the first set; "holdout" and "holdout-2" were written after the rules existed. */
  split?: 'holdout' | 'holdout-2'
}

export function loadRedFlagSet(): LabelledMessage[] {
  return JSON.parse(readFileSync(new URL('./data/red-flags.json', import.meta.url), 'utf8'))
}

/**
 * The baseline: the obvious keywords for each type, matched as whole words anywhere, with no
 * context, use case or time of day. What a first attempt would ship.
 */
const KEYWORDS: Record<LabelledType, readonly string[]> = {
  passive_aggressive: [
    'per my last email',
    'fine',
    'whatever',
    'i guess',
    'as i already said',
    'no offense',
    'k',
  ],
  ultimatum: ["if you don't", 'last chance', 'or else', 'final offer', 'take it or leave it'],
  absolute_language: ['never', 'always', 'every time'],
  neediness: ['hello', "why aren't you", 'answer me', 'are you there', 'did you get my', 'ignoring me'],
  pressure: ['right now', 'asap', 'you have to', 'you owe me', 'immediately', 'you need to'],
  insult: INSULTS,
  profanity: PROFANITY_STEMS,
  oversharing: [],
  all_caps: [],
  money_request: ['money', 'gift card', 'wire', 'bank', 'crypto', 'bitcoin', 'venmo'],
  apology_overload: ['sorry', 'apologize', 'apologies'],
  drunk_text: ['miss you', 'u up', 'are you up', 'love you'],
  missing_greeting: [],
  too_casual: ['lol', 'u', 'omg', 'gonna', 'thx', 'pls'],
}

function keywordFlags(message: LabelledMessage): LabelledType[] {
  const { text } = message
  const found = LABELLED_TYPES.filter((type) =>
    KEYWORDS[type].some((keyword) => findPhrase(text, keyword).length > 0),
  )
  if (text.length > 300) found.push('oversharing')
  if (/\b[A-Z]{2,}\b/.test(text)) found.push('all_caps')
  if (message.useCase === 'work_email' && !/^(?:hi|hello|hey|dear)\b/i.test(text))
    found.push('missing_greeting')
  return found
}

function ourFlags(message: LabelledMessage): LabelledType[] {
  return [
    ...new Set(
      detectRedFlags(message.text, message.useCase, message.localTime)
        .map((flag) => flag.type as LabelledType)
        .filter((type) => LABELLED_TYPES.includes(type)),
    ),
  ]
}

interface Counts {
  truePositives: number
  falsePositives: number
  falseNegatives: number
}

export interface RedFlagScores {
  micro: { precision: number; recall: number }
  perType: Record<LabelledType, { precision: number; recall: number; positives: number }>
  /** Messages where the prediction differs from the label, for tuning and review. */
  mistakes: { text: string; useCase: UseCase; expected: LabelledType[]; got: LabelledType[] }[]
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole)

export function scoreDetector(
  messages: readonly LabelledMessage[],
  detect: (message: LabelledMessage) => LabelledType[],
): RedFlagScores {
  const total: Counts = { truePositives: 0, falsePositives: 0, falseNegatives: 0 }
  const byType = new Map<LabelledType, Counts>(
    LABELLED_TYPES.map((type) => [type, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }]),
  )
  const mistakes: RedFlagScores['mistakes'] = []
  for (const message of messages) {
    const got = new Set(detect(message))
    const expected = new Set(message.flags)
    for (const type of LABELLED_TYPES) {
      const counts = byType.get(type) as Counts
      const key = got.has(type)
        ? expected.has(type)
          ? 'truePositives'
          : 'falsePositives'
        : expected.has(type)
          ? 'falseNegatives'
          : undefined
      if (!key) continue
      counts[key]++
      total[key]++
    }
    if (got.size !== expected.size || [...got].some((type) => !expected.has(type))) {
      mistakes.push({ text: message.text, useCase: message.useCase, expected: [...expected], got: [...got] })
    }
  }
  const perType = Object.fromEntries(
    [...byType].map(([type, counts]) => [
      type,
      {
        precision: ratio(counts.truePositives, counts.truePositives + counts.falsePositives),
        recall: ratio(counts.truePositives, counts.truePositives + counts.falseNegatives),
        positives: counts.truePositives + counts.falseNegatives,
      },
    ]),
  ) as RedFlagScores['perType']
  return {
    micro: {
      precision: ratio(total.truePositives, total.truePositives + total.falsePositives),
      recall: ratio(total.truePositives, total.truePositives + total.falseNegatives),
    },
    perType,
    mistakes,
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000
const f1 = ({ precision, recall }: { precision: number; recall: number }) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)

const PRECISION_TARGET = 0.9
const RECALL_TARGET = 0.85
const baseline = (value: number) => ({ label: 'keyword matcher', value: round(value) })

/** Micro precision and recall of our rules on some messages, beside the keyword matcher on the same. */
function microRows(messages: readonly LabelledMessage[], which: string): EvalRow[] {
  const ours = scoreDetector(messages, ourFlags).micro
  const keywords = scoreDetector(messages, keywordFlags).micro
  return [
    { name: 'precision', value: ours.precision, keyword: keywords.precision, target: PRECISION_TARGET },
    { name: 'recall', value: ours.recall, keyword: keywords.recall, target: RECALL_TARGET },
  ].map(({ name, value, keyword, target }) => ({
    area: 'red flags',
    metric: `micro ${name}, ${messages.length} ${which}`,
    value: round(value),
    baseline: baseline(keyword),
    target: `≥ ${target.toFixed(2)}`,
    pass: value >= target,
  }))
}

/** Micro precision and recall over flag types on our labelled set, and F1 per type, each beside the keyword baseline. */
export async function evaluateRedFlags(): Promise<EvalRow[]> {
  const messages = loadRedFlagSet()
  const ours = scoreDetector(messages, ourFlags)
  const keywords = scoreDetector(messages, keywordFlags)
  const rows: EvalRow[] = [
    ...microRows(messages, 'messages'),
    ...microRows(
      messages.filter((message) => message.split !== undefined),
      'written after the rules',
    ),
  ]
  for (const type of LABELLED_TYPES) {
    const score = f1(ours.perType[type])
    const keywordScore = f1(keywords.perType[type])
    rows.push({
      area: 'red flags',
      metric: `F1 ${type} (${ours.perType[type].positives} positives)`,
      value: round(score),
      baseline: baseline(keywordScore),
      target: '≥ baseline',
      pass: score >= keywordScore,
    })
  }
  return rows
}

export { keywordFlags, ourFlags }
