import type { FreeTone, Platform } from '@tipsy/contracts'
import { findEmoji } from '../text/tokens'

/** How a platform shapes a message (docs/product.md "Platforms"). */
export interface PlatformRules {
  /** Hard limit in characters. */
  maxLength?: number
  /** Soft target: optional lines are dropped to get under it. */
  preferredLength: number
  /** Greeting line, body, sign-off (e-mail). */
  letter: boolean
  /** Professional register: at most one emoji. */
  professional: boolean
  /** Chance of an opener line ("Hey Sam!") in a chat message. */
  openerChance: number
  /** Most extra lines (jokes, compliments, overshares) a message may carry. */
  maxFlourishes: number
  /**
   * The platform's lean, added to the user's sliders: only tones every plan has, so a message
   * is never written (or labelled) in a Premium tone the user could not choose.
   */
  nudge: Partial<Record<FreeTone, number>>
}

const CHAT: PlatformRules = {
  preferredLength: 320,
  letter: false,
  professional: false,
  openerChance: 0.6,
  maxFlourishes: 2,
  nudge: {},
}
const CASUAL_APP: PlatformRules = { ...CHAT, nudge: { casual: 25 } }

export const PLATFORM_RULES: Record<Platform | 'none', PlatformRules> = {
  none: CHAT,
  email: {
    ...CHAT,
    preferredLength: 900,
    letter: true,
    professional: true,
    openerChance: 0,
    maxFlourishes: 2,
    nudge: { sober: 20 },
  },
  linkedin: {
    ...CHAT,
    preferredLength: 600,
    professional: true,
    openerChance: 1,
    nudge: { sober: 40 },
  },
  teams: {
    ...CHAT,
    preferredLength: 300,
    professional: true,
    openerChance: 0.5,
    maxFlourishes: 1,
    nudge: { sober: 40 },
  },
  slack: { ...CHAT, preferredLength: 180, openerChance: 0.3, maxFlourishes: 1, nudge: { casual: 10 } },
  sms: {
    ...CHAT,
    maxLength: 160,
    preferredLength: 160,
    openerChance: 0.5,
    maxFlourishes: 1,
    nudge: { casual: 10 },
  },
  twitter: { ...CHAT, maxLength: 280, preferredLength: 280 },
  instagram: CASUAL_APP,
  whatsapp: CASUAL_APP,
  telegram: CASUAL_APP,
  facebook: CASUAL_APP,
}

/** Cuts at the last word boundary that fits, as a last resort once optional lines are gone. */
export function truncateToFit(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`
}

/** Keeps the first emoji only, for professional platforms. */
export function keepFirstEmoji(text: string): string {
  let limited = text
  for (const { emoji } of findEmoji(text).slice(1))
    limited = limited.replace(` ${emoji}`, '').replace(emoji, '')
  return limited
}
