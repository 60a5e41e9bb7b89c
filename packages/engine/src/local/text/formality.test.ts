import { describe, expect, it } from 'vitest'
import { formality } from './formality'

describe('formality', () => {
  it('ranks chat below plain sentences below a framed letter', () => {
    const chat = formality('hey!! u gonna come?? lol 😂')
    const plain = formality('Could you send the report by Friday?')
    const letter = formality('Hello,\n\nCould you send the report by Friday?\n\nBest regards,')
    expect(chat).toBeLessThan(plain)
    expect(plain).toBeLessThan(letter)
    expect(letter).toBeLessThanOrEqual(100)
    expect(chat).toBeGreaterThanOrEqual(0)
  })

  it('drops with contractions, hedges, filler and shouting', () => {
    const base = formality('I do not think the plan works.')
    expect(formality("I don't think the plan works.")).toBeLessThan(base)
    expect(formality('Basically, maybe the plan kind of works.')).toBeLessThan(formality('The plan works.'))
    expect(formality('The plan NEVER works.')).toBeLessThan(formality('The plan never works.'))
  })
})
