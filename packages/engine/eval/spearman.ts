/** Ranks with ties sharing their average rank (1-based). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
  const ranked = new Array<number>(values.length).fill(0)
  for (let start = 0; start < order.length; ) {
    let end = start
    while (end + 1 < order.length && order[end + 1]?.value === order[start]?.value) end++
    for (let position = start; position <= end; position++)
      ranked[order[position]?.index ?? 0] = (start + end) / 2 + 1
    start = end + 1
  }
  return ranked
}

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n
  let covariance = 0
  let varianceX = 0
  let varianceY = 0
  for (let index = 0; index < n; index++) {
    const dx = (xs[index] ?? 0) - meanX
    const dy = (ys[index] ?? 0) - meanY
    covariance += dx * dy
    varianceX += dx * dx
    varianceY += dy * dy
  }
  return varianceX === 0 || varianceY === 0 ? 0 : covariance / Math.sqrt(varianceX * varianceY)
}

/** Spearman's rank correlation: Pearson's r on the ranks (ties averaged). 0 when either side is constant. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length || xs.length < 2)
    throw new Error('spearman needs two lists of the same length ≥ 2')
  return pearson(ranks(xs), ranks(ys))
}
