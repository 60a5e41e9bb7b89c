import { tagWords, type Word, wordsWithin } from './words'

/** A text read once: its words, tagged in context. Spans of it are passed around, not copies. */
export interface Source {
  text: string
  lower: string
  words: Word[]
}

export interface Span {
  start: number
  end: number
}

export function readSource(text: string): Source {
  return { text, lower: text.toLowerCase(), words: tagWords(text) }
}

/** The words that lie inside a span (found by binary search: a request is read clause by clause). */
export function wordsIn(source: Source, span: Span): Word[] {
  return wordsWithin(source.words, span.start, span.end)
}

/** A span with surrounding spaces and punctuation that cannot start or end a clause trimmed away. */
export function trimSpan(source: Source, span: Span): Span {
  let { start, end } = span
  while (start < end && /[\s,;:.!?\-–—]/.test(source.text.charAt(start))) start++
  while (end > start && /[\s,;:\-–—(]/.test(source.text.charAt(end - 1))) end--
  return { start, end }
}

export const spanText = (source: Source, span: Span) => source.text.slice(span.start, span.end)
export const isEmptySpan = (source: Source, span: Span) => !/[\p{L}\p{N}]/u.test(spanText(source, span))
