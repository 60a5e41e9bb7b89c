import { describe, expect, it } from 'vitest'
import { clarityWithGrammar, type GrammarProblem } from './messages'

const problem: GrammarProblem = {
  kind: 'spelling',
  text: 'teh',
  span: { start: 0, end: 3 },
  message: 'Spelling.',
  replacements: ['the'],
}

describe('clarity with the spelling and grammar check', () => {
  it('costs 4 points a problem, at most 20, never below 0', () => {
    expect(clarityWithGrammar(80, [])).toBe(80)
    expect(clarityWithGrammar(80, [problem, problem])).toBe(72)
    expect(clarityWithGrammar(80, Array(9).fill(problem))).toBe(60)
    expect(clarityWithGrammar(10, Array(9).fill(problem))).toBe(0)
  })
})
