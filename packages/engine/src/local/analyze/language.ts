import { eld } from 'eld/extrasmall'
import type { Token } from '../text/tokens'
import { isEnglishWord } from './english-words'
import { textFacts } from './text-facts'

/** What the message is written in, as far as the analysis needs to know. */
export interface LanguageReading {
  english: boolean
  /** ISO 639-1 code of the other language, when the identifier named one. */
  language?: string
}

/** Enough words for the identifier to judge; the rest of a long message adds time, not certainty. */
const WORDS_TO_JUDGE = 60
/**
 * How far ahead of English the identifier's best language must score, by message length in
 * words: two or three words of chat ("ngl kinda gutted", "v nice") share n-grams with many
 * languages, so a short message needs a clear lead to stop being read as English.
 */
const LEAD_OVER_ENGLISH = [
  { words: 3, lead: 0.3 },
  { words: 6, lead: 0.22 },
  { words: Number.POSITIVE_INFINITY, lead: 0.15 },
]
/** At least this share of English words (function, sentiment, chat or dictionary words) makes a message English whatever the identifier says. */
const ENGLISH_WORD_SHARE = 0.5

/**
 * English, or another language: mostly non-Latin script is another language; otherwise the
 * identifier (eld, chosen by measurement: docs/decisions/0010) judges the words, with mentions,
 * links, hashtags and emoji already out of them. English wins every doubt: a message half made of
 * English words, or one the identifier is not clearly sure about, is English.
 */
export function readLanguage(message: string): LanguageReading {
  const { tokens, social } = textFacts(message)
  // Hashtags are names and places as often as words ("#manchester", "#MiaSanMia"): they say little about the language.
  const hashtags = social.filter((token) => token.kind === 'hashtag')
  const judged: Token[] = []
  for (const token of tokens) {
    if (judged.length === WORDS_TO_JUDGE) break
    if (!/\p{L}/u.test(token.text)) continue
    if (hashtags.some((tag) => tag.start <= token.start && token.end <= tag.end)) continue
    judged.push(token)
  }
  if (judged.length === 0) return { english: true }
  const latin = judged.filter((token) => /\p{Script=Latin}/u.test(token.text)).length
  if (latin / judged.length >= 0.5) {
    const englishWords = judged.filter((token) => isEnglishWord(token.lower)).length
    if (englishWords / judged.length >= ENGLISH_WORD_SHARE) return { english: true }
  }
  const result = eld.detect(judged.map((token) => token.text).join(' '))
  const language = result.language || undefined
  if (latin / judged.length < 0.5) return { english: false, ...(language ? { language } : {}) }
  if (!language || language === 'en') return { english: true }
  const scores = result.getScores()
  const lead = (scores[language] ?? 0) - (scores.en ?? 0)
  const needed = LEAD_OVER_ENGLISH.find((step) => judged.length <= step.words)?.lead ?? 0
  return result.isReliable() && lead >= needed ? { english: false, language } : { english: true }
}

/** Whether the analysis reads a message as English (see `readLanguage`). */
export function readsAsEnglish(message: string): boolean {
  return readLanguage(message).english
}
