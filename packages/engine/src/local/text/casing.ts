import { ACRONYMS } from '../lexicon/acronyms'
import { STOPWORDS } from './content-words'

/** Upper-cases the first letter of each sentence and the lone pronoun "i". */
export function capitalizeSentences(text: string): string {
  return text
    .replace(
      /(^|[.!?]\s+|\n\s*)(\p{Ll})/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(/(?<![\p{L}\p{N}'’])i(?=$|[^\p{L}\p{N}]|['’]\p{L})/gu, 'I')
}

const LETTER = /\p{L}/u
const UPPER_CASE_LETTER = /\p{Lu}/u

/** Counted in one pass without building match arrays: this runs on every analysed message. */
function letterStats(text: string): { letters: number; upper: number } {
  let letters = 0
  let upper = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x80) {
      if (code >= 0x61 && code <= 0x7a) letters++
      else if (code >= 0x41 && code <= 0x5a) {
        letters++
        upper++
      }
      continue
    }
    const character = String.fromCodePoint(text.codePointAt(index) ?? code)
    if (character.length === 2) index++
    if (LETTER.test(character)) {
      letters++
      if (UPPER_CASE_LETTER.test(character)) upper++
    }
  }
  return { letters, upper }
}

/** Mostly capitals over enough letters to be more than an acronym: the message is shouting. */
export function isShouting(text: string): boolean {
  const { letters, upper } = letterStats(text)
  return letters >= 8 && upper / letters > 0.7
}

/** A word in capitals that is not a known acronym: a short function word ("SO") or 5+ letters ("NEVER"). */
export function isShoutedWord(word: string): boolean {
  if (word.length < 2 || ACRONYMS.has(word) || word !== word.toUpperCase() || !/\p{Lu}/u.test(word))
    return false
  const lower = word.toLowerCase()
  return STOPWORDS.has(lower) || /^\p{L}{5,}$/u.test(word)
}

/**
 * Calms capitals: a shouted sentence becomes sentence case (acronyms kept); with `words`, single
 * shouted words in ordinary sentences are lowered too. Returns how many words changed.
 */
export function calmCapitals(text: string, options: { words: boolean }): { text: string; words: number } {
  let words = 0
  const calmed = text.replace(/[^.!?\n]+[.!?]*/g, (sentence) => {
    const shouting = isShouting(sentence)
    if (!shouting && !options.words) return sentence
    return sentence.replace(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu, (word) => {
      const base = word.replace(/['’].*$/, '')
      const lowerIt = shouting ? !ACRONYMS.has(base) : isShoutedWord(base)
      if (!lowerIt || word === word.toLowerCase()) return word
      words++
      return word.toLowerCase()
    })
  })
  return { text: words > 0 ? capitalizeSentences(calmed) : text, words }
}

/**
 * Any word of two or more letters in capitals that is not a known acronym ("GOOD", "STOP"): emphasis
 * when scoring arousal and sentiment. Broader than isShoutedWord, which calming rewrites use.
 */
export function isEmphaticCapitals(word: string): boolean {
  return (
    word.length >= 2 && !ACRONYMS.has(word) && word === word.toUpperCase() && /\p{Lu}.*\p{Lu}/u.test(word)
  )
}
