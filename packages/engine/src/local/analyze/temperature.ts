import { INTENSIFIERS } from '../lexicon/intensifiers'
import { PROFANE_WORD } from '../lexicon/profanity'
import { isEmphaticCapitals } from '../text/casing'
import { isElongated } from '../text/elongation'
import { findEmoji } from '../text/tokens'
import { type SentimentResult, scoreSentiment } from './sentiment'
import { textFacts } from './text-facts'

export type TemperatureLabel = 'cold' | 'cool' | 'warm' | 'hot' | 'boiling'

export type ArousalCue =
  | 'capitals'
  | 'exclamations'
  | 'interrobangs'
  | 'intensifiers'
  | 'profanity'
  | 'emoji'
  | 'elongations'
  | 'strong words'

export interface TemperatureReport {
  value: number
  label: TemperatureLabel
  /** Each cue found, with how many degrees it added and the words behind it. */
  cues: { cue: ArousalCue; degrees: number; examples: string[] }[]
}

/** A flat, factual message sits here; feeling in the words warms it. */
const BASE_DEGREES = 15
const SENTIMENT_DEGREES = 25
/** Degrees per instance and the most one cue can add. */
const CUE_WEIGHTS: Record<ArousalCue, { each: number; cap: number }> = {
  capitals: { each: 8, cap: 30 },
  exclamations: { each: 4, cap: 20 },
  interrobangs: { each: 6, cap: 12 },
  intensifiers: { each: 3, cap: 15 },
  profanity: { each: 10, cap: 30 },
  emoji: { each: 3, cap: 15 },
  elongations: { each: 4, cap: 12 },
  'strong words': { each: 4, cap: 16 },
}
const WHOLE_MESSAGE_SHOUTING = 30
const PROFANE = new RegExp(`^${PROFANE_WORD}$`)

function labelFor(value: number): TemperatureLabel {
  if (value < 20) return 'cold'
  if (value < 40) return 'cool'
  if (value < 60) return 'warm'
  if (value < 80) return 'hot'
  return 'boiling'
}

function cueExamples(text: string, sentiment: SentimentResult): Record<ArousalCue, string[]> {
  const { tokens } = textFacts(text)
  return {
    capitals: tokens.filter((token) => isEmphaticCapitals(token.text)).map((token) => token.text),
    exclamations: text.match(/!/g) ?? [],
    interrobangs: text.match(/\?!|!\?|\?{2,}/g) ?? [],
    intensifiers: tokens
      .filter((token) => INTENSIFIERS[token.lower] !== undefined)
      .map((token) => token.text),
    profanity: tokens.filter((token) => PROFANE.test(token.lower)).map((token) => token.text),
    emoji: findEmoji(text).map((found) => found.emoji),
    elongations: tokens.filter((token) => isElongated(token.lower)).map((token) => token.text),
    'strong words': sentiment.drivers
      .filter((driver) => Math.abs(driver.contribution) >= 4)
      .map((driver) => driver.text),
  }
}

/**
 * Emotional temperature 0 (ice cold) – 100 (boiling): arousal, not whether it is good or bad.
 * Capitals, "!!!", "?!", intensifiers, profanity, emoji, held letters and strong words heat it up.
 */
export function temperatureReport(
  text: string,
  sentiment: SentimentResult = scoreSentiment(text),
): TemperatureReport {
  const examples = cueExamples(text, sentiment)
  const cues = (Object.keys(CUE_WEIGHTS) as ArousalCue[])
    .map((cue) => {
      const { each, cap } = CUE_WEIGHTS[cue]
      const shoutingBonus = cue === 'capitals' && textFacts(text).shouting ? WHOLE_MESSAGE_SHOUTING : 0
      return {
        cue,
        degrees: Math.min(cap, each * examples[cue].length) + shoutingBonus,
        examples: examples[cue],
      }
    })
    .filter((found) => found.degrees > 0)
    .sort((a, b) => b.degrees - a.degrees)
  const degrees =
    BASE_DEGREES +
    Math.abs(sentiment.score) * SENTIMENT_DEGREES +
    cues.reduce((sum, found) => sum + found.degrees, 0)
  const value = Math.round(Math.min(100, degrees))
  return { value, label: labelFor(value), cues }
}

export function emotionalTemperature(
  text: string,
  sentiment?: SentimentResult,
): { value: number; label: TemperatureLabel } {
  const { value, label } = temperatureReport(text, sentiment)
  return { value, label }
}
