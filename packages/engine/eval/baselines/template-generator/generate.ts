import { randomUUID } from 'node:crypto'
import { type GeneratedMessage, generatedMessageSchema } from '@tipsy/contracts'
import { EngineError, type GenerateInput } from '../../../src/engine'
import { PLATFORM_RULES, truncateToFit } from '../../../src/local/generate/platform'
import { clampTones, describeTone, nudgeTones } from '../../../src/local/generate/tone-mix'
import { hashString, seededRandom } from '../../../src/local/text/random'
import { type Draft, draftMessage, type MessagePlan, withoutOptional } from './compose'
import { extractDetails } from './details'
import { finishMessage } from './finish'
import { detectIntent } from './intent'

const DEFAULT_COUNT = 3
const MAX_COUNT = 10
const ATTEMPTS_PER_MESSAGE = 6
/** Longer prompts are read only this far: intent and details sit at the start. */
const PROMPT_READ_LIMIT = 1000

function planFor(input: GenerateInput): MessagePlan {
  const prompt = input.prompt.trim().slice(0, PROMPT_READ_LIMIT)
  const context = (input.context ?? '').trim().slice(0, 2 * PROMPT_READ_LIMIT)
  const rules = PLATFORM_RULES[input.platform ?? 'none']
  const intent = detectIntent(prompt, context)
  return {
    intent,
    details: extractDetails(intent, prompt, context),
    tones: nudgeTones(clampTones(input.tones ?? {}), rules.nudge),
    rules,
  }
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
  const usedBodies = new Set<string>()
  const written = new Set<string>()
  for (let index = 0; index < count; index++) {
    let text = ''
    let tone = ''
    for (let attempt = 0; attempt < ATTEMPTS_PER_MESSAGE && (text === '' || written.has(text)); attempt++) {
      const messageSeed = hashString(`${seed}:${index}:${attempt}`)
      const draft = draftMessage(plan, seededRandom(messageSeed), usedBodies)
      const finished = fitToPlatform(draft, plan, messageSeed ^ 0x5bd1e995)
      text = finished.text
      tone = describeTone(plan.tones, finished.shaping)
    }
    written.add(text)
    yield generatedMessageSchema.parse({ id: randomUUID(), tone, text, timestamp: new Date().toISOString() })
  }
}

/**
 * Writes `count` (default 3) distinct messages one at a time, so a caller can stream them.
 * Checks the input at once (an empty prompt throws here, not on the first message).
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
