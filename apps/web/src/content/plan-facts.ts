import {
  FREE_DAILY_LIMITS,
  FREE_HISTORY_LIMIT,
  freeTones,
  listInEnglish,
  premiumPriceLabel,
  premiumTones,
  toneNames,
} from '@tipsy/contracts/plans'

/*
 * The plan facts of the contract (limits, price, tones) as the pages say them. Pricing, FAQ,
 * legal and landing copy are written from these, so a changed limit changes every page.
 */

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** "eight" for 8; digits above ten. */
export const inWords = (count: number): string => numberWords[count] ?? String(count)

/** "a, b and c". */
export const listOf = listInEnglish

/** "$9.99". */
export const PREMIUM_PRICE = premiumPriceLabel

export const freeLimits = FREE_DAILY_LIMITS
export const freeHistoryLimit = FREE_HISTORY_LIMIT

/** "sober, tipsy, drunk and casual". */
export const freeToneList = listOf(freeTones)
/** "flirty, confident, funny and bold". */
export const premiumToneList = listOf(premiumTones)
/** "eight". */
export const toneCountInWords = inWords(toneNames.length)
