import { randomUUID } from 'node:crypto'
import {
  type ChatBubble,
  type GeneratedMessage,
  generatedMessageSchema,
  lastMessageFromThem,
} from '@tipsy/contracts'
import { EngineError, type ReplyInput } from '../../engine'
import type { ActReading } from '../../models/reader/act-head'
import { finishMessage, type MessagePlan } from '../generate/finish'
import { PLATFORM_RULES, truncateToFit } from '../generate/platform'
import { properNouns } from '../generate/request/proper-nouns'
import type { Reading } from '../generate/request/reading'
import { readSource } from '../generate/request/source'
import { clampTones, describeTone, nudgeTones, pickVoice } from '../generate/tone-mix'
import type { Draft } from '../generate/write/draft'
import type { Register } from '../lexicon/relations'
import { STOPWORDS } from '../text/content-words'
import { escapeRegExp } from '../text/escape-regexp'
import { hashString, pick, seededRandom } from '../text/random'
import { readsBroken } from './broken-text'
import { type ReplyIntent, readIntent } from './intent'
import { type Slots, slotsFor } from './reply-slots'
import { DEFAULT_STANCES, type Stance, waysFor } from './stances'
import { readTheirMessage, type TheirMessage } from './their-message'
import { readThread, type ThreadContext } from './thread-context'

const DEFAULT_COUNT = 3
const MAX_COUNT = 10
const ATTEMPTS_PER_REPLY = 8
/** Only the most recent bubbles shape a reply; a long history says little more. */
const CONTEXT_BUBBLES = 12

const SERIOUS: ReadonlySet<TheirMessage['kind']> = new Set(['pressure', 'bad_news', 'complaint'])

