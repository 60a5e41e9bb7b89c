import type { RedFlag, sentimentLabels } from '@tipsy/contracts'
import { DOWNTONERS, INTENSIFIERS } from '../lexicon/intensifiers'
import {
  AFTER_CONTRAST_WEIGHT,
  AMPLIFIERS,
  BEFORE_CONTRAST_WEIGHT,
  CONCESSION_WORDS,
  CONTRAST_WORDS,
  isNegator,
  NEGATION_RAISING_VERBS,
} from '../lexicon/sentiment-modifiers'
import { isEmphaticCapitals } from '../text/casing'
import { isElongated, unelongate } from '../text/elongation'
import { findEmoji, type Sentence, type Token } from '../text/tokens'
import { emojiValence, findEmoticons, phraseAt, phraseKey, wordValence } from './sentiment-lexicon'
import { textFacts } from './text-facts'

export type SentimentLabel = (typeof sentimentLabels)[number]

/** One thing that moved the score: a word, phrase, emoji or emoticon, and by how much. */
export interface SentimentDriver {
  text: string
  /** Signed contribution after negation, intensity and contrast weighting. */
  contribution: number
  start: number
  end: number
  /** The negator that flipped it ("not" in "not bad"), if any. */
  negatedBy?: string
}

export interface SentimentResult {
  label: SentimentLabel
  /** −1 … 1 (VADER-style normalisation of the summed valence). */
  score: number
  /** The summed valence before normalisation (AFINN scale). */
  total: number
  drivers: SentimentDriver[]
  /** The hostile flag that holds the reading negative whatever the words say (see coherence.ts). */
  heldBy?: RedFlag
  /** The tone that holds the reading to its own sign (see coherence.ts). */
  heldByTone?: string
  /** The label and score are the reader's, of the whole message; the drivers are the words that agree. */
  readWhole?: boolean
}

const NEGATION_SCOPE = 3
const MODIFIER_SCOPE = 2
/** A negated positive flips almost fully ("not good"); a negated negative only half ("not bad" is faint praise). */
const NEGATED_POSITIVE = -0.74
const NEGATED_NEGATIVE = -0.5
const SHOUTED_WORD_BOOST = 1.5
const ELONGATED_WORD_BOOST = 1.2
const EXCLAMATION_BOOST = 0.3
/** Hashtags that say the message means the opposite of its words ("love mondays #not"). */
const SARCASM_HASHTAGS = new Set(['#not', '#sarcasm', '#sarcastic', '#irony'])
export const isSarcasmHashtag = (word: string) => SARCASM_HASHTAGS.has(word.toLowerCase())
/** VADER's α: total / √(total² + α) maps any sum into −1…1. */
const NORMALISATION = 15

/** "like" is a verb of liking only after a subject or an auxiliary; elsewhere ("looks like") it is neutral. */
const LIKE_SUBJECTS = new Set([
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'really',
  'would',
  "i'd",
  "we'd",
  'do',
  'did',
  'also',
  'totally',
  'definitely',
  'to',
  'still',
  'just',
])

interface WordSlot extends Token {
  key: string
  clause: number
  sentence: number
}

const CLAUSE_BREAKS = new Set(',;:.!?…\n()"“”—–')

function breaksClause(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (CLAUSE_BREAKS.has(text.charAt(at))) return true
  return false
}

function slotWords(text: string, tokens: readonly Token[], sentences: readonly Sentence[]): WordSlot[] {
  let sentenceIndex = 0
  let clause = 0
  return tokens.map((token, index) => {
    const previous = tokens[index - 1]
    if (previous && breaksClause(text, previous.end, token.start)) clause++
    while ((sentences[sentenceIndex]?.end ?? Number.POSITIVE_INFINITY) <= token.start) sentenceIndex++
    return {
      text: token.text,
      lower: token.lower,
      start: token.start,
      end: token.end,
      key: phraseKey(token.lower),
      clause,
      sentence: sentenceIndex,
    }
  })
}

