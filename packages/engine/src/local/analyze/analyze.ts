import { type Analysis, analysisSchema, type UseCase } from '@tipsy/contracts'
import type { AnalyzeOptions } from '../../engine'
import { findEmoji } from '../text/tokens'
import { clarityReport } from './clarity'
import {
  holdSentiment,
  holdSentimentToTone,
  holdTemperature,
  sentimentAsRead,
  withoutHostileSpans,
} from './coherence'
import { assertAnalysable } from './input'
import { buildInsights } from './insights'
import { readLanguage } from './language'
import { detectRedFlags, type Judgement } from './red-flags'
import { scoreSentiment } from './sentiment'
import { temperatureReport } from './temperature'
import { classifyTone, unreadTone } from './tone'

/**
 * The local engine's analysis: sentiment, tone, clarity, emotional temperature, red flags and
 * insights, all from our own rules and word lists. Synchronous and fast (well under 2 ms for
 * 2,000 characters). Throws EngineError('invalid_input') for empty, over-long or binary input.
 * Text in another language gets a neutral reading (emoji still count) and an insight saying so.
 */
export function analyzeMessage(
  message: string,
  useCase: UseCase,
  options: AnalyzeOptions & { judgement?: Judgement | undefined } = {},
): Analysis {
  assertAnalysable(message)
  const { english } = readLanguage(message)
  const redFlags = detectRedFlags(message, useCase, options.localTime, undefined, options.judgement)
  // One reading drives every score: the flags' hostile words cannot lift the sentiment.
  const words = scoreSentiment(
    english
      ? withoutHostileSpans(message, redFlags)
      : findEmoji(message)
          .map((found) => found.emoji)
          .join(' '),
  )
  const readSentiment = english ? options.judgement?.reading.sentiment : undefined
  const wordSentiment = holdSentiment(readSentiment ? sentimentAsRead(words, readSentiment) : words, redFlags)
  const read = options.judgement?.reading.tone
  const tone = english
    ? classifyTone(message, { sentiment: wordSentiment, redFlags, read })
    : unreadTone(message, wordSentiment)
  const sentiment = holdSentimentToTone(wordSentiment, tone.value)
  const clarity = clarityReport(message, { english })
  const temperature = holdTemperature(temperatureReport(message, sentiment), redFlags, tone.value)
  return analysisSchema.parse({
    scores: {
      tone: { value: tone.value, description: tone.description },
      clarity: { score: clarity.score },
      emotional_temperature: { value: temperature.value, label: temperature.label },
      sentiment: { label: sentiment.label, score: sentiment.score },
    },
    red_flags: redFlags,
    insights: buildInsights({ sentiment, clarity, temperature, redFlags, english }),
  })
}
