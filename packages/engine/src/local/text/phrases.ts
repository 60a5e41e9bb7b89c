import { escapeRegExp } from './escape-regexp'
import { execAll } from './exec-all'

type PhraseList = readonly string[] | Readonly<Record<string, string>>

const patterns = new WeakMap<PhraseList, RegExp>()
/** Latin letters, as a character class body (no u flag). */
const LETTER = 'A-Za-z\\u00C0-\\u024F'

/** A phrase as a literal inside a regular expression, matching either apostrophe. */
export function escapePhrase(phrase: string): string {
  return escapeRegExp(phrase).replaceAll("'", "['’]")
}

/** A character class of the phrases' first characters (an apostrophe stands for both). */
function firstCharacters(phrases: readonly string[]): string {
  const firsts = new Set<string>()
  for (const phrase of phrases) {
    const first = String.fromCodePoint(phrase.codePointAt(0) ?? 32)
    firsts.add(first)
    if (first === "'") firsts.add('’')
  }
  return `[${[...firsts].map((first) => first.replace(/[\\\]^-]/g, '\\$&')).join('')}]`
}

/**
 * One case-insensitive, whole-word pattern for a list of phrases (or a replacement map's keys).
 * Longer phrases come first so "i was wondering if" wins over "i was". Built once per list and
 * shared by every caller: run it with `execAll` or `replace` (both start from the first character),
 * never with `test` or `exec`, which leave `lastIndex` behind for the next caller.
 */
export function phrasePattern(list: PhraseList): RegExp {
  const cached = patterns.get(list)
  if (cached) return cached
  const phrases = Array.isArray(list) ? [...list] : Object.keys(list)
  const alternatives = phrases.sort((a, b) => b.length - a.length).map(escapePhrase)
  // The look-ahead on first letters lets the engine skip ahead to where a phrase can start
  // instead of testing the look-behind at every offset (three times faster on long messages).
  // Without the u flag V8 runs these several times faster; letters are Latin ones (the lists are English).
  const pattern = new RegExp(
    `(?=${firstCharacters(phrases)})(?<![${LETTER}0-9'’-])(?:${alternatives.join('|')})(?![${LETTER}0-9]|['’-][${LETTER}0-9])`,
    'gi',
  )
  patterns.set(list, pattern)
  return pattern
}

/** The replacement in the case of what it replaces: "In order to" → "To", "ASAP" stays loud. */
export function matchCase(original: string, replacement: string): string {
  if (replacement === '') return ''
  const letters = original.replace(/[^\p{L}]/gu, '')
  if (letters.length > 1 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters)) {
    return replacement.toUpperCase()
  }
  // "I" is always a capital, so it says nothing about where the sentence starts.
  const first = original.charAt(0)
  const pronoun = /^I(?:\s|['’]|$)/.test(original)
  if (first !== first.toLowerCase() && !pronoun)
    return replacement.charAt(0).toUpperCase() + replacement.slice(1)
  return replacement.replace(/^i(?=\s|['’]|$)/, 'I')
}

export interface PhraseEdit {
  text: string
  /** The matched phrases as they were written, in order. */
  matched: string[]
}

/** Says whether one match should be left alone, given the text around it. */
export type SkipMatch = (match: string, before: string, after: string) => boolean

function editPhrases(
  text: string,
  list: PhraseList,
  replacementFor: (lower: string) => string | undefined,
  skip?: SkipMatch,
): PhraseEdit {
  const matched: string[] = []
  const edited = text.replace(phrasePattern(list), (match: string, offset: number) => {
    const replacement = replacementFor(match.toLowerCase().replaceAll('’', "'"))
    if (replacement === undefined) return match
    if (skip?.(match, text.slice(0, offset), text.slice(offset + match.length))) return match
    matched.push(match)
    return matchCase(match, replacement)
  })
  return { text: edited, matched }
}

/** Replaces every listed phrase (keys lower-case) with its value, keeping the original's case. */
export function replacePhrases(
  text: string,
  replacements: Readonly<Record<string, string>>,
  skip?: SkipMatch,
): PhraseEdit {
  return editPhrases(text, replacements, (lower) => replacements[lower], skip)
}

/** Deletes every listed phrase; the caller tidies the spaces and commas left behind. */
export function removePhrases(text: string, phrases: readonly string[], skip?: SkipMatch): PhraseEdit {
  return editPhrases(text, phrases, () => '', skip)
}

/** Counts whole-word occurrences of any listed phrase. */
export function countPhrases(text: string, list: PhraseList): number {
  return execAll(text, phrasePattern(list)).length
}

const CLAUSE_START = /(?:^|[.!?…\n:;,]|\p{Extended_Pictographic}\uFE0F?)\s*$/u
const SEPARATOR_AFTER = /^(?:\s*,\s*(?:(?:and|but|so)\s+)?|\s+(?:and|but|so)\s+|\s+[-–—]\s+)?/i
const SEPARATOR_BEFORE = /(?:\s*,\s*(?:and|but|so)?|\s+(?:and|but|so)|\s+[-–—])\s*$/i

/**
 * Deletes every listed phrase together with the separator that tied it to its sentence: one
 * opening a clause takes the ", and" / ", but" after it ("I know you're busy, but can you…" →
 * "can you…"), one closing a clause takes the one before it ("…at Brightline and would love to
 * hear from you." → "…at Brightline."). The caller tidies capitals and spaces.
 */
export function removeClausePhrases(text: string, phrases: readonly string[], skip?: SkipMatch): PhraseEdit {
  const matched: string[] = []
  let result = text
  for (const match of execAll(text, phrasePattern(phrases)).reverse()) {
    let start = match.index
    let end = start + match[0].length
    if (skip?.(match[0], text.slice(0, start), text.slice(end))) continue
    const rest = result.slice(end)
    if (CLAUSE_START.test(result.slice(0, start))) {
      // "I know you're very busy with more important things, but…": the clause goes to its comma.
      // It stops at "but"/"so": "I hope this isn't weird but could I borrow…" keeps the ask.
      const runOn = /^\s+\p{L}/u.test(rest)
        ? (/^(?:(?!\s+(?:but|so|yet)\s)(?:[^,.!?;:\n–—-]|-(?=\S)))*/.exec(rest)?.[0].length ?? 0)
        : 0
      end += runOn
      end += SEPARATOR_AFTER.exec(result.slice(end))?.[0].length ?? 0
    } else start -= SEPARATOR_BEFORE.exec(result.slice(0, start))?.[0].length ?? 0
    matched.unshift(match[0])
    result = result.slice(0, start) + result.slice(end)
  }
  return { text: result, matched }
}
