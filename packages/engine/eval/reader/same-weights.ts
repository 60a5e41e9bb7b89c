/**
 * Whether a freshly trained head is the shipped one. The heads keep their weights rounded (word
 * weights to 3 decimals, vectors to 4), and the encoder's floats differ in their last bits from
 * one CPU to another (found on an AMD EPYC machine: tone and sentiment vectors one 0.0001 off,
 * one act word weight 0.001 off), which moves a rounded weight by one unit: the same training is
 * equal up to the coarsest unit. A different training differs in its shape, its words or by more.
 */
export const WEIGHT_UNIT = 1e-3

export function sameWeights(fresh: unknown, shipped: unknown): boolean {
  if (typeof fresh === 'number' && typeof shipped === 'number') {
    return Math.abs(fresh - shipped) <= WEIGHT_UNIT * 1.5
  }
  if (Array.isArray(fresh) || Array.isArray(shipped)) {
    return (
      Array.isArray(fresh) &&
      Array.isArray(shipped) &&
      fresh.length === shipped.length &&
      fresh.every((value, index) => sameWeights(value, shipped[index]))
    )
  }
  if (fresh && shipped && typeof fresh === 'object' && typeof shipped === 'object') {
    const keys = Object.keys(fresh)
    return (
      keys.length === Object.keys(shipped).length &&
      keys.every(
        (key) =>
          key in shipped &&
          sameWeights(fresh[key as keyof typeof fresh], shipped[key as keyof typeof shipped]),
      )
    )
  }
  return fresh === shipped
}
