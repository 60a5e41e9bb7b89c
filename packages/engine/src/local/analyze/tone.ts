import type { RedFlag } from '@tipsy/contracts'
import { likeliestTone, sentenceMostLike, type ToneReading } from '../../models/reader/tone-head'
import { APOLOGY_PHRASES } from '../lexicon/apologies'
import { HEDGES } from '../lexicon/hedges'
import { IMPERATIVE_VERBS } from '../lexicon/imperative-verbs'
import {
  ANGRY_EMOJI,
  ANXIETY_CUES,
  ENTHUSIASM_CUES,
  FLIRT_CUES,
  FLIRT_EMOJI,
  FORMAL_CUES,
  FRUSTRATION_CUES,
  HUMOUR_CUES,
  HUMOUR_EMOJI,
  SAD_EMOJI,
  SADNESS_CUES,
  WARM_EMOJI,
  WARMTH_CUES,
} from '../lexicon/tone-cues'
import { execAll } from '../text/exec-all'
import { formality } from '../text/formality'
import { phrasePattern } from '../text/phrases'
import { findEmoji } from '../text/tokens'
import { isHostile, NEGATIVE_TONES, POSITIVE_TONES } from './coherence'
import { detectRedFlags } from './red-flags'
import { isSarcasmHashtag, type SentimentResult, scoreSentiment } from './sentiment'
import { textFacts } from './text-facts'

/** The documented tone set (README.md beside this file). */
export const toneValues = [
  'warm',
  'playful',
  'flirty',
  'neutral',
  'formal',
  'anxious',
  'apologetic',
  'frustrated',
  'passive-aggressive',
  'aggressive',
  'enthusiastic',
  'assertive',
  'sad',
] as const
export type ToneValue = (typeof toneValues)[number]

export interface ToneResult {
  value: ToneValue
  description: string
  /** The words, emoji or flags that decided it, as written. */
  evidence: string[]
}

export interface ToneSignals {
  sentiment?: SentimentResult
  redFlags?: RedFlag[]
  /** The reader's tone, when the sentence encoder is live: it decides when it is confident. */
  read?: ToneReading
}

interface ToneScore {
  tone: ToneValue
  score: number
  evidence: string[]
}

/** A tone must beat this to replace "neutral". */
const NEUTRAL_FLOOR = 1.5

const bareEmoji = (emoji: string) => emoji.replace(/\uFE0F/g, '')
const emojiSet = (list: readonly string[]) => new Set(list.map(bareEmoji))
const EMOJI_CUES = {
  warm: emojiSet(WARM_EMOJI),
  playful: emojiSet(HUMOUR_EMOJI),
  flirty: emojiSet(FLIRT_EMOJI),
  sad: emojiSet(SAD_EMOJI),
  angry: emojiSet(ANGRY_EMOJI),
}

function phrasesIn(text: string, list: readonly string[]): string[] {
  return execAll(text, phrasePattern(list)).map((match) => match[0])
}

type CueTone = 'frustrated' | 'anxious' | 'warm' | 'playful' | 'flirty' | 'sad' | 'enthusiastic' | 'formal'
const CUE_LISTS: [CueTone, readonly string[]][] = [
  ['frustrated', FRUSTRATION_CUES],
  ['anxious', ANXIETY_CUES],
  ['warm', WARMTH_CUES],
  ['playful', HUMOUR_CUES],
  ['flirty', FLIRT_CUES],
  ['sad', SADNESS_CUES],
  ['enthusiastic', ENTHUSIASM_CUES],
  ['formal', FORMAL_CUES],
]
const TONES_OF_CUE = new Map<string, CueTone[]>()
for (const [tone, list] of CUE_LISTS) {
  for (const cue of list) TONES_OF_CUE.set(cue, [...(TONES_OF_CUE.get(cue) ?? []), tone])
}
const ALL_CUES = [...TONES_OF_CUE.keys()]

