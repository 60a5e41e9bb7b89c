import type { Token } from './tokens'

/**
 * Syllables of an English word by vowel groups, with the silent final "e" and "-es"/"-ed" endings
 * dropped. Within one syllable of a dictionary on most words, and thousands of times faster.
 */
export function countSyllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '')
  if (letters.length === 0) return 0
  if (letters.length <= 3) return 1
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '')
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 0)
}

/**
 * Flesch reading ease (206.835 − 1.015·words/sentence − 84.6·syllables/word): about 100 for a
 * child's sentence, 60–70 for plain English, under 30 for legal prose. Unclamped, like the original.
 */
export function fleschReadingEase(words: readonly Token[], sentenceCount: number): number {
  if (words.length === 0 || sentenceCount === 0) return 100
  let syllables = 0
  for (const word of words) syllables += countSyllables(word.lower)
  return 206.835 - 1.015 * (words.length / sentenceCount) - 84.6 * (syllables / words.length)
}
