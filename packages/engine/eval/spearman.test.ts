import { describe, expect, it } from 'vitest'
import { spearman } from './spearman'

describe('spearman', () => {
  it('is 1 for any increasing relation and −1 for a decreasing one', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 35, 1000])).toBeCloseTo(1)
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1)
  })

  it('averages tied ranks', () => {
    // Ranks of y: 1.5, 1.5, 3, 4 against 1, 2, 3, 4.
    expect(spearman([1, 2, 3, 4], [5, 5, 6, 7])).toBeCloseTo(0.9487, 3)
  })

  it('is 0 when one side does not vary, and refuses mismatched lists', () => {
    expect(spearman([1, 2, 3], [2, 2, 2])).toBe(0)
    expect(() => spearman([1, 2], [1])).toThrow()
  })
})
