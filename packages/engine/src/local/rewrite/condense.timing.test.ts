import { describe, expect, it } from 'vitest'
import { fastestCpuMilliseconds } from '../../testing/cpu-time'
import { condenseBody } from './condense'

// Timed alone (vitest.timing.config.ts): other test files beside it only add time.
describe('how long concise takes (issue 36)', () => {
  it('condenses hundreds of one-word sentences, or one sentence of hundreds of commas, in milliseconds', () => {
    // "k. " × 667 took 10 s: the knapsack copied and re-counted its cuts for every candidate. It
    // takes ~55 ms of CPU now; a neighbour on the host has doubled that (113 ms in one CI run), so
    // the bound is the engine's whole budget for a call, 250 ms: a regression is seconds.
    for (const unit of ['k. ', 'a, ', 'very ']) {
      const body = unit.repeat(2000 / unit.length).trim()
      condenseBody(body, 500)
      expect(
        fastestCpuMilliseconds(() => condenseBody(body, 500)),
        unit,
      ).toBeLessThan(250)
    }
  })
})
