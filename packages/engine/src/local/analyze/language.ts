import { STOPWORDS } from '../text/content-words'
import type { Token } from '../text/tokens'
import { wordValence } from './sentiment-lexicon'

/** Below this many words there is too little to tell; short texts are taken as English. */
const MIN_WORDS_TO_JUDGE = 4
/** English prose is a third function words; other languages share only a few ("a", "me", "no"). */
const MIN_KNOWN_SHARE = 0.25

/**
 * Whether the words look English: mostly in Latin script, and a fair share of them English
 * function words or sentiment words. A cheap guard, not a language identifier.
 */
export function looksEnglish(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => /\p{L}/u.test(token.text))
  const latin = words.filter((word) => /\p{Script=Latin}/u.test(word.text))
  if (words.length > 0 && latin.length / words.length < 0.5) return false
  if (words.length < MIN_WORDS_TO_JUDGE) return true
  const known = words.filter((word) => STOPWORDS.has(word.lower) || wordValence(word.lower) !== undefined)
  return known.length / words.length >= MIN_KNOWN_SHARE
}
