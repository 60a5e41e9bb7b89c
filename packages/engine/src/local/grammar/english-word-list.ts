import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * A word of the 275,000 in a full English word list is a word harper's smaller dictionary lacks
 * ("chai", "prepone", "arvo"), not a misspelling. In a chat only: the list also keeps old or rare
 * spellings that are today's common misspellings ("wether", "wich", "calender", "persue").
 */
let englishWords: ReadonlySet<string> | undefined
const OLD_SPELLINGS_OF_COMMON_MISTAKES = new Set([
  'wether',
  'wich',
  'calender',
  'persue',
  'publically',
  'payed',
])

/** Loaded once (about 50 ms); `warmUpGrammar` loads it before the first chat's check needs it. */
export function fullWordList(): ReadonlySet<string> {
  // Read, not required: require would keep the array in its cache beside the Set.
  englishWords ??= new Set(
    JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('an-array-of-english-words'), 'utf8'),
    ) as string[],
  )
  return englishWords
}

export function inFullWordList(word: string): boolean {
  const lower = word.toLowerCase()
  return fullWordList().has(lower) && !isOldSpellingOfACommonMistake(lower)
}

/** "payed", "wich": listed, but written today only by mistake. */
export function isOldSpellingOfACommonMistake(word: string): boolean {
  return OLD_SPELLINGS_OF_COMMON_MISTAKES.has(word.toLowerCase())
}
