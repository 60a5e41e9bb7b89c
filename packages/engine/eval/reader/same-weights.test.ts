import { describe, expect, it } from 'vitest'
import { sameWeights } from './same-weights'

describe('sameWeights', () => {
  it('takes a weight moved by one unit of its stored rounding as the same training', () => {
    const shipped = { classes: ['a', 'b'], vectorWeights: [[0.1234, -0.5]], wordWeights: { hey: [0.01, 0] } }
    const fresh = { classes: ['a', 'b'], vectorWeights: [[0.1235, -0.5]], wordWeights: { hey: [0.009, 0] } }
    expect(sameWeights(fresh, shipped)).toBe(true)
  })

  it('tells a different training: a weight further off, another word, another shape or label', () => {
    const shipped = { classes: ['a', 'b'], vectorWeights: [[0.1234, -0.5]], wordWeights: { hey: [0.01, 0] } }
    expect(sameWeights({ ...shipped, vectorWeights: [[0.1264, -0.5]] }, shipped)).toBe(false)
    expect(sameWeights({ ...shipped, wordWeights: { hi: [0.01, 0] } }, shipped)).toBe(false)
    expect(sameWeights({ ...shipped, wordWeights: { hey: [0.01, 0], hi: [0, 0] } }, shipped)).toBe(false)
    expect(sameWeights({ ...shipped, vectorWeights: [[0.1234]] }, shipped)).toBe(false)
    expect(sameWeights({ ...shipped, classes: ['a', 'c'] }, shipped)).toBe(false)
  })
})
