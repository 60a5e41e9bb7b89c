import nlp from 'compromise'
import { execAll } from '../../text/exec-all'

/** A word of the request with where it sits and what compromise's tagger made of it in context. */
export interface Word {
  text: string
  lower: string
  start: number
  end: number
  /** compromise tags ("Noun", "PresentTense", "FemaleName"…); empty for punctuation-only tokens. */
  tags: ReadonlySet<string>
}

// Words (with inner apostrophes, hyphens, dots in "v2.3", "4.02"), money, times and numbers.
const WORD = /[$£€#@]?[\p{L}\p{N}]+(?:['’.:,/&-][\p{L}\p{N}]+)*%?/gu

interface CompromiseTerm {
  text: string
  tags: string[]
  offset: { start: number; length: number }
}

const NO_TAGS: ReadonlySet<string> = new Set()
const CACHE_LIMIT = 32
const cache = new Map<string, Word[]>()

/**
 * The words of a text, each tagged by compromise reading the whole text (so "her" after "ask"
 * and "her" before "charger" can differ). One parse per distinct text; the last few are cached
 * because a request is read in several passes.
 */
export function tagWords(text: string): Word[] {
  const cached = cache.get(text)
  if (cached) return cached
  const tagsAt = new Map<number, Set<string>>()
  const sentences = nlp(text).json({ offset: true }) as { terms: CompromiseTerm[] }[]
  for (const term of sentences.flatMap((sentence) => sentence.terms)) {
    const tags = tagsAt.get(term.offset.start) ?? new Set<string>()
    for (const tag of term.tags) tags.add(tag)
    tagsAt.set(term.offset.start, tags)
  }
  const words: Word[] = []
  for (const match of execAll(text, WORD)) {
    const start = match.index
    let tags: Set<string> | undefined
    for (let at = start; at < start + match[0].length && !tags; at++) tags = tagsAt.get(at)
    words.push({
      text: match[0],
      lower: match[0].toLowerCase().replaceAll('’', "'"),
      start,
      end: start + match[0].length,
      tags: tags ?? NO_TAGS,
    })
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
  cache.set(text, words)
  return words
}

/** The index of the first word starting at or after `offset` (`words.length` when none): a binary search. */
export function firstWordFrom(words: readonly Word[], offset: number): number {
  let low = 0
  let high = words.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((words[middle]?.start ?? offset) < offset) low = middle + 1
    else high = middle
  }
  return low
}

/** The words wholly inside [start, end), in order: a slice found by binary search, not a scan. */
export function wordsWithin(words: readonly Word[], start: number, end: number): Word[] {
  const within: Word[] = []
  for (let index = firstWordFrom(words, start); index < words.length; index++) {
    const word = words[index]
    // Words do not overlap: once one ends past `end`, every later one does.
    if (!word || word.end > end) break
    within.push(word)
  }
  return within
}

export const isVerb = (word: Word | undefined) => Boolean(word?.tags.has('Verb'))
export const isNoun = (word: Word | undefined) => Boolean(word?.tags.has('Noun'))
export const isPersonName = (word: Word | undefined) =>
  Boolean(word && (word.tags.has('Person') || word.tags.has('FirstName')) && !word.tags.has('Pronoun'))

/** The text with edits applied right to left, so earlier offsets stay valid. */
export function applyEdits(text: string, edits: { start: number; end: number; text: string }[]): string {
  let result = text
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  }
  return result
}

/** Words in -ing that name things ("a wedding", "the evening"), not doings. */
export const NOUNS_IN_ING: ReadonlySet<string> = new Set(
  `something nothing anything everything thing morning evening wedding christening ring king spring wing
  building meeting ceiling painting clothing booking earring sibling darling feeling thanksgiving outing
  gathering offering opening ending hearing setting funding housewarming warming bedding training parking
  recording drawing saving savings`
    .trim()
    .split(/\s+/),
)
