import { UNDERCUTTING_APOLOGIES } from '../../../src/local/lexicon/apologies'
import { EMOTICONS } from '../../../src/local/lexicon/emoticons'
import { FILLERS } from '../../../src/local/lexicon/fillers'
import { PROFANITY_SOFTENED } from '../../../src/local/lexicon/profanity'
import { CHAT_NOISE } from '../../../src/local/lexicon/slang'
import { PLEASANTRIES } from '../../../src/local/lexicon/wordy-phrases'
import { removePhrases, replacePhrases, type SkipMatch } from '../../../src/local/text/phrases'
import { tidy } from '../../../src/local/text/tidy'
import { findEmoji } from '../../../src/local/text/tokens'
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

export const softenProfanity: RewriteStep = (text) =>
  fromEdit(text, replacePhrases(text, PROFANITY_SOFTENED), {
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
  let stripped = emoticons.text
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
export const dropUndercuttingApologies: RewriteStep = (text, useCase) => {
  if (useCase === 'apology') return unchanged(text)
  return fromEdit(
    text,
    removePhrases(text, UNDERCUTTING_APOLOGIES),
    { verb: 'Removed', singular: 'apology', plural: 'apologies' },
    (edited) => tidy(edited.replace(/(^|[.!?]\s+|\n)[\s,]*but\s+/gi, '$1')),
  )
}
