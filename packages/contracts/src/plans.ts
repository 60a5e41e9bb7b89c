/*
 * The plan facts of DESIGN.md "Plans" as plain values, with no schema library: the server
 * enforces them, and the web pages (even the lightest public ones) are written from them.
 */

/** The eight tone sliders (docs/product.md §3 "Tone settings"). */
export const toneNames = [
  'sober',
  'tipsy',
  'drunk',
  'flirty',
  'confident',
  'funny',
  'casual',
  'bold',
] as const
export type ToneName = (typeof toneNames)[number]

/**
 * The daily quotas a plan meters; `analyze` counts analyses and rewrites together, `reply`
 * counts conversations read (a pasted or screenshotted chat answered with replies).
 */
export const quotaNames = ['generate', 'analyze', 'emoji', 'reply'] as const
export type QuotaName = (typeof quotaNames)[number]

/** Sliders a Free user may move above 0 (DESIGN.md "Plans"); the other four are Premium. */
export const freeTones = ['sober', 'tipsy', 'drunk', 'casual'] as const satisfies readonly ToneName[]
export const premiumTones = ['flirty', 'confident', 'funny', 'bold'] as const satisfies readonly ToneName[]
export type FreeTone = (typeof freeTones)[number]

/** What Free allows per UTC day; Premium is unlimited. */
export const FREE_DAILY_LIMITS: Readonly<Record<QuotaName, number>> = {
  generate: 20,
  analyze: 40,
  emoji: 100,
  reply: 5,
}
/** Generations a Free user's message history keeps. */
export const FREE_HISTORY_LIMIT = 10

/** The Premium subscription: one price, billed monthly in advance (docs/product.md §1, §9). */
export const PREMIUM_PRICE = {
  /** Minor units: 999 is $9.99. */
  amount: 999,
  currency: 'USD',
  interval: 'month',
} as const

/** docs/product.md §9: an amount in minor units as money ("$9.99"), en-US; USD when no currency is given. */
export function formatMoney(amountMinor: number, currency?: string | null): string {
  const amount = amountMinor / 100
  const code = currency?.trim() || PREMIUM_PRICE.currency
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount)
  } catch {
    // An unknown currency code: the number with the code beside it.
    return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(amount)} ${code.toUpperCase()}`
  }
}

/** "sober, tipsy and drunk": words joined as an English list, for messages and copy about plans. */
export function listInEnglish(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** "$9.99" — the Premium price as every page shows it. */
export const premiumPriceLabel = formatMoney(PREMIUM_PRICE.amount)
