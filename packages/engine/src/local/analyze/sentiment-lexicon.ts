import { createRequire } from 'node:module'
import { EMOJI_VALENCE_OVERRIDES, EMOTICONS } from '../lexicon/emoticons'
import { DOMAIN_VALENCE } from '../lexicon/sentiment-domain'
import { isNegator } from '../lexicon/sentiment-modifiers'
import { wordTable } from '../lexicon/word-table'
import { escapeRegExp } from '../text/escape-regexp'
import { execAll } from '../text/exec-all'
import { tokenize } from '../text/tokens'

/** A multi-word entry, e.g. "waste of" or "does not work", as apostrophe-free lower-case words. */
export interface LexiconPhrase {
  words: string[]
  valence: number
  /** The phrase carries its own negation ("not worth"), so a negator inside it must not flip it again. */
  containsNegator: boolean
}

/** Phrases match on words without apostrophes, so "dont like" (AFINN) also matches "don't like". */
export function phraseKey(lowerWord: string): string {
  return lowerWord.replaceAll("'", '')
}

// JSON data files of the `sentiment` package, loaded with require: ESM JSON imports of a file whose
// keys include "true" and "super" break some loaders (tsx turns keys into named exports).
const require = createRequire(import.meta.url)
const afinn: Record<string, number> = require('sentiment/languages/en/labels.json')
const EMOJI_RANKING: Record<string, number> = wordTable(require('sentiment/build/emoji.json'))

const WORDS = new Map<string, number>()
const PHRASES_BY_FIRST_WORD = new Map<string, LexiconPhrase[]>()

function addEntry(entry: string, valence: number): void {
  const words = tokenize(entry).map((token) => phraseKey(token.lower))
  if (words.length === 1) {
    WORDS.set(entry.toLowerCase(), valence)
    return
  }
  const first = words[0]
  if (first === undefined) return
  const phrases = (PHRASES_BY_FIRST_WORD.get(first) ?? []).filter(
    (phrase) => phrase.words.join(' ') !== words.join(' '),
  )
  phrases.push({ words, valence, containsNegator: words.some(isNegator) })
  phrases.sort((a, b) => b.words.length - a.words.length)
  PHRASES_BY_FIRST_WORD.set(first, phrases)
}

for (const [entry, valence] of Object.entries(afinn)) addEntry(entry, valence)
for (const [entry, valence] of Object.entries(DOMAIN_VALENCE)) addEntry(entry, valence)

/** AFINN-165 valence (−5…5) with our domain extension on top; undefined for unknown words. */
export function wordValence(lowerWord: string): number | undefined {
  return WORDS.get(lowerWord)
}

/** The longest lexicon phrase that starts at `index` of the apostrophe-free words, if any. */
export function phraseAt(keys: readonly string[], index: number): LexiconPhrase | undefined {
  const first = keys[index]
  if (first === undefined) return undefined
  return PHRASES_BY_FIRST_WORD.get(first)?.find((phrase) =>
    phrase.words.every((word, offset) => keys[index + offset] === word),
  )
}

/** Valence of one emoji (skin tones and presentation selectors ignored); 0 when unknown. */
export function emojiValence(emoji: string): number {
  const bare = emoji.replace(/[\uFE0F\u{1F3FB}-\u{1F3FF}]/gu, '')
  return EMOJI_VALENCE_OVERRIDES[bare] ?? EMOJI_RANKING[bare] ?? EMOJI_RANKING[emoji] ?? 0
}

const EMOTICON_PATTERN = new RegExp(
  `(?<=^|\\s)(?:${Object.keys(EMOTICONS)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?=$|\\s|[.,!?])`,
  'g',
)

/** Text emoticons (":)", "<3", ":(") with their valence and offsets. */
export function findEmoticons(
  text: string,
): { emoticon: string; valence: number; start: number; end: number }[] {
  return execAll(text, EMOTICON_PATTERN).map((match) => ({
    emoticon: match[0],
    valence: EMOTICONS[match[0]] ?? 0,
    start: match.index,
    end: match.index + match[0].length,
  }))
}
