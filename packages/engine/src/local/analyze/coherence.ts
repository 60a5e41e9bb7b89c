import type { RedFlag } from '@tipsy/contracts'
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

/** Temperature as the reader feels it: shouting or a threat is at least "warm". */
export function holdTemperature(
  temperature: TemperatureReport,
  redFlags: readonly RedFlag[],
): TemperatureReport {
  const heated = redFlags.some(
    (flag) => flag.type === 'all_caps' || (flag.severity !== 'low' && THREATENING_TYPES.has(flag.type)),
  )
  if (!heated || temperature.value >= HEATED_FLOOR) return temperature
  return { ...temperature, value: HEATED_FLOOR, label: 'warm' }
}
