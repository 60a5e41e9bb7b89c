import { randomUUID } from 'node:crypto'
import type { ToneName, Tones } from '@tipsy/contracts'
import { type GeneratedMessage, generatedMessageSchema } from '@tipsy/contracts'
import { EngineError, type GenerateInput } from '../../engine'
import type { Register } from '../lexicon/relations'
import { hashString, seededRandom } from '../text/random'
import { plainWords } from '../text/same-words'
import { finishMessage, type MessagePlan } from './finish'
import { PLATFORM_RULES, truncateToFit } from './platform'
import { readRequest } from './request/read-request'
import type { Reading } from './request/reading'
import { clampTones, describeTone, nudgeTones, pickVoice } from './tone-mix'
import { type Draft, draftMessage, withoutOptional } from './write/draft'

const DEFAULT_COUNT = 3
const MAX_COUNT = 10
const ATTEMPTS_PER_MESSAGE = 6
/** Longer prompts are read only this far. */
const PROMPT_READ_LIMIT = 1000

/**
 * The register a message takes: the reader's (a landlord is written to professionally, a friend
 * casually), unless the platform is a work one or the sober slider is turned well up.
 */
function registerFor(reading: Reading, tones: Tones, professionalPlatform: boolean): Register {
  const fromReader = reading.reader.register
  if (reading.hints.formal) return 'professional'
  if (professionalPlatform && fromReader !== 'light') return 'professional'
  if (fromReader === 'casual' && tones.sober >= 85 && tones.casual < 30) return 'professional'
  if (fromReader === 'professional' && tones.casual >= 80 && tones.sober < 30) return 'casual'
  return fromReader
}

function planFor(input: GenerateInput): MessagePlan {
  const prompt = input.prompt.trim().slice(0, PROMPT_READ_LIMIT)
  const context = (input.context ?? '').trim().slice(0, 2 * PROMPT_READ_LIMIT)
  const reading = readRequest(prompt, context)
  if ('unclear' in reading) throw new EngineError('unclear_request', reading.hint)
  const rules = PLATFORM_RULES[input.platform ?? 'none']
  const tones = nudgeTones(clampTones(input.tones ?? {}), rules.nudge)
  if (reading.hints.funny && tones.funny === 0) tones.funny = 40
  return { reading, tones, rules }
}

/** Drops optional lines until the message fits the platform; the same seed gives the same dial each try. */
function fitToPlatform(draft: Draft, plan: MessagePlan, seed: number) {
  let finished = finishMessage(draft, plan, seededRandom(seed))
  for (let dropped = 1; finished.text.length > plan.rules.preferredLength; dropped++) {
    const shorter = withoutOptional(draft, dropped)
    if (!shorter) break
    finished = finishMessage(shorter, plan, seededRandom(seed))
  }
  const { maxLength } = plan.rules
  return maxLength ? { ...finished, text: truncateToFit(finished.text, maxLength) } : finished
}

function* writeMessages(plan: MessagePlan, count: number, seed: number): Generator<GeneratedMessage> {
  // Distinct in words, not only in punctuation or emoji: the writer shows one of any two such.
  const written = new Set<string>()
  const register = registerFor(plan.reading, plan.tones, plan.rules.professional)
  for (let index = 0; index < count; index++) {
    let text = ''
    let tone = ''
    const isNew = () => text !== '' && !written.has(plainWords(text))
    for (let attempt = 0; attempt < ATTEMPTS_PER_MESSAGE && !isNew(); attempt++) {
      const messageSeed = hashString(`${seed}:${index}:${attempt}`)
      const random = seededRandom(messageSeed)
      const voice: ToneName = pickVoice(plan.tones, random)
      const style = {
        voice,
        register,
        letter: plan.rules.letter,
        greetingChance: Math.min(1, plan.rules.openerChance * (register === 'professional' ? 1.2 : 0.8)),
      }
      const draft = draftMessage(plan.reading, style, random, index + attempt * count)
      const finished = fitToPlatform(draft, plan, messageSeed ^ 0x5bd1e995)
      text = finished.text
      tone = describeTone(plan.tones, finished.shaping)
    }
    written.add(plainWords(text))
    yield generatedMessageSchema.parse({ id: randomUUID(), tone, text, timestamp: new Date().toISOString() })
  }
}

/**
 * Writes `count` (default 3) distinct messages one at a time, so a caller can stream them.
 * Checks the input at once: an empty prompt is `invalid_input`, and a request nobody could
 * write a message from is `unclear_request` with a hint on how to phrase it.
 */
export function generateMessagesLazily(input: GenerateInput): Generator<GeneratedMessage> {
  if (typeof input.prompt !== 'string' || input.prompt.trim() === '') {
    throw new EngineError('invalid_input', 'Prompt must not be empty')
  }
  const requested = Math.round(Number(input.count ?? DEFAULT_COUNT))
  const count = Number.isFinite(requested) ? Math.min(MAX_COUNT, Math.max(1, requested)) : DEFAULT_COUNT
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 32)
  return writeMessages(planFor(input), count, seed >>> 0)
}

/** The local engine's message generator: deterministic for a seed, random without one. */
export function generateMessages(input: GenerateInput): GeneratedMessage[] {
  return [...generateMessagesLazily(input)]
}
