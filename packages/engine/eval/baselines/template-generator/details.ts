import nlp from 'compromise'
import { wordTable } from '../../../src/local/lexicon/word-table'
import { STOPWORDS } from '../../../src/local/text/content-words'
import { tokenize } from '../../../src/local/text/tokens'
import type { Intent } from './intent'

/** What the prompt and context say about the message; any part may be missing. */
export interface MessageDetails {
  /** The recipient's first name, capitalised ("Sarah"). */
  name?: string
  /** Day and time as written ("Friday at 7pm", "this weekend"). */
  when?: string
  /** A named place ("Blue Bottle"). */
  place?: string
  /** What to do together ("coffee", "dinner"). */
  activity?: string
  /** The intent's object, ready for its template ("covering my shift", "your new job"). */
  thing?: string
  /** What the recipient is into, for openers ("hiking"). */
  interest?: string
}

const NAME_TAGS = new Set(['FirstName', 'MaleName', 'FemaleName', 'Person'])
const PLACE_TAGS = new Set(['City', 'Country', 'Place', 'Organization', 'Region'])
let lexicon: Record<string, string | string[]> | null = null

/** compromise's word list (names, places): a fast lookup, unlike running its parser. */
function lexiconTags(word: string): string[] {
  lexicon ??= (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one.lexicon
  const tags = lexicon[word]
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]
}

const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day'
const WHEN = new RegExp(
  String.raw`\b(?:(?:this|next|on) )?(?:today|tonight|tomorrow(?: night| morning| evening| afternoon)?|weekend|${DAY}(?: night| morning| evening| afternoon)?|week)\b`,
  'i',
)
const TIME = /\b(?:at )?(\d{1,2}(?::\d{2})?\s?(?:am|pm)|noon|midnight)\b/i
const ACTIVITY =
  /\b(coffee|dinner|drinks?|lunch|brunch|breakfast|a walk|a movie|the movies|a concert|tacos|pizza|ice cream|a hike|karaoke|bowling|sushi|a picnic)\b/i
const PLACE_AFTER_PREPOSITION = /\b(?:at|to|in) ((?:the )?\p{Lu}[\p{L}'’&-]*(?: \p{Lu}[\p{L}'’&-]*){0,3})/u
// Requests about the message itself, not its content: "… and make it funny".
const INSTRUCTIONS =
  /(?:,|\band\b|\bbut\b)?\s*\b(?:make it|keep it|in a|something|sound(?:ing)?|be) (?:\S+ ){0,2}?(?:funny|short|flirty|casual|cute|sweet|professional|polite|bold|confident|chill|romantic|brief|nice|way|tone)\b.*$|\s+(?:politely|nicely|gently|kindly|quickly|professionally|casually|respectfully|firmly)\b.*$/i
// "… with my boss": who the message goes to, not part of the thing.
const RECIPIENT_TAIL =
  /\s+(?:with|from|to|for) (?:my|the|our) (?:boss|manager|landlord|client|recruiter|team|coworker|colleague|roommate|partner|girlfriend|boyfriend|wife|husband|mom|dad|friend)\b.*$/i

