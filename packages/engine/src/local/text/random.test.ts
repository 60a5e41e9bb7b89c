import { describe, expect, it } from 'vitest'
import { pickWeighted, seededRandom } from './random'

describe('pickWeighted', () => {
  it('draws in proportion to the weights and never a zero weight', () => {
    const random = seededRandom(9)
    const counts = { a: 0, b: 0, c: 0 }
    for (let draw = 0; draw < 4000; draw++) {
      const item = pickWeighted(random, ['a', 'b', 'c'] as const, (name) => ({ a: 1, b: 3, c: 0 })[name])
      if (item) counts[item]++
    }
    expect(counts.c).toBe(0)
    expect(counts.b / counts.a).toBeGreaterThan(2.5)
    expect(counts.b / counts.a).toBeLessThan(3.5)
  })

  it('gives nothing when no weight is above zero', () => {
    expect(pickWeighted(seededRandom(1), ['a'], () => 0)).toBeUndefined()
    expect(pickWeighted(seededRandom(1), [], () => 1)).toBeUndefined()
  })
})