/** Cue words for every tone in one pass over the text (a pass per list was the slow part). */
function cuesByTone(text: string): Record<CueTone, string[]> {
  const found: Record<CueTone, string[]> = {
    frustrated: [],
    anxious: [],
    warm: [],
    playful: [],
    flirty: [],
    sad: [],
    enthusiastic: [],
    formal: [],
  }
  for (const match of execAll(text, phrasePattern(ALL_CUES))) {
    for (const tone of TONES_OF_CUE.get(match[0].toLowerCase().replaceAll('’', "'")) ?? [])
      found[tone].push(match[0])
  }
  return found
}

function flagged(flags: readonly RedFlag[], type: string): string[] {
  return flags.filter((flag) => flag.type === type).map((flag) => flag.text ?? flag.type)
}

/**
 * The tone a hostile act (medium/high) sounds in, so the tone says what the flags say: contempt
 * is not "neutral: plain information". Acts with no tone of their own (isolation, monitoring,
 * pressure) leave the tone to the words.
 */
const TONE_OF_HOSTILE_ACT: Readonly<Record<string, 'aggressive' | 'passive-aggressive' | 'frustrated'>> = {
  threat: 'aggressive',
  contempt: 'aggressive',
  criticism: 'aggressive',
  guilt_trip: 'passive-aggressive',
  gaslighting: 'frustrated',
  defensiveness: 'frustrated',
  stonewalling: 'frustrated',
}

/**
 * Above the neutral floor, so an act alone sets the tone, but under two cue words: "haha you are
 * ridiculous 😂" stays playful when the flag reads teasing as an attack.
 */
const ACT_WEIGHT = 2

function hostileActs(flags: readonly RedFlag[], tone: ToneValue): string[] {
  return flags
    .filter((flag) => isHostile(flag) && TONE_OF_HOSTILE_ACT[flag.type] === tone)
    .map((flag) => flag.text ?? flag.type)
}

/** Praise a sarcasm hashtag turns around ("my absolute favourite 🤩 #not"), with the hashtag. */
function sarcasmIn(sentiment: SentimentResult): string[] {
  const inverted = sentiment.drivers.filter(
    (driver) => driver.negatedBy && isSarcasmHashtag(driver.negatedBy),
  )
  const hashtag = inverted[0]?.negatedBy
  return hashtag ? [...inverted.map((driver) => driver.text), hashtag] : []
}

