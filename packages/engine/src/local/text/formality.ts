import { CONTRACTIONS } from '../lexicon/contractions'
import { FILLERS } from '../lexicon/fillers'
import { FORMAL_GREETINGS, FORMAL_SIGN_OFFS } from '../lexicon/framing'
import { HEDGES } from '../lexicon/hedges'
import { CHAT_NOISE, SLANG } from '../lexicon/slang'
import { isShoutedWord } from './casing'
import { splitFrame } from './message-frame'
import { countPhrases } from './phrases'
import { findEmoji, splitSentences, tokenize } from './tokens'

const CHAT_NOISE_SET = new Set<string>(CHAT_NOISE)
const CONTRACTED = /n't$|'(?:re|ll|ve|m|d)$/

function startsWith(phrase: string | null, list: readonly string[]): boolean {
  const lower = phrase?.toLowerCase() ?? ''
  return list.some(
    (entry) => lower === entry || lower.startsWith(`${entry} `) || lower.startsWith(`${entry},`),
  )
}

/**
 * How formal a text reads, 0 (chatty) – 100 (formal). Well-formed sentences and a formal
 * greeting and sign-off raise it; contractions, slang, chat noise, emoji, "!", hedges, filler
 * and shouted words lower it, each as a rate per word so length does not decide.
 */
export function formality(text: string): number {
  const words = tokenize(text)
  const wordCount = Math.max(words.length, 1)
  let contractions = 0
  let slang = 0
  let shouted = 0
  for (const word of words) {
    if (word.lower in CONTRACTIONS || CONTRACTED.test(word.lower)) contractions++
    if (word.lower in SLANG || CHAT_NOISE_SET.has(word.lower)) slang++
    if (isShoutedWord(word.text)) shouted++
  }
  const emoji = findEmoji(text).length
  const exclamations = text.match(/!/g)?.length ?? 0
  const hedges = countPhrases(text, HEDGES)
  const fillers = countPhrases(text, FILLERS)

  const frame = splitFrame(text)
  // Greeting and sign-off lines end in commas by convention; judge the sentences of the body.
  const sentences = splitSentences(frame.body)
  const wellFormed = sentences.filter(
    (sentence) => /^[\p{Lu}\p{N}"'“]/u.test(sentence.text) && /[.?:]$/.test(sentence.text),
  )
  const formedShare = sentences.length > 0 ? wellFormed.length / sentences.length : 0

  const framing =
    (startsWith(frame.greeting, FORMAL_GREETINGS) ? 0.5 : frame.greeting ? -0.5 : 0) +
    (startsWith(frame.signOff, FORMAL_SIGN_OFFS) ? 0.5 : frame.signOff ? -0.25 : 0)

  const penalty =
    (150 * contractions +
      200 * slang +
      200 * emoji +
      80 * exclamations +
      120 * (hedges + fillers) +
      150 * shouted) /
    wordCount
  const score = 55 + 30 * formedShare + 15 * framing - penalty
  return Math.round(Math.min(100, Math.max(0, score)))
}
