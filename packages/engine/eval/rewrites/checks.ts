import type { RedFlag } from '@tipsy/contracts'
import { GREETINGS, SIGN_OFFS } from '../../src/local/lexicon/framing'
import { phrasePattern } from '../../src/local/text/phrases'
import { containsWord } from '../generation/act-cues'

/** One message of the blind rewrite set (eval/data/rewrite-messages-blind.json). */
export interface RewriteItem {
  id: string
  use_case: 'work_email' | 'text_friend' | 'dating_app' | 'apology' | 'negotiation' | 'general'
  message: string
  /** Groups of alternatives: a rewrite keeps the fact when one alternative of each group is in it. */
  facts: string[][]
  harmful: boolean
  /** The harmful words, when `harmful`. */
  harm?: string
  split: 'dev' | 'heldout'
}

/** Every fact group has one of its alternatives in the text (case-insensitive, at a word start). */
export function keepsFacts(text: string, facts: readonly (readonly string[])[]): boolean {
  return facts.every((group) => group.some((word) => containsWord(text, word)))
}

/** Lower case, one kind of apostrophe and dash, single spaces: how two texts are compared. */
export function normalised(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim()
}

/** The sentences of a text (split at . ! ? … and line breaks), each as letters, digits and spaces. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) =>
      normalised(sentence)
        .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sentence) => /\p{L}/u.test(sentence))
}

/** Sentences of the rewrite that are not sentences of the original: what the rewrite added. */
export function addedSentences(original: string, rewrite: string): string[] {
  const before = new Set(sentencesOf(original))
  return [...new Set(sentencesOf(rewrite).filter((sentence) => !before.has(sentence)))]
}

/**
 * The medium and high flags whose flagged words are still in the rewrite, word for word (case
 * aside, except for shouting, where the capitals are the problem).
 */
export function survivingFlags(flags: readonly RedFlag[], rewrite: string): RedFlag[] {
  const text = normalised(rewrite)
  const cased = rewrite.replace(/\s+/g, ' ')
  return flags.filter((flag) => {
    if (flag.severity === 'low' || !flag.text) return false
    if (flag.type === 'all_caps') return cased.includes(flag.text.replace(/\s+/g, ' '))
    return text.includes(normalised(flag.text))
  })
}

export const seriousFlags = (flags: readonly RedFlag[]) => flags.filter((flag) => flag.severity !== 'low')

const GREETING_START = new RegExp(`^(?:${phrasePattern(GREETINGS).source})(?![\\p{L}])`, 'iu')
const SIGN_OFF_ONLY = new RegExp(`^(?:${phrasePattern(SIGN_OFFS).source})(?: so much| again)?$`, 'iu')
const THANKS = /^(?:thanks|thank you|thx|ty|many thanks)\b/i

/**
 * "Hey! Hi Sam, …" or "… Thanks so much! Thanks, Marcus": a greeting in both of the first two
 * sentences, or two sign-offs of one kind (two thank-yous, or two "regards") in the last three.
 * "Thank you. Best regards," is a letter's usual close, not a doubled one.
 */
export function doubledFrame(text: string): 'greeting' | 'sign-off' | null {
  const sentences = text
    .split(/(?<=[.!?,])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(/[,.!?\s]+$/u, ''))
    .filter((sentence) => /\p{L}/u.test(sentence))
  const [first, second] = sentences
  if (first && second && GREETING_START.test(first) && GREETING_START.test(second)) return 'greeting'
  const closing = sentences.slice(-3).filter((sentence) => SIGN_OFF_ONLY.test(sentence))
  const thanks = closing.filter((sentence) => THANKS.test(sentence)).length
  return thanks >= 2 || closing.length - thanks >= 2 ? 'sign-off' : null
}

/** 1 − rewrite length / original length, in characters (code points). */
export function cut(original: string, rewrite: string): number {
  return 1 - [...rewrite].length / [...original].length
}

/** The words of the user's message: a name or their own spelling in it is not our error. */
export function userWords(message: string): string[] {
  const words = message.match(/[\p{L}\p{N}'’-]+/gu) ?? []
  return [...words, ...words.flatMap((word) => word.split(/[^\p{L}]+/u).filter(Boolean))]
}
