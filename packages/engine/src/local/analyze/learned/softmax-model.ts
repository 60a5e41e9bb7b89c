/**
 * A multinomial logistic regression over sparse binary features, as shipped: a table small enough
 * to read, scoring a sentence in microseconds. Trained by `eval/red-flag-model/train.ts`.
 */
export interface SoftmaxModel {
  classes: string[]
  /** Feature → [class index, weight] pairs; a feature not listed weighs nothing. */
  weights: Record<string, [number, number][]>
}

export function normalise(scores: Float64Array) {
  let max = Number.NEGATIVE_INFINITY
  for (const score of scores) max = Math.max(max, score)
  let sum = 0
  for (let label = 0; label < scores.length; label++) {
    scores[label] = Math.exp((scores[label] ?? 0) - max)
    sum += scores[label] ?? 0
  }
  for (let label = 0; label < scores.length; label++) scores[label] = (scores[label] ?? 0) / sum
}

/** Each class's probability for one example's features. */
export function classProbabilities(
  classCount: number,
  weights: ReadonlyMap<string, readonly (readonly [number, number])[]>,
  features: readonly string[],
): Float64Array {
  const scores = new Float64Array(classCount)
  for (const feature of features) {
    const pairs = weights.get(feature)
    if (!pairs) continue
    for (const [label, weight] of pairs) scores[label] = (scores[label] ?? 0) + weight
  }
  normalise(scores)
  return scores
}
