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
  const sorted = mergedUnique(
    inOrder(list('an-array-of-spanish-words').map((word) => word.toLowerCase())),
    inOrder(list('an-array-of-french-words').map((word) => word.toLowerCase())),
  )
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

/**
 * The lists come sorted, lower case included: checked in one pass and merged, rather than sorted
 * whole at every engine worker's start (1.7 s of CPU each, measured). A list out of order is sorted.
 */
function inOrder(words: string[]): string[] {
  for (let index = 1; index < words.length; index++)
    if ((words[index - 1] as string) > (words[index] as string)) return words.sort()
  return words
}

/** Two sorted lists as one, each word once. */
function mergedUnique(first: readonly string[], second: readonly string[]): string[] {
  const merged: string[] = []
  let a = 0
  let b = 0
  while (a < first.length || b < second.length) {
    const next =
      b >= second.length || (a < first.length && (first[a] as string) <= (second[b] as string))
        ? (first[a++] as string)
        : (second[b++] as string)
    if (merged[merged.length - 1] !== next) merged.push(next)
  }
  return merged
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
