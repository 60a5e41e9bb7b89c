import { scoreSentiment } from '../analyze/sentiment'
import { EMOJI_SKIP_WORDS, FAVOURITE_EMOJI } from '../lexicon/emoji-keywords'
import { SLANG } from '../lexicon/slang'
import { STOPWORDS } from '../text/content-words'
import { unelongate } from '../text/elongation'
import { baseForms } from '../text/stem'
import { findEmoji, type Token, tokenize } from '../text/tokens'
import { type EmojiMatch, emojiForKeyword } from './emoji-index'

const MOST = 6
/** Below this a keyword only loosely fits its emoji (a late emojilib keyword). */
const WEAK_MATCH = 2.5

/** What to show when no word has an emoji: a face for the message's mood. */
const MOOD_EMOJI = {
  'very positive': ['🥰', '✨'],
  positive: ['😊', '✨'],
  neutral: ['✨', '💬'],
  negative: ['😔', '💭'],
  'very negative': ['😢', '💔'],
} as const

interface Hit {
  position: number
  matches: readonly EmojiMatch[]
}

const FAVOURITE_SCORE = 10

function lookup(word: string): readonly EmojiMatch[] {
  const spelled = SLANG[word] ?? word
  for (const candidate of [spelled, ...unelongate(spelled), ...baseForms(spelled)]) {
    if (EMOJI_SKIP_WORDS.has(candidate)) return []
    const favourite = FAVOURITE_EMOJI[candidate]
    if (favourite) return [{ emoji: favourite, score: FAVOURITE_SCORE }, ...emojiForKeyword(candidate)]
    const matches = emojiForKeyword(candidate)
    if ((matches[0]?.score ?? 0) >= WEAK_MATCH) return matches
  }
  return []
}

/** Keyword hits in text order; a two-word phrase ("ice cream") wins over its words. */
function findHits(tokens: readonly Token[]): Hit[] {
  const hits: Hit[] = []
  for (let position = 0; position < tokens.length; position++) {
    const word = tokens[position]?.lower ?? ''
    const next = tokens[position + 1]?.lower
    const phrase = next ? emojiForKeyword(`${word} ${next}`) : []
    if ((phrase[0]?.score ?? 0) >= WEAK_MATCH) {
      hits.push({ position, matches: phrase })
      position++
      continue
    }
    if (STOPWORDS.has(word) || word.length < 2 || /^\p{N}+$/u.test(word)) continue
    const matches = lookup(word)
    if (matches.length > 0) hits.push({ position, matches })
  }
  return hits
}

/** The strongest hits (up to `room`), back in text order, each with an emoji not used yet. */
function chooseEmoji(hits: readonly Hit[], room: number, exclude: ReadonlySet<string>): string[] {
  const strongest = [...hits]
    .sort((a, b) => (b.matches[0]?.score ?? 0) - (a.matches[0]?.score ?? 0) || a.position - b.position)
    .slice(0, room)
    .sort((a, b) => a.position - b.position)
  const used = new Set(exclude)
  const chosen: string[] = []
  for (const hit of strongest) {
    const emoji = hit.matches.find((match) => !used.has(match.emoji))?.emoji
    if (!emoji) continue
    used.add(emoji)
    chosen.push(emoji)
  }
  return chosen
}

function validPreferred(preferred: string | null | undefined): string | null {
  const found = preferred ? findEmoji(preferred) : []
  return found[0]?.emoji ?? null
}

/**
 * Turns text into an emoji combination (2–6 emoji) by keyword and synonym lookup, in the
 * order the words come. The preferred emoji opens and closes the combination. Text with no
 * known keyword gets a face for its mood; emoji-only text keeps its own emoji. Never empty.
 */
export function emojify(text: string, preferred?: string | null): string {
  const favourite = validPreferred(preferred)
  const tokens = tokenize(text)
  const ownEmoji = [...new Set(findEmoji(text).map((match) => match.emoji))]
  const room = favourite ? MOST - 2 : MOST

  let chosen: string[]
  if (tokens.length === 0 && ownEmoji.length > 0) {
    chosen = ownEmoji.filter((emoji) => emoji !== favourite).slice(0, room)
  } else {
    chosen = chooseEmoji(findHits(tokens), room, new Set(favourite ? [favourite] : []))
    // One emoji reads thin and none says nothing: the message's mood fills in.
    if (chosen.length < 2) {
      const mood = MOOD_EMOJI[scoreSentiment(text).label].filter((emoji) => !chosen.includes(emoji))
      chosen = [...chosen, ...mood].slice(0, Math.max(2, chosen.length))
    }
  }
  if (!favourite) return chosen.join('')
  return [favourite, ...chosen, ...(chosen.length > 0 ? [favourite] : [])].join('')
}
