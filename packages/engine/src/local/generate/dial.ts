import { SLANG } from '../lexicon/slang'
import { capitalizeSentences } from '../text/casing'
import { expandContractions } from '../text/contractions'
import { mapSentences } from '../text/map-sentences'
import { replacePhrases } from '../text/phrases'
import { pick } from '../text/random'
import { findEmoji } from '../text/tokens'
import { applyWithChance } from './chance'
import { typo } from './keyboard'

/** The sober → tipsy → drunk dial, acting on the words and punctuation of a finished message. */

const FORMAL_SLANG = Object.fromEntries(
  ['gonna', 'wanna', 'gotta', 'kinda', 'lmk', 'ya'].map((word) => [word, SLANG[word] ?? word]),
)

/**
 * Sober care: capitals and end punctuation grow with it, and above the middle it also spells
 * out contractions and slang and lets go of emoji and exclamation marks.
 */
export function applyCare(text: string, care: number, random: () => number): string {
  const formal = Math.max(0, 2 * care - 1)
  let careful = expandContractions(text, applyWithChance(formal, random)).text
  careful = replacePhrases(careful, FORMAL_SLANG, applyWithChance(formal, random)).text
  for (const { emoji } of findEmoji(careful))
    if (random() < formal) careful = careful.replace(` ${emoji}`, '').replace(emoji, '')
  careful = careful.replace(/!+/g, (marks) => (random() < 0.8 * care ? '.' : marks))
  const capitalised = capitalizeSentences(careful)
  return mapSentences(capitalised, (sentence) => {
    const lead = sentence.lead
    const body =
      random() < 0.5 + care ? sentence.body : sentence.body.charAt(0).toLowerCase() + sentence.body.slice(1)
    const open = sentence.end === '' && /[\p{L}\p{N}]$/u.test(sentence.body)
    const end = open && random() < care ? '.' : random() < 0.5 - care ? '' : sentence.end
    return { lead, body, end }
  })
}

const ELONGATABLE = new Set([
  'hey',
  'hi',
  'so',
  'yes',
  'please',
  'omg',
  'love',
  'miss',
  'cute',
  'fun',
  'good',
  'nice',
  'okay',
  'no',
  'wait',
  'sorry',
  'yay',
  'soon',
  'too',
  'now',
  'ok',
  'bye',
  'you',
  'me',
  'really',
  'much',
  'sure',
  'hello',
])
const TIPSY_EMOJI = ['🥂', '✨', '😜', '🙈', '💃', '🍷', '😆', '🥳'] as const

function elongate(word: string, random: () => number): string {
  const last = word.at(-1) ?? ''
  return word + last.repeat(2 + Math.floor(random() * 3))
}

/** Tipsy: lower case, held letters ("heyyy"), more emoji and exclamation marks (no emoji when `emoji` is false). */
export function loosen(text: string, looseness: number, random: () => number, emoji = true): string {
  if (looseness <= 0) return text
  const elongated = text.replace(/(?<![\p{L}'’])\p{L}+(?![\p{L}'’])/gu, (word) =>
    ELONGATABLE.has(word.toLowerCase()) && random() < 0.7 * looseness ? elongate(word, random) : word,
  )
  return mapSentences(elongated, (sentence) => {
    const body = random() < looseness ? sentence.body.toLowerCase() : sentence.body
    let end = sentence.end
    if (end.startsWith('.') && random() < 0.5 * looseness) end = '!'
    if (end.startsWith('!') && random() < 0.3 * looseness) end = '!!'
    if (random() < 0.4 * looseness && emoji) end = `${end} ${pick(random, TIPSY_EMOJI)}`
    return { lead: sentence.lead, body, end }
  })
}

/** Drunk: keyboard-neighbour typos, dropped apostrophes and punctuation, sentences run together. */
export function slur(text: string, drunkenness: number, random: () => number): string {
  if (drunkenness <= 0) return text
  const typed = text.replace(/\p{L}{3,}/gu, (word) =>
    random() < 0.25 * drunkenness ? typo(word, random) : word,
  )
  const unpunctuated = typed.replace(/(\p{L})['’](\p{L})/gu, (whole, before: string, after: string) =>
    random() < drunkenness ? before + after : whole,
  )
  const runOn = unpunctuated.replace(/([.!?]+)\s+(\p{L})/gu, (whole, _marks: string, next: string) => {
    if (random() >= 0.6 * drunkenness) return whole
    return `${random() < 0.5 ? ' and' : ''} ${next.toLowerCase()}`
  })
  return runOn.replace(/[.!?]+$/u, (marks) => (random() < 0.7 * drunkenness ? '' : marks))
}
