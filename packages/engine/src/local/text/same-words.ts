import { expandContractions } from './contractions'

/** Lower case letters and digits, contractions spelt out, single spaces: the words alone. */
export function plainWords(text: string): string {
  return expandContractions(text)
    .text.toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The same words in the same order: two texts that differ only in contractions, case, punctuation or emoji. */
export const sameWords = (a: string, b: string) => plainWords(a) === plainWords(b)