/** How much each word counts: less before "but" and inside "although …", more after "but". */
function contrastWeights(words: readonly WordSlot[]): number[] {
  const weights = words.map(() => 1)
  words.forEach((word, index) => {
    if (CONTRAST_WORDS.has(word.lower)) {
      for (let before = index - 1; before >= 0 && words[before]?.sentence === word.sentence; before--) {
        weights[before] = (weights[before] ?? 1) * BEFORE_CONTRAST_WEIGHT
      }
      // A sentence that opens with "But" turns against the previous sentence too.
      const opensSentence = words[index - 1]?.sentence !== word.sentence
      for (
        let before = index - 1;
        opensSentence && before >= 0 && words[before]?.sentence === word.sentence - 1;
        before--
      ) {
        weights[before] = (weights[before] ?? 1) * BEFORE_CONTRAST_WEIGHT
      }
      for (let after = index + 1; after < words.length && words[after]?.sentence === word.sentence; after++) {
        weights[after] = (weights[after] ?? 1) * AFTER_CONTRAST_WEIGHT
      }
    }
    if (CONCESSION_WORDS.has(word.lower)) {
      for (let inside = index + 1; inside < words.length && words[inside]?.clause === word.clause; inside++) {
        weights[inside] = (weights[inside] ?? 1) * BEFORE_CONTRAST_WEIGHT
      }
    }
  })
  return weights
}

function lookUpWord(lower: string): number | undefined {
  const direct = wordValence(lower)
  if (direct !== undefined) return direct
  for (const candidate of unelongate(lower)) {
    const valence = wordValence(candidate)
    if (valence !== undefined) return valence
  }
  return undefined
}

function modifierOf(lower: string): number | undefined {
  return (
    INTENSIFIERS[lower] ??
    DOWNTONERS[lower] ??
    AMPLIFIERS[lower] ??
    unelongate(lower)
      .map((word) => INTENSIFIERS[word])
      .find(Boolean)
  )
}

/** The product of intensifiers and downtoners in the two words before `index`, nearest counting most. */
function modifierWeight(words: readonly WordSlot[], index: number): number {
  let weight = 1
  for (let distance = 1; distance <= MODIFIER_SCOPE; distance++) {
    const word = words[index - distance]
    if (!word || word.clause !== words[index]?.clause) break
    const twoWords = words[index - distance - 1]
    const multiplier = (twoWords && DOWNTONERS[`${twoWords.lower} ${word.lower}`]) ?? modifierOf(word.lower)
    if (multiplier !== undefined) weight *= distance === 1 ? multiplier : 1 + (multiplier - 1) / 2
  }
  return weight
}

function negatorBefore(words: readonly WordSlot[], index: number): WordSlot | undefined {
  const clause = words[index]?.clause
  for (let distance = 1; index - distance >= 0; distance++) {
    const word = words[index - distance] as WordSlot
    if (word.clause !== clause) return undefined
    const next = words[index - distance + 1]?.lower ?? ''
    // "not only … but also" is emphasis and "can't believe" is surprise, not negation; "can't stop
    // smiling" keeps on smiling (its "stop" scores nothing: see the lexicon's "can't stop").
    const negates =
      isNegator(word.key) &&
      next !== 'only' &&
      next !== 'stop' &&
      !(next === 'believe' && /^(?:can|could)/.test(word.key))
    if (negates && (distance <= NEGATION_SCOPE || NEGATION_RAISING_VERBS.has(next))) return word
  }
  return undefined
}

/** Intensifiers and negators are modifiers, not sentiment, when a sentiment word follows them. */
function actsAsModifier(words: readonly WordSlot[], index: number): boolean {
  const word = words[index]
  if (!word) return false
  if (isNegator(word.key)) return true
  if (modifierOf(word.lower) === undefined) return false
  const next = words[index + 1]
  return next !== undefined && next.clause === word.clause && lookUpWord(next.lower) !== undefined
}

function labelFor(score: number): SentimentLabel {
  if (score <= -0.6) return 'very negative'
  if (score < -0.05) return 'negative'
  if (score <= 0.05) return 'neutral'
  if (score < 0.6) return 'positive'
  return 'very positive'
}

