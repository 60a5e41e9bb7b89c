import { describe, expect, it } from 'vitest'
import { countCharacters, countWords } from './text-stats'

describe('text stats', () => {
  it('counts words across any whitespace', () => {
    expect(countWords('')).toBe(0)
    expect(countWords('   ')).toBe(0)
    expect(countWords(' Hey  there,\nfriend! ')).toBe(3)
  })

  it('counts characters as the textarea limit does', () => {
    expect(countCharacters('Hi 👋')).toBe(5)
  })
})
