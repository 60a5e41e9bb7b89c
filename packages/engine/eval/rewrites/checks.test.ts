import type { RedFlag } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { addedSentences, cut, doubledFrame, keepsFacts, survivingFlags } from './checks'

const flag = (type: RedFlag['type'], text: string, severity: RedFlag['severity'] = 'medium'): RedFlag => ({
  type,
  severity,
  text,
  description: '',
  suggestion: '',
})

describe('rewrite checks', () => {
  it('keeps a fact when one alternative of each group is at a word start', () => {
    expect(
      keepsFacts('Moved our 1:1 to Thursday at 2pm, Tom.', [['tom'], ['thursday', 'thu'], ['2pm', '2 pm']]),
    ).toBe(true)
    expect(keepsFacts('See you Thursday.', [['thursday'], ['2pm']])).toBe(false)
    expect(keepsFacts('the customer', [['tom']])).toBe(false)
  })

  it('lists the sentences a rewrite added, ignoring case and punctuation', () => {
    expect(addedSentences('ok see you at 3', 'OK, see you at 3! Please confirm.')).toEqual(['please confirm'])
  })

  it('finds flagged words still in the rewrite; capitals count only for shouting', () => {
    const flags = [
      flag('passive_aggressive', 'Per my last email'),
      flag('all_caps', 'THIS IS RIDICULOUS'),
      flag('insult', 'idiot', 'low'),
    ]
    expect(
      survivingFlags(flags, 'per my last email, this is ridiculous, idiot').map((found) => found.type),
    ).toEqual(['passive_aggressive'])
  })

  it('spots a doubled greeting or sign-off', () => {
    expect(doubledFrame('Hey! Hey team - reminder that the office is closed.')).toBe('greeting')
    expect(doubledFrame('Hi Tom, can we move it?')).toBeNull()
    expect(doubledFrame('The deck is attached. Thanks so much!\n\nThanks,\nMarcus')).toBe('sign-off')
    expect(doubledFrame('The deck is attached. Thank you.\n\nBest regards,\nMarcus')).toBeNull()
  })

  it('measures the cut in characters', () => {
    expect(cut('abcd', 'abc')).toBeCloseTo(0.25)
  })
})
