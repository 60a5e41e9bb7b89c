import { describe, expect, it } from 'vitest'
import { isOtherLanguageWord } from './other-languages'

describe('isOtherLanguageWord', () => {
  it('knows words of both lists, in any case, and no English misspelling', () => {
    expect(isOtherLanguageWord('hola')).toBe(true)
    expect(isOtherLanguageWord('Tortilla')).toBe(true)
    expect(isOtherLanguageWord('désolée')).toBe(true)
    expect(isOtherLanguageWord('suis')).toBe(true)
    expect(isOtherLanguageWord('recieve')).toBe(false)
    expect(isOtherLanguageWord('accomodate')).toBe(false)
  })

  it('finds the first and the last word of the merged list', () => {
    expect(isOtherLanguageWord('a')).toBe(true)
    expect(isOtherLanguageWord('zzzzzz')).toBe(false)
  })
})
