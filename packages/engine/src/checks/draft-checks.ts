import {
  type Analysis,
  type ChatBubble,
  MESSAGE_MAX_LENGTH,
  type Platform,
  type RewriteStyle,
  type Tones,
  type UseCase,
} from '@tipsy/contracts'
import { PLATFORM_RULES } from '../local/generate/platform'
import { HEDGES } from '../local/lexicon/hedges'
import { mustRepair } from '../local/rewrite/reading'
import { plainWords, sameWords } from '../local/text/same-words'
import { findEmoji } from '../local/text/tokens'

/** What a draft was written for: the checks read the draft against it. */
export type DraftBrief =
  | {
      task: 'generate'
      request: string
      context?: string | undefined
      platform?: Platform | undefined
      tones: Tones
      useCase: UseCase
    }
  | { task: 'rewrite'; message: string; useCase: UseCase; style: RewriteStyle }
  | {
      task: 'reply'
      thread: readonly ChatBubble[]
      intent?: string | undefined
      platform?: Platform | undefined
      tones: Tones
      useCase: UseCase
    }

/** The engine's readers the checks use: the analysis and the spelling check. */
export interface DraftReaders {
  analyze(text: string, useCase: UseCase): Analysis
  /** Spelling and grammar problems, as the words they cover. */
  spellingProblems(text: string, useCase: UseCase): Promise<string[]>
}

export interface DraftVerdict {
  draft: string
  /** Problems that make the draft one nobody would send; empty when it passes. */
  failures: string[]
  /** Smaller faults that rank passing drafts (fewer is better). */
  faults: string[]
}

export const passes = (verdict: DraftVerdict) => verdict.failures.length === 0

/** The passing draft with the fewest faults (the earliest of equals), or none. */
export function bestDraft(verdicts: readonly DraftVerdict[]): DraftVerdict | undefined {
  return verdicts.filter(passes).sort((a, b) => a.faults.length - b.faults.length)[0]
}

/** The draft closest to passing: fewest failures, then fewest faults. */
export function closestDraft(verdicts: readonly DraftVerdict[]): DraftVerdict | undefined {
  return [...verdicts].sort(
    (a, b) => a.failures.length - b.failures.length || a.faults.length - b.faults.length,
  )[0]
}

/**
 * Reads one draft as a person about to send it would: is it a message at all (no prompt leaked
 * into it, no loop, not cut off), does it keep the facts it was given, is it spelt right for its
 * voice, does it carry no red flag, and does it keep the style's own promise.
 */
export async function checkDraft(
  draft: string,
  brief: DraftBrief,
  readers: DraftReaders,
): Promise<DraftVerdict> {
  const text = draft.trim()
  const failures: string[] = []
  const faults: string[] = []
  if (!/\p{L}{2}/u.test(text)) return { draft: text, failures: ['has no words'], faults }
  const leaked = leakedPrompt(text)
  if (leaked) failures.push(`carries the prompt's "${leaked}"`)
  const loop = repeatedRun(text)
  if (loop) failures.push(`repeats itself ("${loop}")`)
  const source = sourceOf(brief)
  const missing = missingFacts(factsIn(brief.task === 'rewrite' ? brief.message : factSource(brief)), text)
  // A new message may speak to the person a request names instead of naming them; its numbers stay.
  const required = brief.task === 'rewrite' ? missing : missing.filter((fact) => /^\d+$/.test(fact))
  const optional = missing.filter((fact) => !required.includes(fact))
  if (required.length > 0) failures.push(`drops ${quotedList(required)}`)
  if (optional.length > 0) faults.push(`leaves out ${quotedList(optional)}`)
  // A name or number the user never gave is made up: "Hi Jessica" to Jenna, "at 6" for no time.
  const invented = factsIn(text).filter((fact) => !hasFact(source, fact))
  if (invented.length > 0) failures.push(`makes up ${quotedList(invented)}`)

  const misspelt = (await readers.spellingProblems(text, brief.useCase)).filter(
    (words) => !containsWords(source, words),
  )
  const allowed = brief.task === 'rewrite' ? 0 : sloppinessAllowed(brief.tones)
  if (misspelt.length > allowed) failures.push(`misspells ${quotedList(misspelt)}`)

  // The analysis reads up to a message's limit; a longer draft (a hostile request's) fails on length.
  if (text.length > MESSAGE_MAX_LENGTH) failures.push(`is longer than ${MESSAGE_MAX_LENGTH} characters`)
  const flags =
    text.length > MESSAGE_MAX_LENGTH ? [] : readers.analyze(text, brief.useCase).red_flags.filter(mustRepair)
  const serious = flags.filter((flag) => flag.severity === 'high')
  if (serious.length > 0) failures.push(`reads as ${serious.map((flag) => flag.type).join(', ')}`)
  else if (flags.length > 0) faults.push(`reads as ${flags.map((flag) => flag.type).join(', ')}`)

  if (brief.task === 'rewrite') failures.push(...rewriteFailures(text, brief, readers))
  else failures.push(...messageFailures(text, brief))
  return { draft: text, failures, faults }
}