// Object patterns per intent: the first capture is the thing the template mentions.
const THING: Partial<Record<Intent, RegExp>> = {
  thanks: /\bthank\w*\s+(?:[\w'’]+\s+){0,3}?for\s+(.+)/i,
  apology: /\b(?:apologi[sz]e|sorry|apology)\b.*?\b(?:for|about)\s+(.+)/i,
  congratulate: /\bcongrat\w*\s+(?:[\w'’]+\s+){0,3}?on\s+(.+)/i,
  follow_up: /\bfollow(?:ing)?[\s-]?up\b.*?\b(?:on|about|regarding)\s+(.+)/i,
  reminder: /\bremind\w*\s+(?:[\w'’]+\s+){0,3}?((?:about|of|to)\s+.+)/i,
  invite: /\binvit\w*\s+(?:[\w'’]+\s+){0,3}?to\s+(.+)/i,
  decline: /\b(?:decline|turn down|say no to|reject|pass on|cancel|skip|bail on)\s+(.+)/i,
  negotiate: /\b(?:negotiate|ask(?:ing)? for|counter)\s+(.+)/i,
  compliment: /\bcompliment\s+(?:[\w'’]+\s+){0,3}?on\s+(.+)/i,
  check_in: /\b(?:after|about)\s+(.+)/i,
  general: /\b(?:about|regarding)\s+(.+)/i,
}
const INTEREST =
  /\b(?:likes?|loves?|(?:is )?into|enjoys?|obsessed with|profile (?:says|mentions|has))\s+(.+)/i

// The prompt speaks of the recipient in the third person; the message speaks to them.
const TO_SECOND_PERSON: Record<string, string> = wordTable({
  her: 'your',
  his: 'your',
  their: 'your',
  him: 'you',
  them: 'you',
  she: 'you',
  he: 'you',
  they: 'you',
  hers: 'yours',
  theirs: 'yours',
  "she's": "you're",
  "he's": "you're",
  "they're": "you're",
})
const MAX_THING_WORDS = 8

function toSecondPerson(phrase: string): string {
  return phrase.replace(
    /[\p{L}'’]+/gu,
    (word) => TO_SECOND_PERSON[word.toLowerCase().replace('’', "'")] ?? word,
  )
}

function cleanPhrase(raw: string): string {
  const words = raw
    .replace(INSTRUCTIONS, '')
    .replace(/[.!?;:,]+.*$/s, '')
    .replace(RECIPIENT_TAIL, '')
    .replace(/\s*\b(?:(?:on|this|next|at) (?:\S+day|weekend|week)|today|tonight|tomorrow)\b.*$/i, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return toSecondPerson(words.slice(0, MAX_THING_WORDS).join(' '))
}

function findName(text: string): string | undefined {
  const tokens = tokenize(text)
  for (const [index, token] of tokens.entries()) {
    if (STOPWORDS.has(token.lower) || token.lower.length < 2) continue
    const tags = lexiconTags(token.lower)
    if (tags.some((tag) => PLACE_TAGS.has(tag)) || WHEN.test(token.lower)) continue
    const capitalisedMidSentence = index > 0 && /^\p{Lu}\p{Ll}+$/u.test(token.text)
    if (
      tags.some((tag) => NAME_TAGS.has(tag)) ||
      (capitalisedMidSentence && !tags.length && !ACTIVITY.test(token.lower))
    ) {
      return token.text.charAt(0).toUpperCase() + token.text.slice(1).toLowerCase()
    }
  }
  return undefined
}

function findPlace(text: string, name: string | undefined): string | undefined {
  const afterPreposition = PLACE_AFTER_PREPOSITION.exec(text)?.[1]
  if (afterPreposition && afterPreposition !== name && !WHEN.test(afterPreposition)) return afterPreposition
  for (const token of tokenize(text)) {
    if (lexiconTags(token.lower).some((tag) => PLACE_TAGS.has(tag)) && /^\p{Lu}/u.test(token.text))
      return token.text
  }
  return undefined
}

/** A phrase that reads after an activity: "on Friday at 7pm", "tonight", "this weekend". */
function findWhen(text: string): string | undefined {
  const day = WHEN.exec(text)?.[0]
    .toLowerCase()
    .replace(new RegExp(`^(${DAY})`), 'on $1')
    .replace(/\b\w+day\b/g, (name) =>
      name === 'today' ? name : name.charAt(0).toUpperCase() + name.slice(1),
    )
  const time = TIME.exec(text)?.[1]
  const when = [day, time && `at ${time.toLowerCase()}`].filter(Boolean).join(' ')
  return when || undefined
}

/** Details from the prompt, filled in from the context where the prompt is silent. */
export function extractDetails(intent: Intent, prompt: string, context = ''): MessageDetails {
  const fromText = (text: string): MessageDetails => {
    const name = findName(text)
    const thingMatch = THING[intent]?.exec(text)?.[1]
    const interestMatch = INTEREST.exec(text)?.[1]
    return {
      name,
      when: findWhen(text),
      place: findPlace(text, name),
      activity: ACTIVITY.exec(text)?.[1]?.toLowerCase(),
      thing: thingMatch ? cleanPhrase(thingMatch) || undefined : undefined,
      interest: interestMatch ? cleanPhrase(interestMatch) || undefined : undefined,
    }
  }
  const fromPrompt = fromText(prompt)
  const fromContext = context.trim() ? fromText(context) : {}
  const merged: MessageDetails = {}
  for (const key of ['name', 'when', 'place', 'activity', 'thing', 'interest'] as const) {
    const value = fromPrompt[key] ?? fromContext[key]
    if (value) merged[key] = value
  }
  return merged
}
