import { FAVOURITE_EMOJI } from '../lexicon/emoji-keywords'
import { IMPERATIVE_VERBS } from '../lexicon/imperative-verbs'
import { lowerFirst, mapSentences } from '../text/map-sentences'
import { splitFrame } from '../text/message-frame'
import { findEmoji, tokenize } from '../text/tokens'
import { alreadySaid } from './acknowledgement'
import { choose } from './choice'
import { mapBody } from './framing'
import type { MessageReading } from './reading'
import { type RewriteStep, type StepResult, unchanged } from './rewrite-step'
import type { Situation } from './situation'

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

/** An emoji for what the message is about ("tacos" → 🌮 via the emoji keywords), else a smile. */
function topicEmoji(text: string, situation: Situation): string {
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
  return situation === 'celebration' ? '🎉' : '😊'
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
    const emoji = topicEmoji(warmed, reading.situation)
    warmed = mapBody(warmed, (body) => `${body} ${emoji}`)
    notes.push(`added ${emoji}`)
  }
  if (notes.length === 0) return unchanged(text)
  const sentence = notes.join(' and ')
  return { text: warmed, change: sentence.charAt(0).toUpperCase() + sentence.slice(1) }
}

/** A warm last line for what the message is about; serious messages get a quiet one. */
const WARM_CLOSERS: Record<Situation, readonly string[]> = {
  request: [
    'Thanks so much!',
    "You're a lifesaver!",
    'Really appreciate it!',
    'Thanks a million!',
    "You're the best!",
  ],
  offer: [
    'Thanks for considering it!',
    'Hope we can make it work!',
    'Thanks for thinking it over!',
    'Fingers crossed we can make it work!',
  ],
  question: ['Thanks in advance!', 'Thanks for checking!', 'Appreciate the help!', 'Thanks a bunch!'],
  change_of_plans: [
    'Thanks for understanding!',
    'Thanks for bearing with me!',
    'Thanks for being so flexible!',
    'Appreciate your patience!',
  ],
  celebration: ["Can't wait to celebrate!", 'This made my day!', 'So much to celebrate!', 'Best news!'],
  thanks: ["You're the best!", 'It means a lot!', 'Really appreciate you!', 'Made my day!'],
  news: [
    'Hope that helps!',
    'Shout if you have any questions!',
    "Let me know if anything's unclear!",
    'Just let me know if you need anything else!',
  ],
  apology: [
    'Thanks for your patience.',
    'Thanks for bearing with me.',
    'I appreciate you being so understanding.',
    'Thanks for being patient with me.',
  ],
  condolence: [
    'Sending you so much love.',
    "I'm here whenever you need me.",
    'Thinking of you.',
    "You're in my thoughts.",
  ],
  complaint: [
    "I'd really like us to sort this out.",
    'I know we can work this out.',
    "I'd like us to figure this out together.",
    "Let's talk it through.",
  ],
}
/** Worry about the reader ("what happened? hope everything's ok"). */
const CONCERN =
  /\b(?:what happened\s*\?|hope (?:everything|all)(?:['’]s| is) (?:ok|okay|alright|fine)|are you (?:ok|okay|alright))\b/i
const CONCERN_CLOSERS = ['Here if you need anything.', "Let me know you're okay when you can."]

/** For a serious message that is not a loss, a quarrel or an apology (a leak, a late payment): calm. */
const QUIET_CLOSERS = [
  'Thanks for looking into it.',
  'I appreciate your help with this.',
  'Thank you for sorting this out.',
]
const PERSONAL_APOLOGY_CLOSERS = [
  'You mean a lot to me.',
  'I really do care about you.',
  'I hope we can talk soon.',
  'I want to make this right.',
]

/** At work the warmth is quieter: no "You're a lifesaver!" to a hiring manager. */
const WORK_CLOSERS: Partial<Record<Situation, readonly string[]>> = {
  request: ['Thanks so much!', 'Really appreciate it!', 'Thanks in advance!', 'Many thanks!'],
  question: ['Thanks in advance!', 'Thanks for your help!', 'Appreciate it!'],
  news: ['Hope that helps!', 'Let me know if you have any questions!', 'Happy to help with anything else!'],
  celebration: ['Congratulations again!', 'Great work, everyone!', 'Well deserved!'],
  thanks: ['Really appreciate it!', 'It made a real difference!'],
}
const WORK = new Set(['work_email', 'negotiation'])

/** A closer for this message that it does not already say ("Thinking of you." twice reads wrong). */
export function warmCloser(reading: MessageReading, text: string): string {
  const work = WORK.has(reading.useCase) ? WORK_CLOSERS[reading.situation] : undefined
  if (CONCERN.test(reading.message)) {
    const lines = CONCERN_CLOSERS.filter((line) => !alreadySaid(text, line))
    return lines.length > 0 ? choose(reading, 'friendly closer', lines) : ''
  }
  // A question on a dating app is conversation, not a favour: "Appreciate the help!" reads odd.
  if (reading.useCase === 'dating_app' && reading.situation === 'question') return ''
  const quiet =
    reading.serious &&
    ['news', 'question', 'request', 'offer', 'change_of_plans', 'thanks', 'celebration'].includes(
      reading.situation,
    )
  const bank = (
    reading.situation === 'apology' && reading.personal
      ? PERSONAL_APOLOGY_CLOSERS
      : quiet
        ? QUIET_CLOSERS
        : (work ?? WARM_CLOSERS[reading.situation])
  )
    .filter((line) => !alreadySaid(text, line))
    // "Thanks a ton! Really appreciate it!" says thanks twice.
    .filter((line) => !(THANKED.test(text) && THANKED.test(line)))
  if (bank.length === 0) return ''
  return choose(reading, 'friendly closer', bank)
}

const THANKED = /\b(?:thank|thanks|thx|appreciate)/i
const ASKS_SOMETHING = new Set<Situation>(['request', 'offer'])

/** A request or an offer without any thanks ends with a warm thank-you of its own. */
export const thankForTheAsk: RewriteStep = (text, reading) => {
  if (!ASKS_SOMETHING.has(reading.situation) || THANKED.test(text)) return unchanged(text)
  return addClosingLine(text, warmCloser(reading, text))
}

export function addClosingLine(text: string, line: string): StepResult {
  if (line === '') return unchanged(text)
  const closed = mapBody(text, (body) =>
    body === ''
      ? line
      : `${/[.!?…]$|\p{Extended_Pictographic}\uFE0F?$/u.test(body) ? body : `${body}.`} ${line}`,
  )
  return { text: closed, change: `Closed with '${line}'` }
}

/**
 * When nothing else changed a light message among friends, its own topic's emoji is the
 * friendly touch ("…at the game? 🎮"); serious ones and work get a closing line instead.
 */
export const lightTouch: RewriteStep = (text, reading) => {
  if (reading.serious || !CASUAL.has(reading.useCase) || findEmoji(text).length > 0) return unchanged(text)
  const emoji = topicEmoji(text, reading.situation)
  return { text: mapBody(text, (body) => `${body} ${emoji}`), change: `Added ${emoji}` }
}

/** A light message that ends on a full stop ends on "!" instead: "…at Rosie's next week!". */
export const exclaim: RewriteStep = (text, reading) => {
  if (reading.serious) return unchanged(text)
  const warmed = mapBody(text, (body) => (/[\p{L}\p{N}]\.$/u.test(body) ? `${body.slice(0, -1)}!` : body))
  return warmed === text ? unchanged(text) : { text: warmed, change: 'Ended on an exclamation mark' }
}