/** The words a reply should carry so they can tell what it answers: the day, the plan, the thing. */
function keyTerms(slots: Slots, kind?: TheirMessage['kind']): string[] {
  const phrases = [
    kind === 'choice' ? slots.clause : undefined,
    slots.gerundPlan ? slots.doing : undefined,
    slots.what,
    slots.when,
    slots.topic,
    slots.action,
    slots.demand,
    slots.moved,
    slots.to,
    slots.embedded,
  ]
  const words = phrases.flatMap(
    (phrase) => (phrase ?? '').toLowerCase().match(/[\p{L}\d][\p{L}\d'’]*/gu) ?? [],
  )
  return [...new Set(words.filter((word) => (word.length > 2 || /\d/.test(word)) && !STOPWORDS.has(word)))]
}

function hasWord(text: string, word: string): boolean {
  const escaped = escapeRegExp(word)
  return new RegExp(`(?<![\\p{L}\\d])${escaped}`, 'iu').test(text)
}

const sentencesOf = (text: string) => text.match(/[^.!?]+[.!?]+|[^.!?]+$/g)?.map((s) => s.trim()) ?? [text]

/** The reply's statement without its own follow-up question, for an intent that asks its own. */
function withoutQuestion(text: string): string {
  const kept = sentencesOf(text).filter((sentence) => !sentence.endsWith('?'))
  return kept.length > 0 ? kept.join(' ') : text.replace(/\?$/, '!')
}

/** How many of the key terms a text names; the thing asked about counts more than the day. */
const named = (text: string, terms: readonly string[], when?: string) =>
  terms
    .filter((term) => hasWord(text, term))
    .reduce((sum, term) => sum + (when && hasWord(when, term) ? 1 : 2), 0)

/**
 * Ways to say one stance, with the user's own words (their facts or question) carried in, those
 * naming the most of what they asked first; the generic ways only when the kind's own name less.
 */
function candidatesFor(
  stance: Stance,
  message: TheirMessage,
  slots: Slots,
  register: Register,
  terms: readonly string[],
  intent?: ReplyIntent,
): string[] {
  if (stance === 'say') {
    const facts = intent?.facts ?? ''
    const about = slots.plan ?? slots.topic ?? slots.action
    const leads = about
      ? [
          `About ${about} — ${facts}`,
          `Thanks for the message about ${about}! ${facts}`,
          `Re ${about}: ${facts}`,
        ]
      : [facts, `Thanks for the message! ${facts}`, `Quick reply: ${facts}`]
    return leads.filter((lead) => lead.trim().length > 0)
  }
  const { own, generic } = waysFor(message.kind, stance, slots, register)
  // The user's own question or facts replace the way's follow-up question; a way that is only a question cannot carry them.
  const statements = (ways: string[]) =>
    ways.filter((way) => sentencesOf(way).some((sentence) => !sentence.endsWith('?')))
  const withIntent = (ways: string[]) =>
    intent?.question
      ? statements(ways).map((way) => `${withoutQuestion(way)} ${intent.question}`)
      : intent?.facts
        ? statements(ways).map((way) => `${withoutQuestion(way)} ${intent.facts}`)
        : ways
  // The generic ways fit any message loosely; they speak only when the kind has nothing of its own.
  // A plan said as a verb ("meet") cannot go where a noun goes ("I can't make meeting").
  const fitting = (ways: string[]) =>
    slots.gerundPlan && slots.what
      ? ways.filter((way) => !new RegExp(`\\b${slots.what}\\b`, 'i').test(way))
      : ways
  const ranked = withIntent(fitting(own.length > 0 ? own : generic))
    .map((text, order) => ({ text, order, named: named(text, terms, slots.when) }))
    .sort((a, b) => b.named - a.named || a.order - b.order)
  return [...new Set(ranked.map((entry) => entry.text))].filter((text) => !readsBroken(text))
}

/** Answers to the earlier question of a message that asked two, one per reply, in the replies' stances where it has them. */
function earlierAnswers(
  also: TheirMessage | undefined,
  context: ThreadContext,
  stances: readonly Stance[],
  count: number,
): { answers: string[]; terms: string[] } | undefined {
  if (!also) return undefined
  const slots = slotsFor(also, context)
  const terms = keyTerms(slots, also.kind)
  const own = DEFAULT_STANCES[also.kind]
  const answers: string[] = []
  for (let index = 0; index < count; index++) {
    const wanted = stances[index % stances.length] ?? 'name'
    const stance = own.includes(wanted) ? wanted : (own[index % own.length] ?? 'name')
    // A loose generic answer to the first question would only add noise before the real one.
    if (waysFor(also.kind, stance, slots, context.register).own.length === 0) continue
    const ways = candidatesFor(stance, also, slots, context.register, terms)
    const answer = ways[Math.floor(index / own.length) % Math.max(1, ways.length)]
    if (answer) answers.push(answer)
  }
  return answers.length > 0 ? { answers, terms } : undefined
}

const ALL_STANCES: readonly Stance[] = ['yes', 'yes_ask', 'no', 'later', 'ask', 'name', 'feel', 'boundary']

/** When a stance has no way left that differs from the replies before, another stance of the same message speaks. */
function fallbackReply(
  message: TheirMessage,
  slots: Slots,
  register: Register,
  plan: MessagePlan,
  context: ThreadContext,
  written: ReadonlySet<string>,
  seed: number,
): { text: string; tone: string; kept: number } | undefined {
  const own = ALL_STANCES.flatMap((stance) => waysFor(message.kind, stance, slots, register).own)
  for (const text of own) {
    const random = seededRandom(seed)
    const finished = finishMessage(draftFor(text, plan, context, random), plan, random)
    const sent = plan.rules.maxLength ? truncateToFit(finished.text, plan.rules.maxLength) : finished.text
    if (!written.has(normalised(sent)))
      return { text: sent, tone: describeTone(plan.tones, finished.shaping), kept: 0 }
  }
  return undefined
}

function readingFor(context: ThreadContext, message: TheirMessage, thread: readonly ChatBubble[]): Reading {
  const text = thread
    .slice(-CONTEXT_BUBBLES)
    .map((bubble) => bubble.text)
    .join('\n')
  return {
    act: 'reply',
    reader: {
      group: false,
      register: context.register,
      mentions: [],
      ...(context.name ? { name: context.name } : {}),
    },
    parts: [],
    hints: {},
    serious: SERIOUS.has(message.kind),
    properNouns: properNouns(readSource(text), context.name),
  }
}

const GREETINGS: Record<Register, string[]> = {
  professional: ['Hi {n},', 'Hi {n},', 'Thanks {n},'],
  casual: ['Hey {n}!', '{n}!', 'Hey {n},'],
  light: ['Hey {n}!'],
}

/** A flirty voice saying yes to a plan adds a line of its own; it never adds content. */
const FLIRTY_CLOSERS = ["Can't wait 😉", 'Looking forward to it 😏', "It's a date then 😉"]
const WARM_KINDS: ReadonlySet<TheirMessage['kind']> = new Set(['invitation', 'affection', 'compliment'])

function draftFor(
  text: string,
  plan: MessagePlan,
  context: ThreadContext,
  random: () => number,
  closer?: { kind: TheirMessage['kind']; stance: Stance },
): Draft {
  const voice = pickVoice(plan.tones, random)
  const lines = [{ text, optional: false }]
  const warm =
    closer && WARM_KINDS.has(closer.kind) && ['yes', 'yes_ask', 'feel', 'name'].includes(closer.stance)
  if (voice === 'flirty' && warm && context.register !== 'professional' && random() < plan.tones.flirty / 100)
    lines.push({ text: pick(random, FLIRTY_CLOSERS), optional: true })
  const draft: Draft = { voice, register: context.register, lines }
  // Mid-conversation a name is a warm touch now and then, never a ritual.
  const greet = plan.rules.letter || (context.name !== undefined && random() < plan.rules.openerChance * 0.35)
  if (greet)
    draft.greeting = pick(random, GREETINGS[context.register])
      .replace('{n}', context.name ?? '')
      .replace(/ ([,!])$/, '$1')
      .replace(/^(\w+)[,!]$/, '$1,')
  if (plan.rules.letter) draft.signOff = context.register === 'professional' ? 'Best,' : 'Cheers,'
  return draft
}

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim()

/**
 * Writes `count` (default 3) distinct replies to the other person's last message: read what it
 * does (invites, asks, tells news, pressures), give each reply a stance (or the user's intent),
 * say it with the thread's own words — the day, the plan, the thing — then let the tone sliders,
 * the dial and the platform finish it as they finish a generated message. `read.acts` is the
 * encoder's reading of their last message, when the reader is live.
 */
export function writeReplies(
  input: ReplyInput,
  read: { acts?: ActReading | undefined } = {},
): GeneratedMessage[] {
  const thread = (input.thread ?? []).filter((bubble) => bubble.text.trim() !== '')
  if (!thread.some((bubble) => bubble.side === 'them'))
    throw new EngineError('invalid_input', 'The chat needs at least one message from them to reply to')
  const requested = Math.round(Number(input.count ?? DEFAULT_COUNT))
  const count = Number.isFinite(requested) ? Math.min(MAX_COUNT, Math.max(1, requested)) : DEFAULT_COUNT
  const seed = (input.seed ?? Math.floor(Math.random() * 2 ** 32)) >>> 0

  const message = readTheirMessage(lastMessageFromThem(thread), read.acts)
  const context = readThread(thread.slice(-CONTEXT_BUBBLES), input.platform)
  const intent = input.intent?.trim() ? readIntent(input.intent) : undefined
  const slots = slotsFor(message, context)
  const terms = keyTerms(slots, message.kind)
  const rules = PLATFORM_RULES[input.platform ?? 'none']
  const plan: MessagePlan = {
    reading: readingFor(context, message, thread),
    tones: nudgeTones(clampTones(input.tones ?? {}), rules.nudge),
    rules,
  }
  const stances = intent?.stances ?? DEFAULT_STANCES[message.kind]
  const earlier = earlierAnswers(message.also, context, stances, count)
  const allTerms = [...terms, ...(earlier?.terms ?? [])]
  const used = new Map<Stance, number>()
  const written = new Set<string>()
  const replies: GeneratedMessage[] = []
  for (let index = 0; index < count; index++) {
    const stance = stances[index % stances.length] ?? 'name'
    const turn = used.get(stance) ?? 0
    used.set(stance, turn + 1)
    const own = candidatesFor(stance, message, slots, context.register, terms, intent)
    const before = earlier?.answers[index % earlier.answers.length]
    // Two questions in one message get two answers, in the order they were asked.
    const pool = before ? own.map((text) => `${before} ${text}`) : own
    const top = pool.filter(
      (text) => named(text, allTerms, slots.when) === named(pool[0] ?? '', allTerms, slots.when),
    ).length
    let best: { text: string; tone: string; kept: number } | undefined
    for (let attempt = 0; attempt < ATTEMPTS_PER_REPLY; attempt++) {
      const random = seededRandom(hashString(`${seed}:${index}:${attempt}`))
      // The first ways name the most; later turns of the same stance and retries move down the list.
      const start = Math.floor(random() * Math.min(2, top))
      const text = pool[(start + turn + attempt) % Math.max(1, pool.length)]
      if (!text) break
      const finished = finishMessage(
        draftFor(text, plan, context, random, { kind: message.kind, stance }),
        plan,
        random,
      )
      // "Reply C to confirm": an automated text reads the code alone, as it is.
      const sent =
        message.kind === 'reply_code'
          ? text
          : rules.maxLength
            ? truncateToFit(finished.text, rules.maxLength)
            : finished.text
      if (written.has(normalised(sent))) continue
      // The dial's typos may not swallow the words that say what the reply answers.
      const carried = allTerms.filter((term) => hasWord(text, term))
      const kept = carried.filter((term) => hasWord(sent, term)).length
      if (!best || kept > best.kept)
        best = { text: sent, tone: describeTone(plan.tones, finished.shaping), kept }
      if (kept === carried.length) break
    }
    best ??= fallbackReply(
      message,
      slots,
      context.register,
      plan,
      context,
      written,
      hashString(`${seed}:${index}:fallback`),
    )
    if (!best) continue
    written.add(normalised(best.text))
    replies.push(
      generatedMessageSchema.parse({
        id: randomUUID(),
        tone: best.tone,
        text: best.text,
        timestamp: new Date().toISOString(),
      }),
    )
  }
  return replies
}