// ---- is it a message at all ----------------------------------------------------------------------

const PROMPT_LABELS =
  /(?:^|\n)\s*(?:Task|Request|Context|Platform|Tone|Use|Message|Chat|Them|Me|I want to say):/i
const CHAT_TOKENS = /<\|[a-z_]+\|>/i

function leakedPrompt(text: string): string | undefined {
  return (text.match(CHAT_TOKENS) ?? text.match(PROMPT_LABELS))?.[0].trim()
}

/** A sentence said twice, or any four words in a row said three times: a model stuck in a loop. */
function repeatedRun(text: string): string | undefined {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map(plainWords)
    .filter((sentence) => sentence.split(' ').length >= 3)
  const seenSentences = new Set<string>()
  for (const sentence of sentences) {
    if (seenSentences.has(sentence)) return sentence
    seenSentences.add(sentence)
  }
  const words = plainWords(text).split(' ')
  const counts = new Map<string, number>()
  for (let i = 0; i + 4 <= words.length; i++) {
    const run = words.slice(i, i + 4).join(' ')
    const count = (counts.get(run) ?? 0) + 1
    if (count === 3) return run
    counts.set(run, count)
  }
  return undefined
}

// ---- facts -----------------------------------------------------------------------------------------

function sourceOf(brief: DraftBrief): string {
  switch (brief.task) {
    case 'generate':
      return `${brief.request}\n${brief.context ?? ''}`
    case 'rewrite':
      return brief.message
    case 'reply':
      return `${brief.thread.map((bubble) => bubble.text).join('\n')}\n${brief.intent ?? ''}`
  }
}

/** Where a new message's facts come from: what the user asked for (the thread is background). */
function factSource(brief: Exclude<DraftBrief, { task: 'rewrite' }>): string {
  return brief.task === 'generate' ? brief.request : (brief.intent ?? '')
}

/** A name follows a word or a comma ("Hi Karen", "see you, Sam"); anything else may start a sentence. */
const AFTER_A_WORD = /[\p{L}\p{N},]\s*$/u
const NOT_NAMES = new Set([
  'i',
  "i'm",
  "i'll",
  "i've",
  "i'd",
  'ok',
  'okay',
  'hi',
  'hey',
  'hello',
  'dear',
  'thanks',
])

/**
 * The facts a message must keep: its numbers (each run of digits: "10th" → 10, "$72,000" → 72000,
 * "3:15" → 3 and 15) and the names in it (capitalised words after another word; acronyms too,
 * unless the message is shouting).
 */
