import { sentenceFeatures } from '../../local/analyze/learned/sentence-features'
import { classProbabilities, type ReadyHead, type SoftmaxHead } from './meaning-head'
import type { ReaderPass } from './sentence-encoder'

/**
 * The reader's sentiment head: how positive the whole message feels to its reader, in the five
 * labels of the analysis, over the same vector and word features as the other heads. Trained by
 * `npm run train:reader` on the dev split of the blind tone set, where each message's writer gave it.
 */
export type SentimentHead = SoftmaxHead

/** Where each label sits on the −1 … 1 scale, and the range its score may take (the analysis' cut points). */
const SCALE: Record<string, { value: number; min: number; max: number }> = {
  'very negative': { value: -0.8, min: -1, max: -0.6 },
  negative: { value: -0.35, min: -0.59, max: -0.06 },
  neutral: { value: 0, min: -0.05, max: 0.05 },
  positive: { value: 0.35, min: 0.06, max: 0.59 },
  'very positive': { value: 0.8, min: 0.6, max: 1 },
}
export const sentimentHeadClasses = Object.keys(SCALE)

export interface SentimentReading {
  label: string
  /** The probability-weighted position on the scale, kept inside the label's own range. */
  score: number
}

export function readSentiment(
  ready: ReadyHead<SentimentHead>,
  text: string,
  pass: ReaderPass,
): SentimentReading {
  const probabilities = classProbabilities(ready, sentenceFeatures(text), pass.message)
  let best = 0
  let expected = 0
  ready.head.classes.forEach((label, index) => {
    if ((probabilities[index] ?? 0) > (probabilities[best] ?? 0)) best = index
    expected += (probabilities[index] ?? 0) * (SCALE[label]?.value ?? 0)
  })
  const label = ready.head.classes[best] ?? 'neutral'
  const range = SCALE[label] ?? SCALE.neutral
  const score = Math.min(range?.max ?? 0, Math.max(range?.min ?? 0, expected))
  return { label, score: Math.round(score * 1000) / 1000 }
}
