import type { GrammarProblem } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { applyAllFixes, applyFix, textPieces } from './grammar-fixes'

const problem = (text: string, word: string, replacements: string[]): GrammarProblem => {
  const start = text.indexOf(word)
  return {
    kind: 'spelling',
    text: word,
    span: { start, end: start + word.length },
    message: 'm',
    replacements,
  }
}

const text = 'your welcome, i recieved teh file'
const your = problem(text, 'your', ["you're"])
const recieved = problem(text, 'recieved', ['received'])
const teh = problem(text, 'teh', ['the', 'tech'])

describe('grammar fixes', () => {
  it('applies one fix and moves the later spans', () => {
    const next = applyFix({ text, problems: [your, recieved, teh] }, your, "you're")
    expect(next.text).toBe("you're welcome, i recieved teh file")
    const moved = next.problems[0]
    expect(moved && next.text.slice(moved.span.start, moved.span.end)).toBe('recieved')
  })

  it('"Fix all" applies only the unambiguous fixes', () => {
    const next = applyAllFixes({ text, problems: [your, recieved, teh] })
    expect(next.text).toBe("you're welcome, i received teh file")
    expect(next.problems.map((left) => left.text)).toEqual(['teh'])
  })

  it('cuts the text into plain and problem pieces', () => {
    const pieces = textPieces({ text, problems: [recieved] })
    expect(pieces.map((piece) => [piece.text, piece.problem !== null])).toEqual([
      ['your welcome, i ', false],
      ['recieved', true],
      [' teh file', false],
    ])
  })
})
