import { createRequire } from 'node:module'
import { CONTRACTIONS } from '../src/local/lexicon/contractions'
import { INFORMAL_GREETINGS } from '../src/local/lexicon/framing'
import { HEDGES } from '../src/local/lexicon/hedges'
import { IMPERATIVE_VERBS } from '../src/local/lexicon/imperative-verbs'
import { CHAT_NOISE, SLANG } from '../src/local/lexicon/slang'
import {
  CERTAINTY_WORDS,
  FLIRT_CUES,
  FLIRT_EMOJI,
  HUMOUR_CUES,
  HUMOUR_EMOJI,
} from '../src/local/lexicon/tone-cues'
import { isElongated, unelongate } from '../src/local/text/elongation'
import { formality } from '../src/local/text/formality'
import { countPhrases } from '../src/local/text/phrases'
import { findEmoji, splitSentences, tokenize } from '../src/local/text/tokens'

/**
 * Markers of each tone measured on finished text alone, with word lists that know nothing of
 * the generator's phrase banks: what a reader would count, not which bank was used.
 */

const require = createRequire(import.meta.url)
let dictionary: Set<string> | null = null
const CHAT_WORDS = new Set<string>([...Object.keys(SLANG), ...CHAT_NOISE, 'lmk', 'ngl', 'mwah', 'xo', 'tbh'])

function isKnownWord(word: string, extra: ReadonlySet<string>): boolean {
  dictionary ??= new Set(require('an-array-of-english-words') as string[])
  const bare = word.replace(/['’]s$/, '')
  return (
    dictionary.has(bare) ||
    extra.has(bare) ||
    CHAT_WORDS.has(bare) ||
    bare in CONTRACTIONS ||
    /^\p{N}+(?:am|pm)?$/u.test(bare) ||
    unelongate(bare).some((form) => dictionary?.has(form) || extra.has(form))
  )
}

function words(text: string) {
  return tokenize(text).filter((token) => /\p{L}/u.test(token.lower))
}

/** Misspelt words per word: not in a 275,000-word English list, chat slang or the prompt. */
export function typoRate(text: string, promptWords: ReadonlySet<string>): number {
  const tokens = words(text)
  if (tokens.length === 0) return 0
  return (
    tokens.filter((token) => !isElongated(token.lower) && !isKnownWord(token.lower, promptWords)).length /
    tokens.length
  )
}

export function elongationRate(text: string): number {
  const tokens = words(text)
  return tokens.length === 0 ? 0 : tokens.filter((token) => isElongated(token.lower)).length / tokens.length
}

/** Drunk: typos plus held letters, per word. */
export function drunkMarker(text: string, promptWords: ReadonlySet<string>): number {
  return typoRate(text, promptWords) + elongationRate(text)
}

function lowerStartShare(text: string): number {
  const sentences = splitSentences(text)
  if (sentences.length === 0) return 0
  return sentences.filter((sentence) => /^\p{Ll}/u.test(sentence.text)).length / sentences.length
}

/** Tipsy: sentences starting in lower case, plus held letters and emoji per word. */
export function tipsyMarker(text: string): number {
  const count = Math.max(1, words(text).length)
  return lowerStartShare(text) + elongationRate(text) + findEmoji(text).length / count
}

/** Sober: formality (0–1) plus the share of sentences that start with a capital and end with a stop. */
export function soberMarker(text: string): number {
  const sentences = splitSentences(text)
  const proper = sentences.filter(
    (sentence) => /^[\p{Lu}\p{N}]/u.test(sentence.text) && /[.!?]$/.test(sentence.text),
  )
  return formality(text) / 100 + (sentences.length === 0 ? 0 : proper.length / sentences.length)
}

function countEmoji(text: string, set: readonly string[]): number {
  return findEmoji(text).filter((match) => set.includes(match.emoji)).length
}

/** Funny: laughter, joke frames and laughing emoji. */
export function funnyMarker(text: string): number {
  return countPhrases(text, HUMOUR_CUES) + countEmoji(text, HUMOUR_EMOJI)
}

/** Flirty: compliments, pet names and winks. */
export function flirtyMarker(text: string): number {
  return countPhrases(text, FLIRT_CUES) + countEmoji(text, FLIRT_EMOJI)
}

/** Confident and bold: certainty words and commands, less hedges. */
export function confidenceMarker(text: string): number {
  const commands = splitSentences(text).filter((sentence) => {
    const first = /^[\p{L}']+/u.exec(sentence.text)?.[0].toLowerCase() ?? ''
    return IMPERATIVE_VERBS.has(first) || first === "let's"
  }).length
  return countPhrases(text, CERTAINTY_WORDS) + commands - countPhrases(text, HEDGES)
}

/** Casual: contractions, slang and informal greetings per word. */
export function casualMarker(text: string): number {
  const tokens = words(text)
  if (tokens.length === 0) return 0
  const informal = tokens.filter(
    (token) => token.lower.includes("'") || token.lower in SLANG || CHAT_WORDS.has(token.lower),
  ).length
  return (informal + countPhrases(text, INFORMAL_GREETINGS)) / tokens.length
}
