import { describe, expect, it } from 'vitest'
import { withinMessageLimit } from './message-limit'

describe('withinMessageLimit', () => {
  it('leaves a text within the limit as it is', () => {
    expect(withinMessageLimit('Okay. Okay.', 11)).toBe('Okay. Okay.')
  })

  it('ends the body at the last sentence that fits and keeps the greeting and the sign-off', () => {
    const letter = `Hi Sam,\n\n${'Okay. '.repeat(20).trim()}\n\nBest regards,\nAlex`
    const fitted = withinMessageLimit(letter, 80)
    expect(fitted.length).toBeLessThanOrEqual(80)
    expect(fitted).toMatch(/^Hi Sam,\n\n(?:Okay\. )+Okay\.\n\nBest regards,\nAlex$/)
  })

  it('cuts a text without sentences at a space, or inside a word without splitting an emoji', () => {
    expect(withinMessageLimit('one two three four five six', 15)).toBe('one two three…')
    const fitted = withinMessageLimit('🎉'.repeat(10), 6)
    expect(fitted.length).toBeLessThanOrEqual(6)
    expect(fitted).toBe('🎉🎉…')
  })
})
