import { randomPaletteEmoji } from './emoji-palette'
import { canDraw, glyphFor } from './glyph-font'

/** An empty cell: an ideographic space is about as wide as an emoji in most chat fonts. */
export const BLANK_CELL = '\u3000'

/** One character drawn as a grid of cells: its emoji where the glyph is filled, else BLANK_CELL. */
export interface LetterRendering {
  char: string
  /** The emoji it is drawn with; null for a character the font cannot draw (an empty glyph). */
  emoji: string | null
  rows: string[][]
}

/** docs/product.md §3 "Emoji art": each word with its letter renderings. */
export interface EmojiArtWord {
  word: string
  letters: LetterRendering[]
}

/** docs/product.md §2: words longer than 8 letters are shown in smaller text. */
export const LONG_WORD_LETTERS = 8

export const isLongWord = (word: EmojiArtWord): boolean => word.letters.length > LONG_WORD_LETTERS

function renderLetter(char: string, emoji: string | null, random: () => number): LetterRendering {
  const glyph = glyphFor(char)
  const fill = canDraw(char) ? (emoji ?? randomPaletteEmoji(random)) : null
  return {
    char,
    emoji: fill,
    rows: glyph.map((row) => Array.from(row, (cell) => (cell === '#' && fill ? fill : BLANK_CELL))),
  }
}

/**
 * docs/product.md §5: letters A–Z, digits and common punctuation are drawn; any other
 * character is an empty glyph, and `undrawable` lists those so the screen can say so. Words are
 * split on spaces (an empty segment gives an empty word); with no chosen emoji, each character
 * gets a random one from the palette.
 */
export function renderEmojiArt(
  text: string,
  emoji: string | null,
  random: () => number = Math.random,
): EmojiArtWord[] {
  return text.split(' ').map((word) => ({
    word,
    letters: Array.from(word, (char) => renderLetter(char, emoji, random)),
  }))
}

/** The art as plain text for the clipboard: letters stacked, so it fits a phone's chat bubble. */
export function emojiArtToText(words: readonly EmojiArtWord[]): string {
  return words
    .filter((word) => word.letters.length > 0)
    .map((word) =>
      word.letters.map((letter) => letter.rows.map((row) => row.join('')).join('\n')).join('\n\n'),
    )
    .join('\n\n\n')
}

/** The distinct characters of `text` the font cannot draw (spaces aside), in order of appearance. */
export function undrawable(text: string): string[] {
  const found = new Set<string>()
  for (const char of Array.from(text)) if (char !== ' ' && !canDraw(char)) found.add(char)
  return [...found]
}
