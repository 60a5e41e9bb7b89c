import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Spanish and French words (the MIT word lists of the same family as the English one): a chat mixes
 * them into English — "hola", "tortilla de patatas", "je suis désolée", "birria tacos" — and they
 * are not misspellings there. Of the 420 wrong words in the blind grammar set, one is in these lists
 * ("dont", French); the Portuguese and Italian lists of the family also hold English misspellings
 * ("recieve", "accomodate"), so they are left out.
 *
 * 960,000 words kept as one sorted string with the start of each word (≈ 11 MB of heap; a Set
 * of the same words takes ≈ 70 MB), searched by halves.
 */
interface SortedWords {
  text: string
  starts: Uint32Array
}

let words: SortedWords | undefined

function sortedWords(): SortedWords {
  if (words) return words
  // Read, not required: require would keep both arrays (a million strings) in its cache.
  const { resolve } = createRequire(import.meta.url)
  const list = (name: string) => JSON.parse(readFileSync(resolve(name), 'utf8')) as string[]
  const all = [...list('an-array-of-spanish-words'), ...list('an-array-of-french-words')]
  const sorted = [...new Set(all.map((word) => word.toLowerCase()))].sort()
  const starts = new Uint32Array(sorted.length + 1)
  let at = 0
  sorted.forEach((word, index) => {
    starts[index] = at
    at += word.length + 1
  })
  starts[sorted.length] = at
  words = { text: `${sorted.join('\n')}\n`, starts }
  return words
}

/** Loaded once (under a second); `warmUpGrammar` loads it before the first chat's check needs it. */
export function loadOtherLanguageWords(): void {
  sortedWords()
}

/** Whether a word (any case) is a Spanish or French word. */
export function isOtherLanguageWord(word: string): boolean {
  const { text, starts } = sortedWords()
  const wanted = word.toLowerCase()
  let low = 0
  let high = starts.length - 2
  while (low <= high) {
    const middle = (low + high) >> 1
    const found = text.slice(starts[middle], (starts[middle + 1] ?? 1) - 1)
    if (found === wanted) return true
    if (found < wanted) low = middle + 1
    else high = middle - 1
  }
  return false
}
