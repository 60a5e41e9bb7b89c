import { describe, expect, it } from 'vitest'
import { isElongated, unelongate } from './elongation'

describe('elongation', () => {
  it('spots letters held for effect, not ordinary double letters', () => {
    expect(isElongated('sooo')).toBe(true)
    expect(isElongated('heyyy')).toBe(true)
    expect(isElongated('good')).toBe(false)
    expect(isElongated('1000')).toBe(false)
  })

  it('offers spellings to look the word up by', () => {
    expect(unelongate('goooood')).toEqual(['good', 'god'])
    expect(unelongate('sooo')).toEqual(['soo', 'so'])
    expect(unelongate('fine')).toEqual([])
  })
})
