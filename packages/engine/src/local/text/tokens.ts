import { escapeRegExp } from './escape-regexp'
import { execAll } from './exec-all'

/** A word of the input with its character offsets [start, end). */
export interface Token {
  text: string
  /** Lower-case, curly apostrophes straightened. */
  lower: string
  start: number
  end: number
}

// Words with inner apostrophes or hyphens ("don't", "follow-up"), numbers, and single emoji.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu

/** Splits text into word tokens, keeping where each came from (for red-flag spans). Fast: one regex pass. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of execAll(text, WORD)) {
    const start = match.index ?? 0
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase().replaceAll('’', "'"),
      start,
      end: start + match[0].length,
    })
  }
  return tokens
}

/**
 * How many of the tokens lie wholly inside [start, end): a binary search for the first, then a
 * count of the run (tokens are in order and do not overlap), not a pass over every token.
 */
export function countTokensWithin(tokens: readonly Token[], start: number, end: number): number {
  let low = 0
  let high = tokens.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((tokens[middle]?.start ?? start) < start) low = middle + 1
    else high = middle
  }
  let count = 0
  for (let index = low; index < tokens.length && (tokens[index]?.end ?? end + 1) <= end; index++) count++
  return count
}

export interface Sentence {
  text: string
  start: number
  end: number
}

/** Sentences end at . ! ? … or a line break; abbreviations like "e.g." are rare in chat and accepted. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = []
  for (const match of execAll(text, /[^.!?…\n]+(?:[.!?…]+|\n|$)/g)) {
    const raw = match[0]
    const leading = raw.length - raw.trimStart().length
    const trimmed = raw.trim()
    if (!/[\p{L}\p{N}]/u.test(trimmed)) continue
    const start = (match.index ?? 0) + leading
    sentences.push({ text: trimmed, start, end: start + trimmed.length })
  }
  return sentences
}

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu

/** Emoji in order of appearance (ZWJ sequences and skin tones kept whole). */
export function findEmoji(text: string): { emoji: string; start: number; end: number }[] {
  return execAll(text, EMOJI).map((match) => ({
    emoji: match[0],
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }))
}

/** Finds every whole-word occurrence of a phrase (case-insensitive), returning offsets. */
export function findPhrase(text: string, phrase: string): { start: number; end: number }[] {
  const escaped = escapeRegExp(phrase).replaceAll("'", "['’]")
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu')
  return execAll(text, pattern).map((match) => ({
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }))
}