function wordDrivers(text: string): { drivers: SentimentDriver[]; sentenceOf: number[] } {
  const { tokens, sentences, shouting } = textFacts(text)
  const words = slotWords(text, tokens, sentences)
  const keys = words.map((word) => word.key)
  const weights = contrastWeights(words)
  const drivers: SentimentDriver[] = []
  const sentenceOf: number[] = []
  let index = 0
  while (index < words.length) {
    const word = words[index] as WordSlot
    const phrase = phraseAt(keys, index)
    const length = phrase?.words.length ?? 1
    const last = words[index + length - 1] ?? word
    let valence = phrase?.valence
    if (!phrase && !actsAsModifier(words, index)) {
      const isLike = word.lower === 'like'
      if (
        !isLike ||
        LIKE_SUBJECTS.has(words[index - 1]?.lower ?? '') ||
        isNegator(words[index - 1]?.key ?? '')
      ) {
        valence = lookUpWord(word.lower)
      }
    }
    if (valence === undefined || valence === 0 || last.clause !== word.clause) {
      // A neutral phrase ("kind of", "to be honest") still uses up its words.
      index += phrase && valence === 0 ? length : 1
      continue
    }
    let contribution = valence * modifierWeight(words, index) * (weights[index] ?? 1)
    if (!shouting && isEmphaticCapitals(word.text)) contribution *= SHOUTED_WORD_BOOST
    if (isElongated(word.lower)) contribution *= ELONGATED_WORD_BOOST
    const negator = phrase?.containsNegator ? undefined : negatorBefore(words, index)
    if (negator) contribution *= valence > 0 ? NEGATED_POSITIVE : NEGATED_NEGATIVE
    drivers.push({
      text: text.slice(word.start, last.end),
      contribution,
      start: word.start,
      end: last.end,
      ...(negator ? { negatedBy: negator.text } : {}),
    })
    sentenceOf.push(word.sentence)
    index += length
  }
  return { drivers, sentenceOf }
}

/** Exclamation marks push each sentence further the way it already leans (up to three count). */
function exclamationEmphasis(
  text: string,
  drivers: readonly SentimentDriver[],
  sentenceOf: readonly number[],
): number {
  const sums = new Map<number, number>()
  drivers.forEach((driver, index) => {
    const sentence = sentenceOf[index] ?? 0
    sums.set(sentence, (sums.get(sentence) ?? 0) + driver.contribution)
  })
  let emphasis = 0
  textFacts(text).sentences.forEach((sentence, index) => {
    const sum = sums.get(index) ?? 0
    const marks = Math.min(3, sentence.text.match(/!+$/)?.[0].length ?? 0)
    if (sum !== 0) emphasis += Math.sign(sum) * marks * EXCLAMATION_BOOST
  })
  return emphasis
}

/**
 * Lexicon sentiment: AFINN-165 plus our review-and-chat extension, with negation ("not bad",
 * "never disappointed"), intensifiers and downtoners, contrast ("…, but"), shouted and elongated
 * words, exclamation marks, emoji and emoticons. Deterministic and allocation-light.
 */
export function scoreSentiment(text: string): SentimentResult {
  const { drivers, sentenceOf } = wordDrivers(text)
  for (const found of findEmoji(text)) {
    const valence = emojiValence(found.emoji)
    if (valence !== 0)
      drivers.push({ text: found.emoji, contribution: valence, start: found.start, end: found.end })
  }
  for (const found of findEmoticons(text)) {
    drivers.push({ text: found.emoticon, contribution: found.valence, start: found.start, end: found.end })
  }
  const sarcasmTag = textFacts(text).social.find(
    (token) => token.kind === 'hashtag' && isSarcasmHashtag(token.text),
  )
  if (sarcasmTag) {
    for (const [index, driver] of drivers.entries()) {
      if (driver.contribution > 0 && !driver.negatedBy)
        drivers[index] = {
          ...driver,
          contribution: driver.contribution * NEGATED_POSITIVE,
          negatedBy: sarcasmTag.text,
        }
    }
  }
  let total = exclamationEmphasis(text, drivers, sentenceOf)
  for (const driver of drivers) total += driver.contribution
  const score = Math.max(-1, Math.min(1, total / Math.sqrt(total * total + NORMALISATION)))
  const rounded = Math.round(score * 1000) / 1000
  return { label: labelFor(rounded), score: rounded, total, drivers }
}
