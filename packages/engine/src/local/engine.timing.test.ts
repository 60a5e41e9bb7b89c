import {
  analysisSchema,
  defaultTones,
  generatedMessageSchema,
  grammarProblemSchema,
  lastMessageFromThem,
  MESSAGE_MAX_LENGTH,
  rewriteSchema,
} from '@tipsy/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../engine'
import * as hostile from '../testing/hostile-inputs'
import { ruleProblems } from './grammar/grammar-checker'
import { createLocalEngine } from './local-engine'

/**
 * The local engine answers in the request's time: no input the contract lets through may take a
 * call past the budget (issue 36: "k. " × 667 rewritten concisely took 10 s and froze the server).
 * Hostile inputs up to every limit, a fixed seed (ENGINE_TIMING_SEED tries another), the max and
 * p99 per call printed. An input over half the budget is timed again and its fastest run counts:
 * a shared machine only ever adds time (see `engineTime`).
 */
const BUDGET_MS = 250
const RUNS_PER_KIND = Number(process.env.ENGINE_TIMING_RUNS ?? 300)
const SEED = Number(process.env.ENGINE_TIMING_SEED ?? 36)
const TIMINGS = 3

const engine = createLocalEngine()

interface CallKind {
  name: string
  inputs: fc.Arbitrary<unknown>
  /** Calls the engine and checks the answer has the contract's shape. */
  call: (input: never) => Promise<void>
}

const kind = <Input>(
  name: string,
  inputs: fc.Arbitrary<Input>,
  call: (input: Input) => Promise<void>,
): CallKind => ({ name, inputs, call: call as (input: never) => Promise<void> })

const KINDS: CallKind[] = [
  kind(
    'analyze',
    fc.tuple(hostile.message, hostile.useCase, hostile.localTime),
    async ([text, useCase, time]) => {
      analysisSchema.parse(await engine.analyze(text, useCase, { localTime: time }))
    },
  ),
  kind(
    'rewrite',
    fc.tuple(hostile.message, hostile.useCase, hostile.styles),
    async ([text, useCase, styles]) => {
      const rewrites = await engine.rewrite(text, useCase, styles)
      expect(rewrites.map((rewrite) => rewrite.style)).toEqual(styles)
      for (const rewrite of rewrites) {
        rewriteSchema.parse(rewrite)
        expect(rewrite.text.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH)
      }
    },
  ),
  kind('generate', hostile.generateInput, async (input) => {
    for (const message of await engine.generate(input)) generatedMessageSchema.parse(message)
  }),
  kind('streamGenerate', hostile.generateInput, async (input) => {
    for await (const message of engine.streamGenerate(input)) generatedMessageSchema.parse(message)
  }),
  kind('reply', hostile.replyInput, async (input) => {
    for (const message of await engine.reply(input)) generatedMessageSchema.parse(message)
  }),
  kind('emojify', fc.tuple(hostile.message, hostile.preferredEmoji), async ([text, emoji]) => {
    expect(typeof (await engine.emojify(text, emoji))).toBe('string')
  }),
  kind('grammar rules', fc.tuple(hostile.message, hostile.useCase), async ([text, useCase]) => {
    for (const problem of ruleProblems(text, useCase)) grammarProblemSchema.parse(problem)
  }),
]

/**
 * Refusing an input is a fine answer (a message without words cannot be rewritten), but never for
 * a length the contract allows: a length complaint means the engine's own output failed its check.
 */
async function callAllowingRefusals(call: () => Promise<void>): Promise<void> {
  try {
    await call()
  } catch (error) {
    const refusal =
      error instanceof EngineError &&
      (error.kind === 'invalid_input' || error.kind === 'unclear_request') &&
      !/at most/i.test(error.message)
    if (!refusal) throw error
  }
}

/**
 * The engine's own time for a call. Its work is synchronous, so the process's CPU time is that
 * work, while the wall clock also counts the time other processes held the cores; the smaller of
 * the two is the better estimate, and the fastest of a few runs the best one.
 */
async function engineTime(call: () => Promise<void>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY
  for (let timing = 0; timing < TIMINGS && fastest > BUDGET_MS / 2; timing++) {
    const wallStart = performance.now()
    const cpuStart = process.cpuUsage()
    await callAllowingRefusals(call)
    const cpu = process.cpuUsage(cpuStart)
    fastest = Math.min(fastest, performance.now() - wallStart, (cpu.user + cpu.system) / 1000)
  }
  return fastest
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0

const preview = (input: unknown) => {
  const json = JSON.stringify(input)
  return json.length > 160 ? `${json.slice(0, 160)}… (${json.length} characters)` : json
}

const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)

/** The calls the outside probe of issue 36 found over a second (the first froze the server for 10 s). */
const REPORTED: [string, () => Promise<void>][] = [
  [
    '"k. " × 667, concise',
    async () => void (await engine.rewrite(fill('k. ', 2000), 'general', ['concise'])),
  ],
  [
    '"what? " × 333, the default styles',
    async () =>
      void (await engine.rewrite(fill('what? ', 2000), 'general', ['professional', 'friendly', 'concise'])),
  ],
  [
    'a reply to 8 bubbles of "a, " (their last message read, and the replies)',
    async () => {
      const thread = Array.from({ length: 8 }, (_, index) => ({
        side: index % 2 === 0 ? ('them' as const) : ('me' as const),
        text: fill('a, ', 1000).trim(),
      }))
      await engine.analyze(lastMessageFromThem(thread).slice(0, MESSAGE_MAX_LENGTH), 'text_friend')
      await engine.reply({ thread, tones: defaultTones, seed: 1 })
    },
  ],
]

describe('local engine timing on hostile inputs', () => {
  it.each(REPORTED)(`answers %s within ${BUDGET_MS} ms`, async (_name, call) => {
    await call()
    expect(await engineTime(call)).toBeLessThanOrEqual(BUDGET_MS)
  })

  it(
    `answers every call within ${BUDGET_MS} ms (seed ${SEED}, ${RUNS_PER_KIND} inputs per call)`,
    async () => {
      const slow: string[] = []
      const broken: string[] = []
      const report: string[] = []
      for (const [index, { name, inputs, call }] of KINDS.entries()) {
        const samples = fc.sample(inputs, { seed: SEED + index, numRuns: RUNS_PER_KIND })
        // Compiled code, loaded word lists: the first calls of a kind measure start-up, not the input.
        for (const input of samples.slice(0, 3)) await callAllowingRefusals(() => call(input as never))
        const times: number[] = []
        let slowest = { time: 0, input: undefined as unknown }
        for (const input of samples) {
          let time: number
          try {
            time = await engineTime(() => call(input as never))
          } catch (error) {
            broken.push(`${name}: ${String(error).slice(0, 300)} on ${preview(input)}`)
            continue
          }
          times.push(time)
          if (time > slowest.time) slowest = { time, input }
          if (time > BUDGET_MS) slow.push(`${name} ${time.toFixed(0)} ms: ${preview(input)}`)
        }
        const sorted = [...times].sort((a, b) => a - b)
        report.push(
          `${name.padEnd(15)} max ${percentile(sorted, 1).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} ms  median ${percentile(sorted, 0.5).toFixed(1).padStart(5)} ms  slowest: ${preview(slowest.input)}`,
        )
      }
      console.info(`Engine time per call, seed ${SEED}:\n${report.join('\n')}`)
      expect(broken, 'answers outside the contract').toEqual([])
      expect(slow, `calls over ${BUDGET_MS} ms`).toEqual([])
    },
    20 * 60_000,
  )
})
