import { describe, expect, it } from 'vitest'
import { EMOJI_PALETTE, randomPaletteEmoji } from './emoji-palette'
import {
  canDraw,
  EMPTY_GLYPH,
  GLYPH_HEIGHT,
  GLYPH_WIDTH,
  GLYPHS,
  glyphFor,
  SYMBOL_GLYPHS,
} from './glyph-font'
import { BLANK_CELL, emojiArtToText, isLongWord, renderEmojiArt, undrawable } from './render-emoji-art'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

/** Turns a rendering back into the font's notation, to compare with the glyph. */
const asPattern = (rows: string[][], emoji: string) =>
  rows.map((row) => row.map((cell) => (cell === emoji ? '#' : cell === BLANK_CELL ? '.' : '?')).join(''))

describe('glyph font', () => {
  it('has exactly the 26 letters A–Z, each a 5 × 7 grid of # and .', () => {
    expect(Object.keys(GLYPHS).sort()).toEqual(ALPHABET)
    for (const letter of ALPHABET) {
      const glyph = GLYPHS[letter] ?? []
      expect(glyph, letter).toHaveLength(GLYPH_HEIGHT)
      for (const row of glyph) expect(row, letter).toMatch(new RegExp(`^[#.]{${GLYPH_WIDTH}}$`))
    }
  })

  it('gives every letter its own shape that uses the whole height', () => {
    const shapes = new Set(ALPHABET.map((letter) => GLYPHS[letter]?.join('/')))
    expect(shapes.size).toBe(26)
    for (const letter of ALPHABET) {
      const glyph = GLYPHS[letter] ?? []
      expect(glyph[0], `${letter} top row`).toContain('#')
      expect(glyph.at(-1), `${letter} bottom row`).toContain('#')
    }
  })

  it('is case-insensitive, draws digits and punctuation, and nothing for other characters', () => {
    expect(glyphFor('a')).toBe(GLYPHS.A)
    expect(glyphFor('z')).toBe(GLYPHS.Z)
    for (const char of '0123456789!?.,:;\'"-+=/()&@#$%*<>_’') {
      expect(canDraw(char), char).toBe(true)
      expect(glyphFor(char), char).toBe(SYMBOL_GLYPHS[char])
    }
    for (const char of ['é', 'ß', 'ñ', '😀', '€', ' ', '']) {
      expect(canDraw(char), char).toBe(false)
      expect(glyphFor(char)).toBe(EMPTY_GLYPH)
    }
  })

  it('draws every digit and punctuation mark in the 5 × 7 grid, each digit its own shape', () => {
    for (const [char, glyph] of Object.entries(SYMBOL_GLYPHS)) {
      expect(glyph, char).toHaveLength(GLYPH_HEIGHT)
      for (const row of glyph) expect(row, char).toMatch(new RegExp(`^[#.]{${GLYPH_WIDTH}}$`))
      expect(glyph.join('').includes('#'), char).toBe(true)
    }
    const digits = new Set('0123456789'.split('').map((digit) => SYMBOL_GLYPHS[digit]?.join('/')))
    expect(digits.size).toBe(10)
    // A letter O and a digit 0 are told apart.
    expect(SYMBOL_GLYPHS['0']).not.toEqual(GLYPHS.O)
  })
})

