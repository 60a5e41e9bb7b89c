import { readFileSync } from 'node:fs'
import vader from 'vader-sentiment'
import { analyzeMessage } from '../src/local/analyze/analyze'
import { readsAsEnglish } from '../src/local/analyze/language'
import type { EvalRow } from './eval-row'
import { spearman } from './spearman'

/** One short social message (eval/data/social-blind.json), written and labelled blind. */
export interface SocialMessage {
  text: string
  /** ISO 639-1 code of the language it is written in. */
  language: string
  /** The author's reading, −2 very negative … 2 very positive. */
  sentiment: -2 | -1 | 0 | 1 | 2
  sarcastic?: boolean
  split: 'dev' | 'heldout'
}

export function loadSocialSet(): SocialMessage[] {
  return JSON.parse(readFileSync(new URL('./data/social-blind.json', import.meta.url), 'utf8'))
}

const round = (value: number) => Math.round(value * 1000) / 1000
/** Below this share of other-language messages recognised, the neutral reading has stopped being honest. */
const FOREIGN_FLOOR = 0.8

/**
 * Short social messages (mentions, links, hashtags, emoji): how many English ones are read as
 * "not English" (target 0), how many in other languages are recognised, and how well the analysis
 * sentiment ranks the messages against the labels, beside VADER's compound score of the same
 * texts. Per split; tuning reads only `dev`.
 */
export function evaluateSocial(): EvalRow[] {
  const all = loadSocialSet()
  const rows: EvalRow[] = []
  for (const split of ['dev', 'heldout'] as const) {
    const messages = all.filter((message) => message.split === split)
    const english = messages.filter((message) => message.language === 'en')
    const foreign = messages.filter((message) => message.language !== 'en')
    const misread = english.filter((message) => !readsAsEnglish(message.text)).length
    const recognised = foreign.filter((message) => !readsAsEnglish(message.text)).length
    const labels = messages.map((message) => message.sentiment)
    const ours = spearman(
      messages.map((message) => analyzeMessage(message.text, 'general').scores.sentiment.score),
      labels,
    )
    const baseline = spearman(
      messages.map((message) => vader.SentimentIntensityAnalyzer.polarity_scores(message.text).compound),
      labels,
    )
    rows.push(
      {
        area: 'social',
        metric: `${split}: English messages read as not English (of ${english.length})`,
        value: misread,
        target: '= 0',
        pass: misread === 0,
      },
      {
        area: 'social',
        metric: `${split}: other-language messages recognised (${recognised} of ${foreign.length})`,
        value: round(recognised / foreign.length),
        target: `≥ ${FOREIGN_FLOOR}`,
        pass: recognised / foreign.length >= FOREIGN_FLOOR,
      },
      {
        area: 'social',
        metric: `${split}: sentiment Spearman ρ with the labels (${messages.length} messages)`,
        value: round(ours),
        baseline: { label: 'VADER (vader-sentiment) compound', value: round(baseline) },
        target: '≥ baseline',
        pass: ours >= baseline,
      },
    )
  }
  return rows
}
