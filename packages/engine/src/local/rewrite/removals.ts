import { UNDERCUTTING_APOLOGIES } from '../lexicon/apologies'
import { EMOTICONS } from '../lexicon/emoticons'
import { FILLERS } from '../lexicon/fillers'
import { PROFANITY_SOFTENED } from '../lexicon/profanity'
import { CHAT_NOISE } from '../lexicon/slang'
import { PLEASANTRIES } from '../lexicon/wordy-phrases'
import { removeClausePhrases, removePhrases, replacePhrases, type SkipMatch } from '../text/phrases'
import { tidy } from '../text/tidy'
import { findEmoji } from '../text/tokens'
import { fromEdit, type RewriteStep, unchanged } from './rewrite-step'

// Fillers that are real words elsewhere ("I like it", "did well", "do you know"): only removed
// when set off by commas or opening a sentence with a comma after them.
const SET_OFF_ONLY = new Set(['like', 'well', 'you know', 'i mean', 'so yeah', 'anyway', 'anyways', 'really'])
const OPENS_CLAUSE = /(?:^|[,.!;:]\s*|\n\s*)$/
const CLOSES_CLAUSE = /^\s*(?:[,.!;:]|$)/

const fillerKeptHere: SkipMatch = (match, before, after) => {
  const lower = match.toLowerCase()
  const wholeSentence = /(?:^|[.!?]\s*)$/.test(before) && /^\s*(?:[.!?]|$)/.test(after)
  if (wholeSentence) return true
  if (lower === 'really' && /^\s+\p{L}/u.test(after)) return false
  // "at like 11pm", "since like the 3rd": "like" between a preposition and what it governs.
  if (
    lower === 'like' &&
    /\b(?:at|for|about|around|since|in|on|until|by)\s+$/i.test(before) &&
    /^\s+[\p{N}\p{L}]/u.test(after)
  )
    return false
  return SET_OFF_ONLY.has(lower) && !(OPENS_CLAUSE.test(before) && CLOSES_CLAUSE.test(after))
}

// "…, you know?" asks nothing: the sentence ends as a statement.
const TAG_QUESTION = /,\s*(?:you know|right)\?/gi

export const removeFillers: RewriteStep = (text) => {
  const tags = text.match(TAG_QUESTION) ?? []
  const edit = removePhrases(text.replace(TAG_QUESTION, '.'), FILLERS, fillerKeptHere)
  edit.matched.unshift(...tags.map((tag) => tag.replace(/^,\s*|\?$/g, '')))
  return fromEdit(text, edit, { verb: 'Removed', singular: 'filler word', plural: 'filler words' })
}

// "freaking out" is a verb, not a swear word for emphasis.
const notSwearingHere: SkipMatch = (match, _before, after) => /^fr/i.test(match) && /^\s+out\b/i.test(after)

export const softenProfanity: RewriteStep = (text) =>
  fromEdit(text, replacePhrases(text, PROFANITY_SOFTENED, notSwearingHere), {
    verb: 'Toned down',
    singular: 'swear word',
    plural: 'swear words',
  })

export const dropChatNoise: RewriteStep = (text) =>
  fromEdit(text, removePhrases(text, CHAT_NOISE), {
    verb: 'Dropped',
    singular: 'chat abbreviation',
    plural: 'chat abbreviations',
  })

const EMOTICON_LIST = Object.keys(EMOTICONS)

export const removeEmoji: RewriteStep = (text) => {
  const emoticons = removePhrases(text, EMOTICON_LIST)
  const found = [...findEmoji(text).map((match) => match.emoji), ...emoticons.matched]
  if (found.length === 0) return unchanged(text)
  // An emoji that ended a sentence ("…yesterday 😞 let me…") leaves a full stop behind.
  let stripped = emoticons.text.replace(
    /(?<=[\p{L}\p{N}])\s*(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\p{Emoji_Modifier})+(?=\s+\p{L})/gu,
    '.',
  )
  for (const { emoji } of findEmoji(stripped)) stripped = stripped.replace(emoji, '')
  return { text: tidy(stripped), change: `Removed ${found.length} emoji (${found.slice(0, 4).join(' ')})` }
}

/** Whole pleasantry sentences ("I hope this email finds you well.") with their punctuation. */
export const dropPleasantries: RewriteStep = (text) =>
  fromEdit(
    text,
    removePhrases(text, PLEASANTRIES),
    { verb: 'Dropped', singular: 'pleasantry', plural: 'pleasantries' },
    (edited) => tidy(edited.replace(/(^|\n|[.!?]\s+)[ \t]*[.!,]+[ \t]*/g, '$1')),
  )

/**
 * "Sorry to bother you, but can you…" → "Can you…": apologies that undercut a request. An
 * apology message keeps its "sorry": there it is the point.
 */
export const dropUndercuttingApologies: RewriteStep = (text, { useCase }) => {
  if (useCase === 'apology') return unchanged(text)
  return fromEdit(
    text,
    removeClausePhrases(text, UNDERCUTTING_APOLOGIES),
    { verb: 'Removed', singular: 'apology', plural: 'apologies' },
    (edited) => tidy(edited.replace(/(^|[.!?]\s+|\n)[\s,]*but\s+/gi, '$1')),
  )
}
