import { type Analysis, type RedFlag, sentimentLabels } from '@tipsy/contracts'
import type { SentimentResult } from './sentiment'
import type { TemperatureReport } from './temperature'

/**
 * One reading of a message drives every score: a message the red flags find hostile to its
 * reader is not "very positive" because its threat says "lovely", and a message that shouts or
 * threatens is not "cool". The flags are the reading; sentiment and temperature follow it.
 */

/** Flag types that aim something at the reader, whatever the friendly words around them. */
const HOSTILE_TYPES = new Set([
  'insult',
  'contempt',
  'criticism',
  'passive_aggressive',
  'threat',
  'ultimatum',
  'gaslighting',
  'guilt_trip',
  'isolation',
  'stonewalling',
  'defensiveness',
])
const THREATENING_TYPES = new Set(['threat', 'ultimatum'])
/** Where a shouted or threatening message sits at the least: "warm" (see temperature.ts). */
const HEATED_FLOOR = 40
/** A hostile message reads at least this negative ("negative" starts below −0.05). */
const HOSTILE_CEILING = -0.1

/** Shouting, or a medium/high threat or ultimatum: what no reader feels as cool. */
const shoutsOrThreatens = (flag: RedFlag) =>
  flag.type === 'all_caps' || (flag.severity !== 'low' && THREATENING_TYPES.has(flag.type))

export const isHostile = (flag: RedFlag) => flag.severity !== 'low' && HOSTILE_TYPES.has(flag.type)

/** The message with the words of its hostile spans blanked (offsets kept): "Fine." cannot lift it. */
export function withoutHostileSpans(message: string, redFlags: readonly RedFlag[]): string {
  let text = message
  for (const flag of redFlags) {
    if (!isHostile(flag) || !flag.span) continue
    const { start, end } = flag.span
    text = text.slice(0, start) + ' '.repeat(end - start) + text.slice(end)
  }
  return text
}

/**
 * The sentiment the reader reads in the whole message (it knows what was said, where the word
 * lists only know which words), explained by the words that lean its way.
 */
export function sentimentAsRead(
  words: SentimentResult,
  read: { label: string; score: number },
): SentimentResult {
  const label = sentimentLabels.find((known) => known === read.label) ?? words.label
  const sign = /positive/.test(label) ? 1 : /negative/.test(label) ? -1 : 0
  return {
    ...words,
    label,
    score: read.score,
    drivers: words.drivers.filter((driver) => sign !== 0 && Math.sign(driver.contribution) === sign),
    readWhole: true,
  }
}

/** Sentiment as the reader takes it: a hostile message never reads positive, and no word "lifts" it. */
export function holdSentiment(sentiment: SentimentResult, redFlags: readonly RedFlag[]): SentimentResult {
  const hostile = redFlags.find(isHostile)
  if (!hostile || sentiment.score <= HOSTILE_CEILING) return sentiment
  return {
    ...sentiment,
    label: 'negative',
    score: HOSTILE_CEILING,
    drivers: sentiment.drivers.filter((driver) => driver.contribution < 0),
    heldBy: hostile,
  }
}

/** A message read warm, playful, flirty or enthusiastic reads at least this positive, and the reverse. */
const TONE_HOLD = 0.1

/**
 * Sentiment as the tone reads it: a tone that says the writer feels good (or bad) about the reader
 * is not beside a sentiment of the other sign. The tone is the better reading of the two (the
 * reader's tone comes from what the message means; the sentiment from its words' valence).
 */
export function holdSentimentToTone(sentiment: SentimentResult, tone: string): SentimentResult {
  if (POSITIVE_TONES.has(tone) && sentiment.score < TONE_HOLD)
    return { ...sentiment, label: 'positive', score: TONE_HOLD, heldByTone: tone }
  if (NEGATIVE_TONES.has(tone) && sentiment.score > -TONE_HOLD)
    return { ...sentiment, label: 'negative', score: -TONE_HOLD, heldByTone: tone }
  return sentiment
}

/** Temperature as the reader feels it: shouting, a threat or an aggressive tone is at least "warm". */
export function holdTemperature(
  temperature: TemperatureReport,
  redFlags: readonly RedFlag[],
  tone?: string,
): TemperatureReport {
  const heated = tone === 'aggressive' || redFlags.some(shoutsOrThreatens)
  if (!heated || temperature.value >= HEATED_FLOOR) return temperature
  return { ...temperature, value: HEATED_FLOOR, label: 'warm' }
}

/** Tones that say the writer feels good about the reader or the news. */
export const POSITIVE_TONES: ReadonlySet<string> = new Set(['warm', 'playful', 'flirty', 'enthusiastic'])
/** Tones that say something is wrong between them. */
export const NEGATIVE_TONES: ReadonlySet<string> = new Set([
  'frustrated',
  'aggressive',
  'passive-aggressive',
  'sad',
])

/**
 * What a reader of the analysis screen would see contradict itself, one line per contradiction
 * (the coherence eval counts them; none should ever be shown): a hostile flag beside a positive
 * sentiment, shouting or a threat read as cool, a tone whose feeling the sentiment denies, and an
 * insight quoting a score the cards do not show.
 */
export function contradictionsIn(analysis: Analysis): string[] {
  const { tone, sentiment, emotional_temperature: temperature, clarity } = analysis.scores
  const found: string[] = []
  const positive = /positive/.test(sentiment.label)
  const negative = /negative/.test(sentiment.label)
  if (positive && analysis.red_flags.some(isHostile))
    found.push(`a hostile flag beside ${sentiment.label} sentiment`)
  const heated = analysis.red_flags.some(shoutsOrThreatens)
  if (heated && temperature.value < HEATED_FLOOR)
    found.push(`shouting or a threat read as ${temperature.label}`)
  if (tone.value === 'aggressive' && temperature.value < HEATED_FLOOR)
    found.push(`an aggressive tone read as ${temperature.label}`)
  if (POSITIVE_TONES.has(tone.value) && negative)
    found.push(`a ${tone.value} tone beside ${sentiment.label} sentiment`)
  if (NEGATIVE_TONES.has(tone.value) && positive)
    found.push(`a ${tone.value} tone beside ${sentiment.label} sentiment`)
  // "Neutral" says the message carries no strong feeling.
  if (tone.value === 'neutral' && /^very /.test(sentiment.label))
    found.push(`a ${tone.value} tone beside ${sentiment.label} sentiment`)
  for (const insight of analysis.insights) {
    const clarityQuoted = /^Clarity (\d+):/.exec(insight)?.[1]
    if (clarityQuoted && Number(clarityQuoted) !== clarity.score)
      found.push(`an insight says clarity ${clarityQuoted}, the card ${clarity.score}`)
    const sentimentQuoted =
      /^Sentiment (?:is|reads) (very positive|very negative|positive|negative|neutral)\b/.exec(insight)?.[1]
    if (sentimentQuoted && sentimentQuoted !== sentiment.label)
      found.push(`an insight says sentiment ${sentimentQuoted}, the card ${sentiment.label}`)
    const temperatureQuoted = /emotional temperature (\d+), ([a-z]+)\.$/.exec(insight)
    if (temperatureQuoted && Number(temperatureQuoted[1]) !== temperature.value)
      found.push(`an insight says temperature ${temperatureQuoted[1]}, the card ${temperature.value}`)
  }
  return found
}