export function factsIn(text: string): string[] {
  const facts = new Set<string>(digitRuns(text))
  const words = text.match(/\p{L}+/gu) ?? []
  const shouting = words.filter((word) => word.length > 1 && word === word.toUpperCase()).length >= 4
  for (const match of text.matchAll(/\p{Lu}[\p{L}'’]*/gu)) {
    const word = match[0].replace(/['’]s$/u, '')
    if (word.length < 2 || NOT_NAMES.has(word.toLowerCase())) continue
    if (!AFTER_A_WORD.test(text.slice(0, match.index))) continue
    if (shouting && word === word.toUpperCase()) continue
    facts.add(word)
  }
  return [...facts]
}

const digitRuns = (text: string): string[] => text.replace(/(?<=\d),(?=\d{3}\b)/g, '').match(/\d+/g) ?? []

/** The fact is in the text: the same run of digits, or the name as a whole word. */
function hasFact(text: string, fact: string): boolean {
  return /^\d+$/.test(fact) ? digitRuns(text).includes(fact) : containsWords(text, fact)
}

function missingFacts(facts: readonly string[], draft: string): string[] {
  return facts.filter((fact) => !hasFact(draft, fact))
}

// ---- voice -----------------------------------------------------------------------------------------

/** Spelling slips a voice allows: drunk may let a couple through, everything else none. */
function sloppinessAllowed(tones: Tones): number {
  if (tones.drunk >= 50) return 2
  if (tones.drunk > 0 || tones.tipsy >= 50) return 1
  return 0
}

function messageFailures(text: string, brief: Exclude<DraftBrief, { task: 'rewrite' }>): string[] {
  const failures: string[] = []
  const { maxLength, preferredLength } = PLATFORM_RULES[brief.platform ?? 'none']
  const length = [...text].length
  if (maxLength && length > maxLength) failures.push(`is longer than ${brief.platform} allows`)
  else if (length > 3 * preferredLength) failures.push('is far too long for the platform')
  if (brief.task === 'generate') {
    const spokenOf = readerSpokenOf(brief.request, text)
    if (spokenOf) failures.push(`speaks of the reader as "${spokenOf}"`)
    const instruction = pastedInstruction(brief.request, text)
    if (instruction) failures.push(`carries the request's "${instruction}"`)
    const pasted = brief.context && sharedRun(brief.context, text, CONTEXT_RUN)
    if (pasted) failures.push(`pastes the context ("${pasted}")`)
  }
  if (brief.task === 'reply') {
    const copied = brief.thread.find((bubble) => plainWords(bubble.text) === plainWords(text))
    if (copied) failures.push('repeats a message from the chat')
  }
  return failures
}

const INSTRUCTION =
  /^(?:please\s+)?(?:tell|ask|text|message|remind|let|invite|thank|wish|congratulate|write(?: to)?|reply to|email|dm|send)\s+(my\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|him|her)\b/iu

/**
 * "tell my landlord the tap leaks" is sent to the landlord: a draft that says "my landlord" or
 * "he"/"she" of them speaks about the reader instead of to them.
 */
function readerSpokenOf(request: string, draft: string): string | undefined {
  const reader = request.trim().match(INSTRUCTION)?.[1]?.toLowerCase()
  if (!reader) return undefined
  if (reader.startsWith('my ')) {
    // "my boss" of "tell my boss i'm sick": the first word after "my" names them.
    const who = reader.split(/\s+/).slice(0, 2).join(' ')
    return new RegExp(`(?<![\\p{L}])${who}(?![\\p{L}])`, 'iu').test(draft) ? who : undefined
  }
  const pronouns =
    reader === 'him'
      ? /(?<![\p{L}'])(?:he|him|his|he's)(?![\p{L}'])/iu
      : /(?<![\p{L}'])(?:she|her|hers|she's)(?![\p{L}'])/iu
  return draft.match(pronouns)?.[0]
}

const INSTRUCTION_VERBS = new Set(
  'tell ask text message dm email reply respond remind invite thank congratulate complain decline move break cancel reschedule follow apologise apologize wish let say write send negotiate explain inform warn confirm check request'.split(
    ' ',
  ),
)
/** Words in a row a draft may share with the context before it reads as pasted ("Client is Brightwell Studio…"). */
const CONTEXT_RUN = 8

/**
 * "complain to the restaurant, fries missing" written as "Please note that complain to the
 * restaurant…": the request's opening instruction is in the draft.
 */
function pastedInstruction(request: string, draft: string): string | undefined {
  const words = plainWords(request).split(' ')
  if (!INSTRUCTION_VERBS.has(words[0] ?? '') || words.length < 4) return undefined
  const opening = words.slice(0, 3).join(' ')
  return ` ${plainWords(draft)} `.includes(` ${opening} `) ? opening : undefined
}

/** The first run of `length` words `a` and `b` share, word for word. */
function sharedRun(a: string, b: string, length: number): string | undefined {
  const words = plainWords(a).split(' ')
  const target = ` ${plainWords(b)} `
  for (let i = 0; i + length <= words.length; i++) {
    const run = words.slice(i, i + length).join(' ')
    if (target.includes(` ${run} `)) return run
  }
  return undefined
}

const HEDGE_PATTERN = new RegExp(
  `(?<![\\p{L}'])(?:${HEDGES.filter((hedge) => hedge !== 'just').join('|')})(?![\\p{L}])`,
  'iu',
)
const SLANG =
  /(?<![\p{L}'])(?:lol|lmao|omg|tbh|idk|u|ur|gonna|wanna|gotta|kinda|sorta|ya|yeah|nope|yep|hey)(?![\p{L}'])/iu

function rewriteFailures(
  text: string,
  brief: Extract<DraftBrief, { task: 'rewrite' }>,
  readers: DraftReaders,
) {
  const failures: string[] = []
  const before = brief.message
  if (sameWords(before, text))
    failures.push('is the message again with only contractions or punctuation changed')
  const length = [...text].length
  const original = [...before].length
  switch (brief.style) {
    case 'concise':
      if (original > 200 ? length > 0.75 * original : length >= original) failures.push('is not shorter')
      break
    case 'professional': {
      if (findEmoji(text).length > 0) failures.push('keeps emoji')
      const slang = text.match(SLANG)?.[0]
      if (slang) failures.push(`keeps slang ("${slang}")`)
      if (/\b\p{Lu}{4,}\b/u.test(text)) failures.push('shouts in capitals')
      break
    }
    case 'assertive': {
      const hedge = text.match(HEDGE_PATTERN)?.[0]
      if (hedge) failures.push(`hedges ("${hedge}")`)
      break
    }
    case 'friendly': {
      const sentiment = (message: string) => readers.analyze(message, brief.useCase).scores.sentiment.score
      if (sentiment(text) < sentiment(before) - 0.05) failures.push('is colder than the message')
      break
    }
    case 'empathetic':
      if (!/(?<![\p{L}'])(?:you|your|you're|you've|you'll|yours)(?![\p{L}])/iu.test(text))
        failures.push('never speaks to the other person')
      break
  }
  if (length > 1.6 * original + 80) failures.push('is much longer than the message')
  return failures
}

// ---- words -----------------------------------------------------------------------------------------

const quotedList = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ')

/** `words` appear in `text` as whole words (case, apostrophes and punctuation aside). */
function containsWords(text: string, words: string): boolean {
  const needle = plainWords(words)
  return needle !== '' && ` ${plainWords(text)} `.includes(` ${needle} `)
}
