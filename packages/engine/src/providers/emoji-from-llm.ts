import { findEmoji } from '../local/text/tokens'
import { EMOJI_RANGE } from './prompts'

/**
 * Keeps only the emoji of the model's answer (at most the maximum) and weaves the preferred
 * emoji in when the model left it out. Undefined when the model wrote no emoji at all.
 */
export function emojiFromLlm(answer: string, preferred: string | undefined): string | undefined {
  const emoji = findEmoji(answer)
    .map((found) => found.emoji)
    .slice(0, EMOJI_RANGE.max)
  if (emoji.length === 0) return undefined
  if (preferred && !emoji.includes(preferred)) {
    // Second place reads as part of the story rather than a signature tacked on the end.
    emoji.splice(1, 0, preferred)
    emoji.length = Math.min(emoji.length, EMOJI_RANGE.max)
  }
  return emoji.join('')
}
