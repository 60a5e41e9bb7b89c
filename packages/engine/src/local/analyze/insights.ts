import type { RedFlag } from '@tipsy/contracts'
import type { ClarityPenalty, ClarityReport } from './clarity'
import type { SentimentResult } from './sentiment'
import type { TemperatureReport } from './temperature'

export interface InsightInputs {
  sentiment: SentimentResult
  clarity: ClarityReport
  temperature: TemperatureReport
  redFlags: readonly RedFlag[]
  english: boolean
}

const MAX_INSIGHTS = 5

const quoted = (items: readonly string[], limit = 3) =>
  [...new Set(items.map((item) => item.replace(/\s+/g, ' ').trim()))]
    .slice(0, limit)
    .map((item) => `“${item}”`)
    .join(', ')

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function sentimentInsight({ sentiment }: InsightInputs): string {
  if (sentiment.heldBy)
    return `Sentiment reads ${sentiment.label}: ${quoted([sentiment.heldBy.text ?? sentiment.heldBy.type])} is how the reader will take it, whatever its friendlier words say.`
  const drivers = [...sentiment.drivers].sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))
  if (sentiment.heldByTone) {
    const against = drivers
      .filter((driver) => driver.contribution > 0 !== sentiment.score > 0)
      .map((driver) => driver.text)
    return `Sentiment reads ${sentiment.label}: the message as a whole reads ${sentiment.heldByTone}${against.length > 0 ? `, whatever ${quoted(against)} ${against.length === 1 ? 'says' : 'say'}` : ''}.`
  }
  if (sentiment.readWhole) {
    const words = drivers.map((driver) => driver.text)
    const leaning = sentiment.score > 0 ? 'lift' : 'pull'
    return `Sentiment is ${sentiment.label} (${sentiment.score}), read from the whole message${words.length > 0 ? `: ${quoted(words)} ${words.length === 1 ? `${leaning}s` : leaning} it${sentiment.score > 0 ? '' : ' down'}` : ''}.`
  }
  const negated = drivers.find((driver) => driver.negatedBy)
  if (negated) {
    const turned = negated.contribution > 0 ? 'into something positive' : 'into something negative'
    return `“${negated.negatedBy}” turns “${negated.text}” ${turned}; overall sentiment is ${sentiment.label} (${sentiment.score}).`
  }
  if (drivers.length === 0) return 'No words or emoji with emotional weight, so sentiment reads neutral.'
  const lifting = drivers.filter((driver) => driver.contribution > 0).map((driver) => driver.text)
  const sinking = drivers.filter((driver) => driver.contribution < 0).map((driver) => driver.text)
  const parts = [
    lifting.length > 0 ? `${quoted(lifting)} ${lifting.length === 1 ? 'lifts' : 'lift'} it` : '',
    sinking.length > 0 ? `${quoted(sinking)} ${sinking.length === 1 ? 'pulls' : 'pull'} it down` : '',
  ].filter(Boolean)
  return `Sentiment is ${sentiment.label} (${sentiment.score}): ${parts.join(', while ')}.`
}

function penaltyInsight(penalty: ClarityPenalty, clarity: ClarityReport): string {
  const examples = quoted(penalty.examples)
  const cost = `cost ${penalty.points} clarity points`
  switch (penalty.cause) {
    case 'hedges':
      return `${plural(penalty.examples.length, 'hedge')} (${examples}) ${cost}; they make the point sound unsure.`
    case 'filler':
      return `${plural(penalty.examples.length, 'filler word')} (${examples}) ${cost} without adding meaning.`
    case 'passive voice':
      return `Passive voice (${examples}) hides who does what and ${cost}.`
    case 'vagueness':
      return `Vague words (${examples}) leave the reader guessing and ${cost}.`
    case 'sentence length':
      return `The longest sentence has ${clarity.longestSentenceWords} words (${clarity.wordCount} words in ${plural(clarity.sentenceCount, 'sentence')}); splitting it would read faster.`
    case 'readability':
      return `Reading ease is ${clarity.readingEase} on the Flesch scale (plain English is 60–70): long words and sentences ${cost}.`
    case 'too short':
      return `At ${plural(clarity.wordCount, 'word')} the message gives the reader little to go on.`
    case 'no words':
      return 'Only emoji or symbols: the meaning depends entirely on how the reader takes them.'
  }
}

function clarityInsight({ clarity }: InsightInputs): string {
  const worst = clarity.penalties[0]
  if (worst) return penaltyInsight(worst, clarity)
  return `Clarity ${clarity.score}: ${plural(clarity.sentenceCount, 'sentence')} of at most ${clarity.longestSentenceWords} words, with no hedges, filler or passive voice.`
}

const CUE_NAMES: Record<string, string> = {
  capitals: 'Capitals',
  exclamations: 'Exclamation marks',
  interrobangs: '“?!” and “??”',
  intensifiers: 'Intensifiers',
  profanity: 'Profanity',
  emoji: 'Emoji',
  elongations: 'Stretched words',
  'strong words': 'Strong words',
}

function temperatureInsight({ temperature }: InsightInputs): string | undefined {
  const hottest = temperature.cues[0]
  if (!hottest) return undefined
  const examples =
    hottest.cue === 'exclamations' ? `${hottest.examples.length}×“!”` : quoted(hottest.examples)
  return `${CUE_NAMES[hottest.cue]} (${examples}) add ${hottest.degrees}° of heat: emotional temperature ${temperature.value}, ${temperature.label}.`
}

function redFlagInsight({ redFlags }: InsightInputs): string | undefined {
  const top = redFlags[0]
  if (!top) return undefined
  const others = redFlags.length - 1
  const description = top.description.charAt(0).toUpperCase() + top.description.slice(1)
  return `${description}${others > 0 ? ` (and ${plural(others, 'more red flag')})` : ''}.`
}

/**
 * 2–5 insights about this text: what drives each score, quoting the words behind it. Never a
 * generic tip: every line names a word, a number or a flag from the message.
 */
export function buildInsights(inputs: InsightInputs): string[] {
  const insights = [
    inputs.english
      ? undefined
      : 'This looks like a language other than English; the analysis is tuned for English, so sentiment, tone and clarity are rough.',
    redFlagInsight(inputs),
    sentimentInsight(inputs),
    clarityInsight(inputs),
    temperatureInsight(inputs),
  ].filter((insight): insight is string => insight !== undefined)
  return insights.slice(0, MAX_INSIGHTS)
}
