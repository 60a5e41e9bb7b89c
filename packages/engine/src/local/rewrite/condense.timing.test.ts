import { describe, expect, it } from 'vitest'
import { fastestCpuMilliseconds } from '../../testing/cpu-time'
import { condenseBody } from './condense'

// Timed alone (vitest.timing.config.ts): other test files beside it only add time.
describe('how long concise takes (issue 36)', () => {
  it('condenses hundreds of one-word sentences, or one sentence of hundreds of commas, in milliseconds', () => {
    // "k. " × 667 took 10 s: the knapsack copied and re-counted its cuts for every candidate.
    for (const unit of ['k. ', 'a, ', 'very ']) {
      const body = unit.repeat(2000 / unit.length).trim()
      condenseBody(body, 500)
      expect(
        fastestCpuMilliseconds(() => condenseBody(body, 500)),
        unit,
      ).toBeLessThan(100)
    }
  })
})