describe('renderEmojiArt', () => {
  it.each(ALPHABET)('draws %s with the chosen emoji exactly where its glyph is filled', (letter) => {
    for (const char of [letter, letter.toLowerCase()]) {
      const [word] = renderEmojiArt(char, '🔥')
      const rendering = word?.letters[0]
      expect(rendering?.char).toBe(char)
      expect(rendering?.emoji).toBe('🔥')
      expect(asPattern(rendering?.rows ?? [], '🔥')).toEqual(GLYPHS[letter])
    }
  })

  it('keeps multi-code-point emoji (❤️, skin tones, ZWJ sequences) whole in each cell', () => {
    for (const emoji of ['❤️', '👍🏽', '👩‍💻']) {
      const rendering = renderEmojiArt('H', emoji)[0]?.letters[0]
      expect(asPattern(rendering?.rows ?? [], emoji)).toEqual(GLYPHS.H)
    }
  })

  it('draws digits and punctuation, and names the characters it leaves blank', () => {
    const [word] = renderEmojiArt('2!', '🍕')
    expect(asPattern(word?.letters[0]?.rows ?? [], '🍕')).toEqual(SYMBOL_GLYPHS['2'])
    expect(asPattern(word?.letters[1]?.rows ?? [], '🍕')).toEqual(SYMBOL_GLYPHS['!'])
    expect(undrawable('Café 😀 at 8!')).toEqual(['é', '😀'])
    expect(undrawable('See you at 8, ok?')).toEqual([])
  })

  it('renders any character the font cannot draw as an empty glyph with no emoji', () => {
    const [word] = renderEmojiArt('aé😀€', '🍕')
    expect(word?.letters.map((letter) => letter.char)).toEqual(['a', 'é', '😀', '€'])
    for (const letter of word?.letters.slice(1) ?? []) {
      expect(letter.emoji).toBeNull()
      expect(letter.rows).toHaveLength(GLYPH_HEIGHT)
      expect(letter.rows.flat().every((cell) => cell === BLANK_CELL)).toBe(true)
    }
  })

  it('splits words on spaces, and empty segments give empty words', () => {
    expect(renderEmojiArt('pizza party', '🍕').map((word) => word.word)).toEqual(['pizza', 'party'])
    const words = renderEmojiArt(' a  b ', '🍕')
    expect(words.map((word) => word.word)).toEqual(['', 'a', '', 'b', ''])
    expect(words.map((word) => word.letters.length)).toEqual([0, 1, 0, 1, 0])
    expect(renderEmojiArt('', '🍕')).toEqual([{ word: '', letters: [] }])
  })

  it('picks a random palette emoji per letter when none is chosen', () => {
    const draws = [0, 0.5, 0.999]
    let call = 0
    const random = () => draws[call++ % draws.length] ?? 0
    const letters = renderEmojiArt('abcé', null, random)[0]?.letters ?? []

    expect(letters.map((letter) => letter.emoji)).toEqual([
      EMOJI_PALETTE[0],
      EMOJI_PALETTE[13],
      EMOJI_PALETTE[26],
      null,
    ])
    expect(call).toBe(3)
    const b = letters[1]
    expect(asPattern(b?.rows ?? [], b?.emoji ?? '')).toEqual(GLYPHS.B)
  })

  it('marks words longer than 8 letters as long', () => {
    const [short, eight, nine] = renderEmojiArt('hi abcdefgh abcdefghi', '⭐')
    expect(short && isLongWord(short)).toBe(false)
    expect(eight && isLongWord(eight)).toBe(false)
    expect(nine && isLongWord(nine)).toBe(true)
    const long = renderEmojiArt('supercalifragilistic', '⭐')[0]
    expect(long?.letters).toHaveLength(20)
    expect(long && isLongWord(long)).toBe(true)
  })
})

describe('the palette', () => {
  it('has 27 distinct emojis, and any draw in [0, 1) lands on one', () => {
    expect(new Set(EMOJI_PALETTE).size).toBe(27)
    expect(randomPaletteEmoji(() => 0)).toBe('😂')
    expect(randomPaletteEmoji(() => 0.9999999)).toBe('☀️')
    expect(EMOJI_PALETTE).toContain(randomPaletteEmoji())
  })
})

describe('emojiArtToText', () => {
  it('stacks each letter as 7 lines, a blank line between letters and two between words', () => {
    const text = emojiArtToText(renderEmojiArt('hi yo', '😎'))
    const blocks = text.split('\n\n\n')
    expect(blocks).toHaveLength(2)
    const [hi] = blocks
    const [h, i] = hi?.split('\n\n') ?? []
    expect(h?.split('\n')).toEqual(
      GLYPHS.H?.map((row) => row.replaceAll('#', '😎').replaceAll('.', BLANK_CELL)),
    )
    expect(i?.split('\n')).toHaveLength(7)
  })

  it('leaves out empty words', () => {
    expect(emojiArtToText(renderEmojiArt('a  b', '😎')).split('\n\n\n')).toHaveLength(2)
    expect(emojiArtToText(renderEmojiArt('', '😎'))).toBe('')
  })
})
