import { analyzeMessage } from '../src/local/analyze/analyze'
import { isHostile } from '../src/local/analyze/coherence'
import { detectRedFlags } from '../src/local/analyze/red-flags'
import { scoreSentiment } from '../src/local/analyze/sentiment'
import { temperatureReport } from '../src/local/analyze/temperature'
import { classifyTone } from '../src/local/analyze/tone'
import type { EvalRow } from './eval-row'
import { loadBlindRedFlags } from './red-flags-blind'

interface Reading {
  sentiment: string
  temperature: string
  tone: string
}

/** Tones that say nothing is wrong: a message with a hostile flag read in one contradicts it. */
const UNTROUBLED_TONES = new Set(['neutral', 'warm', 'playful', 'flirty', 'enthusiastic'])

/** Scores that contradict the message's own flags (issue 13's coherence check). */
function contradictions(
  messages: { text: string; useCase: Parameters<typeof analyzeMessage>[1] }[],
  read: (text: string, useCase: Parameters<typeof analyzeMessage>[1]) => Reading,
) {
  let positiveHostile = 0
  let untroubledHostile = 0
  let coolHeated = 0
  let hostile = 0
  let heated = 0
  for (const { text, useCase } of messages) {
    const flags = detectRedFlags(text, useCase)
    const reading = read(text, useCase)
    if (flags.some(isHostile)) {
      hostile++
      if (/positive/.test(reading.sentiment)) positiveHostile++
      if (UNTROUBLED_TONES.has(reading.tone)) untroubledHostile++
    }
    const shoutsOrThreatens = flags.some(
      (flag) =>
        flag.type === 'all_caps' || (flag.severity !== 'low' && /^(?:threat|ultimatum)$/.test(flag.type)),
    )
    if (shoutsOrThreatens) {
      heated++
      if (/^(?:cool|cold)$/.test(reading.temperature)) coolHeated++
    }
  }
  return { positiveHostile, untroubledHostile, coolHeated, hostile, heated }
}

/**
 * On the blind red-flag set, no message with a medium/high hostile flag reads positive and none
 * that shouts or threatens reads "cool" — beside the same scores taken from the words alone, as
 * the analysis read them before its flags drove them.
 */
export async function evaluateCoherence(): Promise<EvalRow[]> {
  const messages = loadBlindRedFlags()
  const ours = contradictions(messages, (text, useCase) => {
    const { scores } = analyzeMessage(text, useCase)
    return {
      sentiment: scores.sentiment.label,
      temperature: scores.emotional_temperature.label,
      tone: scores.tone.value,
    }
  })
  const wordsAlone = contradictions(messages, (text) => {
    const sentiment = scoreSentiment(text)
    return {
      sentiment: sentiment.label,
      temperature: temperatureReport(text, sentiment).label,
      tone: classifyTone(text, { sentiment, redFlags: [] }).value,
    }
  })
  const area = `coherence (blind red-flag set, ${messages.length})`
  return [
    {
      area,
      metric: `hostile (medium/high) flag, yet positive sentiment (of ${ours.hostile})`,
      value: ours.positiveHostile,
      unit: '',
      baseline: { label: 'scores from the words alone', value: wordsAlone.positiveHostile },
      target: '0',
      pass: ours.positiveHostile === 0,
    },
    {
      area,
      metric: `hostile (medium/high) flag, yet a neutral or friendly tone (of ${ours.hostile})`,
      value: ours.untroubledHostile,
      unit: '',
      baseline: { label: 'scores from the words alone', value: wordsAlone.untroubledHostile },
      target: 'reported',
      pass: true,
    },
    {
      area,
      metric: `shouts or threatens, yet "cool" or "cold" (of ${ours.heated})`,
      value: ours.coolHeated,
      unit: '',
      baseline: { label: 'scores from the words alone', value: wordsAlone.coolHeated },
      target: '0',
      pass: ours.coolHeated === 0,
    },
  ]
}
