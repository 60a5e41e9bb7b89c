import { describe, expect, it } from 'vitest'
import { countSyllables, fleschReadingEase } from './readability'
import { tokenize } from './tokens'

describe('readability', () => {
  it.each([
    ['cat', 1],
    ['table', 2],
    ['water', 2],
    ['happiness', 3],
    ['organisation', 5],
    ['', 0],
  ])('%s has %i syllables', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables)
  })

  it('scores simple prose as easy and dense prose as hard', () => {
    const easy = fleschReadingEase(tokenize('The cat sat on the mat. It was warm.'), 2)
    const hard = fleschReadingEase(
      tokenize(
        'Comprehensive organisational restructuring necessitates considerable interdepartmental coordination.',
      ),
      1,
    )
    expect(easy).toBeGreaterThan(90)
    expect(hard).toBeLessThan(0)
  })
})
