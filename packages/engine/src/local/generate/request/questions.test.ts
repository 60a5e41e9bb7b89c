import { describe, expect, it } from 'vitest'
import { isDirectQuestion, whQuestion, yesNoQuestion } from './questions'

describe('indirect questions read back as direct ones', () => {
  it.each([
    ['you still have my charger', 'do you still have my charger'],
    ['you got my message about the rota', 'did you get my message about the rota'],
    ['I can leave at four on Friday', 'can I leave at four on Friday'],
    ["you're around on Sunday", 'are you around on Sunday'],
    ["there's parking at the venue", 'is there parking at the venue'],
    ['the room has a projector', 'does the room have a projector'],
    ['the deposit of £300 is refundable', 'is the deposit of £300 refundable'],
  ])('if %s → %s?', (clause, direct) => {
    expect(yesNoQuestion(clause)).toEqual({ direct, embedded: `whether ${clause}` })
  })

  it.each([
    ['what time the film starts', 'what time does the film start'],
    ['how long the repair will take', 'how long will the repair take'],
    ["who's bringing the cake", "who's bringing the cake"],
    ['which day suits you better', 'which day suits you better'],
    ['where we are meeting', 'where are we meeting'],
  ])('%s → %s?', (clause, direct) => {
    expect(whQuestion(clause).direct).toBe(direct)
  })

  it('gives only the embedded form when the inversion would be a guess', () => {
    expect(yesNoQuestion('the charge for parcels sent abroad went up').direct).toBeNull()
  })

  it('knows a question already asked directly', () => {
    expect(isDirectQuestion('can he grab me a ticket too')).toBe(true)
    expect(isDirectQuestion('is the meeting still on')).toBe(true)
    expect(isDirectQuestion('had a lovely time at the gig')).toBe(false)
  })
})
