import { findEmoji } from '../../../src/local/text/tokens'
import type { RewriteStep } from './rewrite-step'

const PLAIN_THANKS = /\b(thank you|thanks|thx)\b(?!\s+(?:so much|very much|a lot|a ton|again))/i
const CASUAL_USE_CASES = new Set(['text_friend', 'dating_app', 'general'])

/**
 * Warmth without new facts: "thanks" becomes "thanks so much", a plain full stop at the end
 * becomes "!", and casual messages with no emoji get a smile.
 */
export const addWarmth: RewriteStep = (text, useCase) => {
  const notes: string[] = []
  let warmed = text
  const thanks = PLAIN_THANKS.exec(warmed)
  if (thanks) {
    const so = thanks[1]?.charAt(0) === 'T' ? 'Thanks so much' : 'thanks so much'
    warmed = warmed.replace(PLAIN_THANKS, so)
    notes.push(`warmed up '${thanks[1]}' to '${so}'`)
  }
  if (!warmed.includes('!') && /\.$/.test(warmed)) {
    warmed = `${warmed.slice(0, -1)}!`
    notes.push('ended on an exclamation mark')
  }
  if (CASUAL_USE_CASES.has(useCase) && findEmoji(warmed).length === 0) {
    warmed = `${warmed} 😊`
    notes.push('added a smile 😊')
  }
  if (notes.length === 0) return { text, change: null }
  const sentence = notes.join(', ')
  return { text: warmed, change: sentence.charAt(0).toUpperCase() + sentence.slice(1) }
}
