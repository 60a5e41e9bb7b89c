/**
 * Reply eval: do the replies to a chat say what was asked? Threads were written blind (by people
 * who never saw the engine) with the words any sensible reply must carry. Ids whose number is
 * divisible by 3 are held out: never read while tuning. Each figure sits beside two baselines
 * measured in the same run: the first version (the generator asked to "reply to their message")
 * and the generator told to "say yes" with their message as context.
 */
import { readFileSync } from 'node:fs'
import {
  type ChatBubble,
  defaultTones,
  type GeneratedMessage,
  lastMessageFromThem,
  type Tones,
} from '@tipsy/contracts'
import { type Engine, EngineError, type ReplyInput } from '../../src/engine'
import { generateMessages } from '../../src/local/generate/generate'
import { containsWord } from '../generation/act-cues'

export interface Thread {
  id: string
  setting: string
  thread: ChatBubble[]
  kind: string
  must_mention: string[][]
}

const DATA = new URL('../data/reply-threads-blind.json', import.meta.url)
export const SEED = 20261125

export const loadThreads = (): Thread[] => JSON.parse(readFileSync(DATA, 'utf8'))

export const TONE_SETTINGS: [string, Tones][] = [
  ['default (sober 50)', defaultTones],
  ['casual 70', { ...defaultTones, casual: 70 }],
  ['drunk 80', { ...defaultTones, sober: 0, drunk: 80 }],
  ['flirty 60', { ...defaultTones, flirty: 60 }],
]

/** The first version: the generator asked to reply, with their last message as context. */
export function baselineReplies(input: ReplyInput): GeneratedMessage[] {
  return generateMessages({
    prompt: input.intent?.trim() || 'reply to their message',
    context: lastMessageFromThem(input.thread),
    tones: input.tones,
    platform: input.platform,
    count: input.count,
    seed: input.seed,
  })
}

/** A plausible use of the generator alone: "say yes", with their message as what is answered. */
export function sayYesReplies(input: ReplyInput): GeneratedMessage[] {
  return generateMessages({
    prompt: 'say yes',
    context: lastMessageFromThem(input.thread),
    tones: input.tones,
    count: input.count,
    seed: input.seed,
  })
}

export type Writer = (input: ReplyInput) => GeneratedMessage[] | Promise<GeneratedMessage[]>

/** An engine's replies, as the app asks for them: `npm run eval -- --engine …` measures any engine. */
export const engineReplier =
  (engine: Engine): Writer =>
  (input) =>
    engine.reply(input)

export interface Outcome {
  thread: Thread
  replies: string[]
  unclear: boolean
  ms: number
}

export const isHeldOut = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? '1') % 3 === 0

export const passes = (reply: string, groups: readonly string[][]) =>
  groups.every((group) => group.some((word) => containsWord(reply, word)))

/** One thread at a time, in order: a model's time per thread is read alone. */
export async function run(writer: Writer, threads: readonly Thread[], tones: Tones): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const [index, thread] of threads.entries()) {
    const started = performance.now()
    try {
      const replies = (await writer({ thread: thread.thread, tones, seed: SEED + index })).map((m) => m.text)
      outcomes.push({ thread, replies, unclear: false, ms: performance.now() - started })
    } catch (error) {
      if (!(error instanceof EngineError && error.kind === 'unclear_request')) throw error
      outcomes.push({ thread, replies: [], unclear: true, ms: performance.now() - started })
    }
  }
  return outcomes
}

export interface Figures {
  replyPass: number
  allThreePass: number
  threeDistinct: number
  unclear: number
  meanMs: number
}

export function figuresOf(outcomes: readonly Outcome[]): Figures {
  const replies = outcomes.flatMap((o) =>
    o.replies.map((reply) => ({ reply, groups: o.thread.must_mention })),
  )
  const expected = outcomes.length * 3
  const passing = replies.filter(({ reply, groups }) => passes(reply, groups)).length
  return {
    replyPass: passing / expected,
    allThreePass:
      outcomes.filter(
        (o) => o.replies.length === 3 && o.replies.every((r) => passes(r, o.thread.must_mention)),
      ).length / outcomes.length,
    threeDistinct: outcomes.filter((o) => new Set(o.replies).size === 3).length / outcomes.length,
    unclear: outcomes.filter((o) => o.unclear).length,
    meanMs: outcomes.reduce((total, o) => total + o.ms, 0) / Math.max(1, outcomes.length),
  }
}

export const pct = (value: number) => `${(100 * value).toFixed(1)}%`.padStart(6)

export function row(label: string, figures: Figures): string {
  return `  ${label.padEnd(30)} says what was asked ${pct(figures.replyPass)} | all 3 pass ${pct(
    figures.allThreePass,
  )} | 3 distinct ${pct(figures.threeDistinct)} | unclear (threads) ${String(figures.unclear).padStart(3)} | ${figures.meanMs.toFixed(1)} ms/thread`
}
