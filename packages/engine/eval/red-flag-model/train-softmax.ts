import { normalise, type SoftmaxModel } from '../../src/local/analyze/learned/softmax-model'

export interface Example {
  features: readonly string[]
  label: string
}

export interface TrainingOptions {
  epochs: number
  learningRate: number
  l2: number
  /** Features seen fewer times than this are not learned. */
  minCount: number
  seed: number
}

export const TRAINING: TrainingOptions = {
  epochs: 12,
  learningRate: 0.1,
  l2: 1e-5,
  minCount: 2,
  seed: 7,
}

/** Weights this small change no flag at the shipped threshold (the eval compares both). */
const PRUNE_BELOW = 0.25

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * Trains the shipped softmax model: AdaGrad over the examples in a seeded order, so the same data
 * always gives the same weights (the eval checks the shipped table against a fresh training).
 */
export function trainSoftmax(
  examples: readonly Example[],
  classes: readonly string[],
  options: TrainingOptions = TRAINING,
): SoftmaxModel {
  const counts = new Map<string, number>()
  for (const example of examples)
    for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1)
  const index = new Map<string, number>()
  for (const [feature, count] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1)))
    if (count >= options.minCount || feature === '#bias') index.set(feature, index.size)
  const width = classes.length
  const weights = new Float64Array(index.size * width)
  const squared = new Float64Array(index.size * width).fill(1e-8)
  const rows = examples.map((example) => ({
    features: example.features.flatMap((feature) => {
      const at = index.get(feature)
      return at === undefined ? [] : [at]
    }),
    label: classes.indexOf(example.label),
  }))
  const order = rows.map((_, at) => at)
  const random = seededRandom(options.seed)
  const scores = new Float64Array(width)
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let at = order.length - 1; at > 0; at--) {
      const other = Math.floor(random() * (at + 1))
      ;[order[at], order[other]] = [order[other] as number, order[at] as number]
    }
    for (const rowIndex of order) {
      const row = rows[rowIndex]
      if (!row || row.label < 0) continue
      probabilities(row.features, weights, width, scores)
      for (let label = 0; label < width; label++) {
        const gradient = (scores[label] ?? 0) - (label === row.label ? 1 : 0)
        for (const feature of row.features) {
          const at = feature * width + label
          const step = gradient + options.l2 * (weights[at] ?? 0)
          squared[at] = (squared[at] ?? 0) + step * step
          weights[at] = (weights[at] ?? 0) - (options.learningRate * step) / Math.sqrt(squared[at] ?? 1)
        }
      }
    }
  }
  return { classes: [...classes], weights: sparseWeightTable(index, weights, width, PRUNE_BELOW) }
}

/**
 * The trained word weights as shipped: a feature adds its weight to every class's score, so one
 * constant per feature changes no probability; taking away the median leaves most classes at zero,
 * and only weights of at least `pruneBelow` are kept.
 */
export function sparseWeightTable(
  index: ReadonlyMap<string, number>,
  weights: Float64Array,
  width: number,
  pruneBelow: number,
): Record<string, [number, number][]> {
  const table: Record<string, [number, number][]> = {}
  for (const [feature, at] of index) {
    const row = Array.from(weights.subarray(at * width, (at + 1) * width))
    const median = [...row].sort((a, b) => a - b)[Math.floor(width / 2)] ?? 0
    const pairs: [number, number][] = []
    for (const [label, weight] of row.entries()) {
      const centred = weight - median
      if (Math.abs(centred) >= pruneBelow) pairs.push([label, Math.round(centred * 1000) / 1000])
    }
    if (pairs.length > 0) table[feature] = pairs
  }
  return table
}

function probabilities(
  features: readonly number[],
  weights: Float64Array,
  width: number,
  into: Float64Array,
) {
  into.fill(0)
  for (const feature of features)
    for (let label = 0; label < width; label++)
      into[label] = (into[label] ?? 0) + (weights[feature * width + label] ?? 0)
  normalise(into)
}
