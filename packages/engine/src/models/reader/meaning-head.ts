import { normalise } from '../../local/analyze/learned/softmax-model'
import { type Sentence, splitSentences } from '../../local/text/tokens'

/**
 * A reader head: a multinomial logistic regression over two kinds of evidence about one stretch of
 * text (a whole message, or one of its sentences): the sentence encoder's vector, which knows what
 * was said, and the words, word pairs and triples of the text (`sentenceFeatures`), which know how
 * it was said. Trained by `npm run train:reader` on the dev splits only.
 */
export interface SoftmaxHead {
  classes: string[]
  /** The encoder's vector is multiplied by this before it meets its weights (trained with it). */
  vectorScale: number
  /** Per class: one weight per vector dimension. */
  vectorWeights: number[][]
  /** Word feature → [class index, weight] pairs; a feature not listed weighs nothing. */
  wordWeights: Record<string, [number, number][]>
}

/** The red-flag head: class 0 is "nothing wrong"; the others are kinds of harm. */
export interface MeaningHead extends SoftmaxHead {
  /** A message is flagged when "some harm" (1 − P(nothing wrong)) reaches this. */
  harmThreshold: number
  /** Below this the reader vetoes the rules' flags: the whole message reads as nothing wrong. */
  vetoBelow: number
  /** The severity the set's authors gave each kind most often. */
  severities: Record<string, 'high' | 'medium' | 'low'>
}

/** A head ready to score: word weights in a Map, so words named like Object members are only words. */
export interface ReadyHead<Head extends SoftmaxHead = MeaningHead> {
  head: Head
  wordWeights: ReadonlyMap<string, readonly (readonly [number, number])[]>
}

export function readyHead<Head extends SoftmaxHead>(head: Head): ReadyHead<Head> {
  return { head, wordWeights: new Map(Object.entries(head.wordWeights)) }
}

/** Each class's probability for one stretch of text, from its words and its vector. */
export function classProbabilities(
  { head, wordWeights }: ReadyHead<SoftmaxHead>,
  words: readonly string[],
  vector: Float32Array,
): Float64Array {
  const scores = new Float64Array(head.classes.length)
  for (const word of words) {
    const pairs = wordWeights.get(word)
    if (!pairs) continue
    for (const [label, weight] of pairs) scores[label] = (scores[label] ?? 0) + weight
  }
  for (let label = 0; label < scores.length; label++) {
    const weights = head.vectorWeights[label]
    if (!weights) continue
    let sum = 0
    for (let dimension = 0; dimension < vector.length; dimension++)
      sum += (weights[dimension] ?? 0) * (vector[dimension] ?? 0)
    scores[label] = (scores[label] ?? 0) + sum * head.vectorScale
  }
  normalise(scores)
  return scores
}

/** "Some harm": the probability of every class but "nothing wrong". */
export const harmOf = (probabilities: Float64Array) => 1 - (probabilities[0] ?? 1)

/** The most likely kind of harm (never "nothing wrong"). */
export function likeliestKind(head: MeaningHead, probabilities: Float64Array): string {
  let best = 1
  for (let label = 2; label < probabilities.length; label++)
    if ((probabilities[label] ?? 0) > (probabilities[best] ?? 0)) best = label
  return head.classes[best] ?? 'none'
}

/** The stretches a reading scores besides the whole message: its sentences. */
export function readerSpans(text: string): Sentence[] {
  return splitSentences(text)
}
