import { wordTable } from './word-table'

/**
 * Words that change the sentiment of what comes near them. Negators flip a word a few tokens
 * later ("not bad", "never disappointed"); contrast words make the clause after them count more
 * ("ok, but the battery died"); concessions make their own clause count less ("although it's cheap").
 */
export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nothing',
  'nobody',
  'none',
  'neither',
  'nor',
  'without',
  'rarely',
  'seldom',
  'cannot',
  "ain't",
  'aint',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'cant',
  'couldnt',
  'wont',
  'wouldnt',
  'shouldnt',
  'havent',
  'hasnt',
  'hadnt',
])

/** After a negator these verbs carry the negation to the end of the clause ("I don't think it's good"). */
export const NEGATION_RAISING_VERBS = new Set([
  'think',
  'believe',
  'expect',
  'feel',
  'see',
  'suppose',
  'imagine',
])

/** "don't", "isn't", … are negators too (any token ending in n't). */
export function isNegator(lowerToken: string): boolean {
  return NEGATORS.has(lowerToken) || lowerToken.endsWith("n't")
}

export const CONTRAST_WORDS = new Set([
  'but',
  'however',
  'yet',
  'except',
  'nevertheless',
  'nonetheless',
  'unfortunately',
])

export const CONCESSION_WORDS = new Set(['although', 'though', 'despite', 'while', 'whilst'])

/** How much each side of a contrast counts (VADER uses the same 0.5 / 1.5 split). */
export const BEFORE_CONTRAST_WEIGHT = 0.5
export const AFTER_CONTRAST_WEIGHT = 1.5

/**
 * Words that amplify the sentiment word right after them but are not intensifiers elsewhere
 * ("great disappointment", "total waste", "such a mess"; yet "complete the form").
 */
export const AMPLIFIERS: Record<string, number> = wordTable({
  great: 1.3,
  huge: 1.3,
  total: 1.3,
  complete: 1.3,
  real: 1.2,
  such: 1.2,
})
