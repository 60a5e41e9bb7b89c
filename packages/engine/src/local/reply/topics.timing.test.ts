import { describe, expect, it } from 'vitest'
import { fastestCpuMilliseconds } from '../../testing/cpu-time'
import { topicPart } from './topics'

// Timed alone (vitest.timing.config.ts): other test files beside it only add time.
describe('topicPart, timed', () => {
  it('reads a bubble of hundreds of commas in milliseconds (issue 36)', () => {
    // The tagger's noun finder split "a, a, a, …" at every comma in time growing much faster than
    // their number: a reply to eight such bubbles took over a second.
    const commas = 'a, '.repeat(333).trim()
    topicPart(commas, undefined)
    expect(fastestCpuMilliseconds(() => topicPart(commas, undefined))).toBeLessThan(50)
  })
})
