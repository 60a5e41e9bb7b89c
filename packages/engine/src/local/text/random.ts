/** A small, fast seeded PRNG (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A stable 32-bit hash of a string (FNV-1a), to derive seeds from text. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Draws an item with probability proportional to its weight; undefined when no weight is above 0. */
export function pickWeighted<T>(
  random: () => number,
  items: readonly T[],
  weightOf: (item: T) => number,
): T | undefined {
  const weights = items.map(weightOf)
  let threshold = random() * weights.reduce((sum, weight) => sum + weight, 0)
  for (const [index, item] of items.entries()) {
    const weight = weights[index] ?? 0
    if (weight <= 0) continue
    threshold -= weight
    if (threshold < 0) return item
  }
  return items.findLast((_, index) => (weights[index] ?? 0) > 0)
}