function commandsIn(text: string): string[] {
  return textFacts(text)
    .sentences.map((sentence) => sentence.text.match(/^[\p{L}']+/u)?.[0] ?? '')
    .filter((word) => IMPERATIVE_VERBS.has(word.toLowerCase()))
}

function scoreTones(text: string, sentiment: SentimentResult, flags: readonly RedFlag[]): ToneScore[] {
  const emoji = findEmoji(text).map((found) => bareEmoji(found.emoji))
  const emojiOf = (set: Set<string>) => emoji.filter((found) => set.has(found))
  const exclamations = text.match(/!/g)?.length ?? 0
  const positive = sentiment.score > 0.3
  const negative = sentiment.score < -0.3

  const insults = flagged(flags, 'insult')
  const attacks = hostileActs(flags, 'aggressive')
  const threats = flagged(flags, 'ultimatum')
  const swearing = flags.some((flag) => flag.type === 'profanity') || /\b(?:fuck|shit|damn)/i.test(text)
  const shouting = textFacts(text).shouting && !positive ? ['ALL CAPS'] : []
  const angryEmoji = emojiOf(EMOJI_CUES.angry)
  const passiveAggression = flagged(flags, 'passive_aggressive')
  const guiltTrips = hostileActs(flags, 'passive-aggressive')
  const sarcasm = sarcasmIn(sentiment)
  const cues = cuesByTone(text)
  const dismissals = hostileActs(flags, 'frustrated')
  // A cue word inside a flagged dismissal is that dismissal, not a second piece of evidence.
  const insideDismissal = (cue: string) =>
    dismissals.some((words) => words.toLowerCase().includes(cue.toLowerCase()))
  // An angry emoji with no attack beside it is annoyance ("someone ate my leftovers 😠"): it counts
  // for "frustrated" too, and "aggressive" wins only when something else attacks or shouts.
  const frustration = [
    ...cues.frustrated.filter((cue) => !insideDismissal(cue)),
    ...flagged(flags, 'absolute_language'),
    ...angryEmoji,
  ]
  const anxiety = [...cues.anxious, ...flagged(flags, 'neediness')]
  const hedges = phrasesIn(text, HEDGES)
  const apologies = phrasesIn(text, APOLOGY_PHRASES)
  const warmth = [...cues.warm, ...emojiOf(EMOJI_CUES.warm)]
  const humour = [...cues.playful, ...emojiOf(EMOJI_CUES.playful)]
  const flirt = [...cues.flirty, ...emojiOf(EMOJI_CUES.flirty)]
  const sadness = [...cues.sad, ...emojiOf(EMOJI_CUES.sad)]
  const enthusiasm = cues.enthusiastic
  const formalCues = cues.formal
  const commands = commandsIn(text)

  return [
    {
      tone: 'aggressive',
      score:
        3 * insults.length +
        ACT_WEIGHT * attacks.length +
        2 * threats.length +
        (swearing && negative ? 1.5 : 0) +
        (shouting.length ? 2 : 0) +
        1.5 * angryEmoji.length,
      evidence: [...insults, ...attacks, ...threats, ...shouting, ...angryEmoji],
    },
    {
      tone: 'passive-aggressive',
      score:
        3 * passiveAggression.length + ACT_WEIGHT * guiltTrips.length + (sarcasm.length > 0 ? ACT_WEIGHT : 0),
      evidence: [...passiveAggression, ...guiltTrips, ...sarcasm],
    },
    {
      tone: 'frustrated',
      score: ACT_WEIGHT * dismissals.length + 1.5 * frustration.length + (negative ? 1 : 0),
      evidence: [...dismissals, ...frustration],
    },
    {
      tone: 'anxious',
      score: 1.5 * anxiety.length + (hedges.length >= 3 ? 1 : 0),
      evidence: [...anxiety, ...(hedges.length >= 3 ? hedges : [])],
    },
    { tone: 'apologetic', score: apologies.length > 0 ? 1 + 1.5 * apologies.length : 0, evidence: apologies },
    { tone: 'warm', score: 1.5 * warmth.length + (positive && warmth.length > 0 ? 1 : 0), evidence: warmth },
    { tone: 'playful', score: 1.5 * humour.length, evidence: humour },
    { tone: 'flirty', score: 1.5 * flirt.length, evidence: flirt },
    {
      tone: 'sad',
      score: 1.5 * sadness.length + (sentiment.score < 0 && sadness.length > 0 ? 1 : 0),
      evidence: sadness,
    },
    {
      tone: 'enthusiastic',
      score: sentiment.score > 0.2 ? 1.5 * enthusiasm.length + 0.7 * Math.min(3, exclamations) : 0,
      evidence: [...enthusiasm, ...(exclamations > 0 ? ['!'.repeat(Math.min(3, exclamations))] : [])],
    },
    { tone: 'formal', score: formalCues.length, evidence: formalCues },
    { tone: 'assertive', score: hedges.length === 0 ? 1.2 * commands.length : 0, evidence: commands },
  ]
}

/** Formality adds up to this much to "formal" on top of its cue words. */
const MAX_FORMALITY_BONUS = 3
/** A short plain sentence ("The train leaves at 6.") is neutral, not formal, however tidy. */
const MIN_FORMAL_WORDS = 15

/** Long, well-formed, slang-free text reads formal; measured only when it could still change the winner (it is the slow part). */
function withFormality(text: string, scores: ToneScore[]): ToneScore[] {
  const formal = scores.find((score) => score.tone === 'formal')
  const best = Math.max(NEUTRAL_FLOOR, ...scores.map((score) => score.score))
  if (
    !formal ||
    formal.score + MAX_FORMALITY_BONUS <= best ||
    textFacts(text).tokens.length < MIN_FORMAL_WORDS
  )
    return scores
  const formalityScore = formality(text)
  const bonus = formalityScore >= 70 ? (formalityScore - 70) / 10 : 0
  return scores.map((score) => (score === formal ? { ...formal, score: formal.score + bonus } : score))
}

const quoteAll = (evidence: readonly string[]) =>
  [...new Set(evidence.map((item) => item.toLowerCase()))]
    .slice(0, 3)
    .map((item) => `“${item}”`)
    .join(', ')

/** One line that says what was detected, naming the words that decided it. */
function describe(tone: ToneValue, evidence: readonly string[], text: string, fromSentence = false): string {
  const cues = quoteAll(evidence)
  // One quoted cue takes the singular verb: “you're just flaky” attacks, “again” and “ugh” show.
  const one = new Set(evidence.map((item) => item.toLowerCase())).size === 1
  const verb = (plural: string, singular: string) => (one ? singular : plural)
  switch (tone) {
    case 'aggressive':
      return `Aggressive: ${cues} ${verb('attack or threaten', 'attacks or threatens')} rather than asking.`
    case 'passive-aggressive':
      return `Passive-aggressive: ${cues} ${verb('signal', 'signals')} annoyance without saying it.`
    case 'frustrated':
      return `Frustrated: ${cues} ${verb('show', 'shows')} you have run out of patience.`
    case 'anxious':
      return `Anxious: ${cues} ${verb('sound worried and seek', 'sounds worried and seeks')} reassurance.`
    case 'apologetic':
      return `Apologetic: ${cues} ${evidence.length > 1 ? `(${evidence.length} apologies) ` : ''}${verb('put', 'puts')} the focus on making amends.`
    case 'warm':
      return `Warm: ${cues} ${verb('show', 'shows')} care and goodwill.`
    case 'playful':
      return `Playful: ${cues} ${verb('keep', 'keeps')} it light and joking.`
    case 'flirty':
      return `Flirty: ${cues} ${verb('add', 'adds')} a clear romantic spark.`
    case 'sad':
      return `Sad: ${cues} ${verb('carry', 'carries')} a sense of loss or hurt.`
    case 'enthusiastic':
      return `Enthusiastic: ${cues} ${verb('sound', 'sounds')} excited and upbeat.`
    case 'formal':
      return cues
        ? `Formal: ${cues} and full sentences give it a professional register.`
        : 'Formal: complete sentences, no slang or contractions, a professional register.'
    case 'assertive':
      return fromSentence
        ? `Assertive: ${cues} says what you need directly, without hedging.`
        : `Assertive: direct requests starting with ${cues}, without hedging.`
    case 'neutral': {
      const words = text.trim().split(/\s+/).length
      return `Neutral: ${words} ${words === 1 ? 'word' : 'words'} of plain information with no strong emotional cues.`
    }
  }
}

/** Every tone's score from the cues, strongest first. */
function rankTones(text: string, sentiment: SentimentResult, flags: readonly RedFlag[]): ToneScore[] {
  return withFormality(text, scoreTones(text, sentiment, flags)).sort((a, b) => b.score - a.score)
}

/** A sentence quoted as evidence: at most this many words. */
const QUOTED_WORDS = 12

function quotedSentence(sentence: string): string {
  const words = sentence.trim().split(/\s+/)
  return words.length > QUOTED_WORDS ? `${words.slice(0, QUOTED_WORDS).join(' ')}…` : sentence.trim()
}

/**
 * The message's tone from a documented set, by weighted cues: red flags (insults, ultimatums,
 * passive aggression, absolutes, neediness), cue words and emoji per tone, sentiment, "!", commands
 * and formality. The strongest tone above a floor wins; otherwise it is neutral. When the reader is
 * live, its probabilities decide, with the rules' tone given a bonus (see `ToneHead`). Either way the
 * tone never contradicts the rest of the screen: a message with a hostile flag is not warm, playful,
 * flirty, enthusiastic, apologetic or neutral, and one whose words read very positive or very
 * negative is not neutral.
 */
export function classifyTone(text: string, signals: ToneSignals = {}): ToneResult {
  const sentiment = signals.sentiment ?? scoreSentiment(text)
  const flags = signals.redFlags ?? detectRedFlags(text, 'general')
  const ranked = rankTones(text, sentiment, flags)
  const [strongest] = ranked
  const rulesTone = strongest && strongest.score > NEUTRAL_FLOOR ? strongest.tone : 'neutral'
  const among = tonesThatFit(sentiment, flags)
  const read = signals.read
  const rulesAlone = rulesChoice(rulesTone, ranked, among, sentiment)
  const tone = read
    ? (toneValues.find((value) => value === likeliestTone(read, rulesAlone, among)) ?? rulesAlone)
    : rulesAlone
  return explained(tone, text, ranked, sentiment, read)
}

/** The tones the rest of the reading leaves open. */
function tonesThatFit(sentiment: SentimentResult, flags: readonly RedFlag[]): ToneValue[] {
  const hostile = flags.some(isHostile)
  const strongFeeling = /^very /.test(sentiment.label)
  const opposite = sentiment.score > 0 ? NEGATIVE_TONES : POSITIVE_TONES
  return toneValues.filter(
    (tone) =>
      !(hostile && (POSITIVE_TONES.has(tone) || tone === 'apologetic' || tone === 'neutral')) &&
      !(strongFeeling && (tone === 'neutral' || opposite.has(tone))),
  )
}

/** Without the reader: the rules' tone when it fits, else their strongest that does, else the feeling's own. */
function rulesChoice(
  rulesTone: ToneValue,
  ranked: readonly ToneScore[],
  among: readonly ToneValue[],
  sentiment: SentimentResult,
): ToneValue {
  if (among.includes(rulesTone)) return rulesTone
  const fitting = ranked.find((score) => score.score > 0 && among.includes(score.tone))
  if (fitting) return fitting.tone
  const fallback: ToneValue = sentiment.score > 0 ? 'warm' : sentiment.score < 0 ? 'sad' : 'frustrated'
  return among.includes(fallback) ? fallback : (among[0] ?? 'neutral')
}

/**
 * The tone with what shows it: the rules' cue words for it, or the sentence the reader finds most
 * like it, or the words that carry the message's feeling.
 */
function explained(
  tone: ToneValue,
  text: string,
  ranked: readonly ToneScore[],
  sentiment: SentimentResult,
  read: ToneReading | undefined,
): ToneResult {
  const cues = ranked.find((score) => score.tone === tone)?.evidence ?? []
  if (cues.length > 0 || tone === 'neutral' || tone === 'formal')
    return { value: tone, description: describe(tone, cues, text), evidence: cues }
  const feeling = sentiment.drivers
    .filter((driver) => driver.contribution > 0 === sentiment.score > 0)
    .map((driver) => driver.text)
  const family = sentiment.score > 0 ? POSITIVE_TONES : NEGATIVE_TONES
  if (!read && feeling.length > 0 && family.has(tone))
    return { value: tone, description: describe(tone, feeling, text), evidence: feeling }
  const sentence = quotedSentence((read && sentenceMostLike(read, tone)?.text) ?? text)
  return { value: tone, description: describe(tone, [sentence], text, true), evidence: [sentence] }
}

/**
 * The tone of text in another language: its cue words are English, so it reads neutral, unless its
 * emoji alone read very positive or very negative.
 */
export function unreadTone(text: string, sentiment: SentimentResult): ToneResult {
  if (/^very /.test(sentiment.label)) {
    const tone = rulesChoice('neutral', [], tonesThatFit(sentiment, []), sentiment)
    return explained(tone, text, [], sentiment, undefined)
  }
  return {
    value: 'neutral',
    description: 'Neutral: the tone cues are English words, so this message is read as neutral.',
    evidence: [],
  }
}
