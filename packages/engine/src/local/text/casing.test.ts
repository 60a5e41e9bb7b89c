import { describe, expect, it } from 'vitest'
import { calmCapitals, capitalizeSentences, isShoutedWord, isShouting } from './casing'

describe('casing', () => {
  it('capitalises sentence starts and the pronoun I', () => {
    expect(capitalizeSentences("hi. i'm here! ok? i think so")).toBe("Hi. I'm here! Ok? I think so")
  })

  it('tells shouting from acronyms', () => {
    expect(isShouting('WHY DID YOU DO THAT')).toBe(true)
    expect(isShouting('Send the PDF ASAP')).toBe(false)
    expect(isShoutedWord('NEVER')).toBe(true)
    expect(isShoutedWord('SO')).toBe(true)
    expect(isShoutedWord('PDF')).toBe(false)
    expect(isShoutedWord('ASAP')).toBe(false)
  })

  it('calms shouted sentences and, when asked, single shouted words', () => {
    expect(calmCapitals('WHY IS THE PDF LATE? fine.', { words: false })).toEqual({
      text: 'Why is the PDF late? Fine.',
      words: 4,
    })
    expect(calmCapitals('I am SO done, NEVER again', { words: true }).text).toBe('I am so done, never again')
    expect(calmCapitals('I am SO done', { words: false }).words).toBe(0)
  })
})
