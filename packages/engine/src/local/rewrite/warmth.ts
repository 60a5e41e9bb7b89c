import { FAVOURITE_EMOJI } from '../lexicon/emoji-keywords'
import { IMPERATIVE_VERBS } from '../lexicon/imperative-verbs'
import { lowerFirst, mapSentences } from '../text/map-sentences'
import { splitFrame } from '../text/message-frame'
import { findEmoji, tokenize } from '../text/tokens'
import { mapBody } from './framing'
import { type RewriteStep, unchanged } from './rewrite-step'

const PLAIN_THANKS =
  /(?<!\bthe )\b(thank you|thanks|thx)\b(?!\s+(?:so much|very much|a lot|a ton|again|a million))/i

/** "thanks" → "thanks so much", once. */
export const warmThanks: RewriteStep = (text) => {
  const thanks = PLAIN_THANKS.exec(splitFrame(text).body)?.[1]
  if (!thanks) return unchanged(text)
  const spelled = thanks.toLowerCase() === 'thx' ? 'thanks' : thanks.toLowerCase()
  const warm = `${/^\p{Lu}/u.test(thanks) ? spelled.charAt(0).toUpperCase() + spelled.slice(1) : spelled} so much`
  const warmed = mapBody(text, (body) => body.replace(PLAIN_THANKS, warm))
  return warmed === text ? unchanged(text) : { text: warmed, change: `Warmed up '${thanks}' to '${warm}'` }
}

const NEED_YOU_TO = /^(?:i need you to|you need to|you have to)\s+(.+)$/i
const CAN_YOU = /^can (you|u)\s+(.+)$/i

/**
 * Asks turned into friendly requests: "take it out tonight" → "Could you take it out tonight?",
 * "Can u send me the pics" → "Could you send me the pics?".
 */
export const warmRequests: RewriteStep = (text) => {
  let turned = 0
  const rewritten = mapSentences(text, (sentence) => {
    const body = sentence.body.trim()
    if (body.split(/\s+/).length > 30) return sentence
    const canYou = CAN_YOU.exec(body)
    if (canYou?.[2]) {
      turned++
      return { lead: sentence.lead, body: `Could you ${canYou[2]}`, end: '?' }
    }
    if (sentence.end.includes('?')) return sentence
    // "Please don't tell anyone" stays; "Finish it by Friday or I'm…" is a threat, not a favour.
    if (/^(?:please\s+)?(?:don['’]t|do not|never|note|find|see|be advised)\b|\bor (?:i|we)\b/i.test(body))
      return sentence
    const need = NEED_YOU_TO.exec(body)?.[1]
    const please = /^please\s+(.+)$/i.exec(body)?.[1]
    const first = /^[\p{L}']+/u.exec(body)?.[0].toLowerCase() ?? ''
    const command =
      IMPERATIVE_VERBS.has(first) && !['let', 'look'].includes(first) && !/^[\p{L}']+,/u.test(body)
    const request = need ?? please ?? (command ? body : null)
    if (!request) return sentence
    turned++
    return {
      lead: sentence.lead,
      body: `Could you ${please ? 'please ' : ''}${lowerFirst(request)}`,
      end: '?',
    }
  })
  if (turned === 0) return unchanged(text)
  return {
    text: rewritten,
    change: `Asked ${turned === 1 ? 'it' : `${turned} things`} as a friendly question`,
  }
}

/** Sarcastic faces read as cold in a friendly note. */
const COLD_EMOJI = /\s*(?:🙃|🙄|😒|😑|😤|🤨)/gu

export const dropColdEmoji: RewriteStep = (text) => {
  const warmer = text.replace(COLD_EMOJI, '')
  return warmer === text ? unchanged(text) : { text: warmer, change: 'Dropped the eye-roll emoji' }
}

const CASUAL = new Set(['text_friend', 'dating_app', 'general'])

/** An emoji for what the message is about ("tacos" → 🌮 via the emoji keywords), if it names one. */
function topicEmoji(text: string): string | undefined {
  for (const token of tokenize(text)) {
    const emoji = FAVOURITE_EMOJI[token.lower]
    if (
      emoji &&
      ![
        'no',
        'yes',
        'please',
        'sorry',
        'thanks',
        'thank',
        'hi',
        'hey',
        'late',
        'time',
        'wow',
        'mad',
        'angry',
        'hate',
        'think',
        'like',
      ].includes(token.lower)
    )
      return emoji
  }
  return undefined
}

/**
 * Light, positive messages end on "!" and, among friends, with an emoji of their own topic.
 * Sad or serious ones get neither.
 */
export const warmEnding: RewriteStep = (text, reading) => {
  if (!reading.upbeat) return unchanged(text)
  const notes: string[] = []
  let warmed = mapBody(text, (body) => {
    if (body.includes('!') || !/\.$/.test(body)) return body
    notes.push('ended on an exclamation mark')
    return `${body.slice(0, -1)}!`
  })
  if (CASUAL.has(reading.useCase) && findEmoji(warmed).length === 0) {
    // A happy message with no topic of its own still smiles; a sad or neutral one never does.
    const emoji = topicEmoji(warmed) ?? (reading.situation === 'celebration' ? '🎉' : '😊')
    warmed = mapBody(warmed, (body) => `${body} ${emoji}`)
    notes.push(`added ${emoji}`)
  }
  if (notes.length === 0) return unchanged(text)
  const sentence = notes.join(' and ')
  return { text: warmed, change: sentence.charAt(0).toUpperCase() + sentence.slice(1) }
}

/**
 * When nothing else changed a light message among friends, its own topic's emoji is the
 * friendly touch ("…at the game? 🎮"). No stock smile and no stock closing line: a message with
 * no topic to show is left for the checks to call what it is, the same words.
 */
export const lightTouch: RewriteStep = (text, reading) => {
  if (reading.serious || !CASUAL.has(reading.useCase) || findEmoji(text).length > 0) return unchanged(text)
  const emoji = topicEmoji(text)
  if (!emoji) return unchanged(text)
  return { text: mapBody(text, (body) => `${body} ${emoji}`), change: `Added ${emoji}` }
}

/** A light message that ends on a full stop ends on "!" instead: "…at Rosie's next week!". */
export const exclaim: RewriteStep = (text, reading) => {
  if (reading.serious) return unchanged(text)
  const warmed = mapBody(text, (body) => (/[\p{L}\p{N}]\.$/u.test(body) ? `${body.slice(0, -1)}!` : body))
  return warmed === text ? unchanged(text) : { text: warmed, change: 'Ended on an exclamation mark' }
}
