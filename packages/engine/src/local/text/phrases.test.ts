import { describe, expect, it } from 'vitest'
import { countPhrases, matchCase, removeClausePhrases, removePhrases, replacePhrases } from './phrases'

describe('phrase editing', () => {
  it('replaces whole words only, longest phrase first, in the original case', () => {
    const edit = replacePhrases('In order to win, order to go. IN ORDER TO', {
      'in order to': 'to',
      order: 'ask',
    })
    expect(edit.text).toBe('To win, ask to go. TO')
    expect(edit.matched).toEqual(['In order to', 'order', 'IN ORDER TO'])
  })

  it('matches straight and curly apostrophes and never inside a word or contraction', () => {
    expect(replacePhrases('I’m fine, Im not', { "i'm": 'I am' }).text).toBe('I am fine, Im not')
    expect(removePhrases("your u-turn, i'd say u", ['u', 'i']).text).toBe("your u-turn, i'd say ")
  })

  it('treats accented letters as part of a word', () => {
    expect(countPhrases('café okay and naïveok', ['ok', 'okay'])).toBe(1)
  })

  it('lets a rule skip a match from its surroundings', () => {
    const edit = removePhrases('what kind of day, kind of odd', ['kind of'], (_match, before) =>
      before.endsWith('what '),
    )
    expect(edit.text).toBe('what kind of day,  odd')
    expect(countPhrases('maybe, Maybe, maybelline', ['maybe'])).toBe(2)
  })

  it('removes an opening clause up to its comma or its "but", never the ask after it', () => {
    expect(
      removeClausePhrases("hey, I hope this isn't weird but could I borrow your stove?", [
        "i hope this isn't weird",
      ]).text,
    ).toBe('hey, could I borrow your stove?')
    expect(
      removeClausePhrases('I know you are busy with work, can you call?', ['i know you are busy']).text,
    ).toBe('can you call?')
  })

  it('finds phrases that start with an apostrophe or a capital', () => {
    expect(countPhrases("'cause it's late, Because", ["'cause", 'because'])).toBe(2)
  })

  it('keeps "I" capital and copies a leading capital', () => {
    expect(matchCase('can', 'I can')).toBe('I can')
    expect(matchCase('Thx', 'thanks')).toBe('Thanks')
    expect(matchCase('x', '')).toBe('')
  })
})
