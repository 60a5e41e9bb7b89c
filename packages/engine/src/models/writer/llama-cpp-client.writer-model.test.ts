import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { LlmCall } from '../../providers/llm-client'
import { engineFailure } from '../../testing/engine-failure'
import { writerModelFile } from '../../testing/writer-model'
import {
  createLlamaCppClient,
  type LlamaCppClient,
  type LlamaCppClientOptions,
  startLlamaCpp,
} from './llama-cpp-client'

const provider = { name: 'The llama.cpp provider', location: 'test', timeoutMs: 30_000 }

const citySchema = z.object({ city: z.string().max(24), sunny: z.boolean() })
const cityCall: LlmCall = {
  system: 'You answer with JSON only.',
  prompt: 'Name a city in France and say if it is sunny there today.',
  maxOutputTokens: 40,
  temperature: 0.2,
  seed: 7,
}

const note = z.object({ text: z.string().min(3).max(30) })
const notesCall: LlmCall = {
  system: 'You write short notes as a JSON list.',
  prompt: 'Write three short notes telling Sam I will be ten minutes late.',
  maxOutputTokens: 250,
  temperature: 0.7,
  seed: 3,
}

/** The grammar makes this answer longer than any test waits for: it ends only when stopped. */
const endlessSchema = z.object({ words: z.array(z.string().max(10)).min(1000) })
const endlessCall: LlmCall = {
  system: 'You list words.',
  prompt: 'List a thousand words.',
  maxOutputTokens: 8000,
  temperature: 0.9,
  seed: 1,
}

const since = (start: number) => performance.now() - start
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let folder: string
let modelPath: string
const clients: LlamaCppClient[] = []

function client(options: Partial<LlamaCppClientOptions> = {}): LlamaCppClient {
  const created = createLlamaCppClient({ modelPath, provider, ...options })
  clients.push(created)
  return created
}

/** Starts the endless call; it holds a sequence until `stop` is aborted or its time runs out. */
function startEndless(writer: LlamaCppClient) {
  const stop = new AbortController()
  const outcome = engineFailure(writer.object({ ...endlessCall, signal: stop.signal }, endlessSchema))
  return { stop, outcome }
}

beforeAll(async () => {
  modelPath = await writerModelFile()
  folder = await mkdtemp(join(tmpdir(), 'tipsy-writer-'))
})
afterAll(async () => {
  await Promise.all(clients.map((each) => each.close()))
  await rm(folder, { recursive: true, force: true })
})

// Loading the model takes a few seconds on a busy two-core machine; each answer well under one.
describe('llama-cpp client on the real model (2 sequences)', { timeout: 20_000 }, () => {
  let loads = 0
  let shared: LlamaCppClient
  beforeAll(() => {
    shared = client({
      startLlama: async () => {
        const llama = await startLlamaCpp()
        const loadModel = llama.loadModel.bind(llama)
        llama.loadModel = (options) => {
          loads++
          return loadModel(options)
        }
        return llama
      },
    })
  })

  it('loads the model once for many calls and writes JSON that passes the schema', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => shared.object(cityCall, citySchema)))
    for (const answer of answers) expect(citySchema.parse(answer)).toEqual(answer)
    await shared.ready()
    expect(loads).toBe(1)
  })

  it('streams each list element as soon as it is complete', async () => {
    // What a seed writes depends on the CPU's float rounding (one machine's seed 3 wrote a single
    // note): the first of a few seeds whose answer has several elements shows the streaming.
    for (const seed of [3, 12, 21, 30]) {
      const started = performance.now()
      const arrivals: number[] = []
      const notes: unknown[] = []
      for await (const element of shared.list({ ...notesCall, seed }, note)) {
        arrivals.push(since(started))
        notes.push(element)
      }
      const finished = since(started)
      for (const element of notes) expect(note.parse(element)).toEqual(element)
      if (notes.length < 2) continue
      // The first element came out while the model was still writing the others.
      expect(arrivals[0]).toBeLessThan(finished - 50)
      return
    }
    expect.fail('no seed wrote more than one note')
  })

  it('writes two answers at once, one on each sequence', async () => {
    const started = performance.now()
    const timeline = async (seed: number) => {
      let first = Number.POSITIVE_INFINITY
      for await (const _ of shared.list({ ...notesCall, seed }, note)) first = Math.min(first, since(started))
      return { first, finished: since(started) }
    }
    const [a, b] = await Promise.all([timeline(3), timeline(12)])
    // With one sequence the second answer would not begin before the first had finished.
    expect(a.first).toBeLessThan(b.finished)
    expect(b.first).toBeLessThan(a.finished)
  })
})

describe('llama-cpp client with 1 sequence and a queue of 1', { timeout: 20_000 }, () => {
  let single: LlamaCppClient
  beforeAll(async () => {
    single = client({
      sequences: 1,
      maxQueued: 1,
      maxWaitMs: 1000,
      provider: { ...provider, timeoutMs: 2500 },
    })
    await single.ready()
  }, 20_000)

  it('refuses a call when the queue is full, stops a running call on abort and serves the next', async () => {
    const running = startEndless(single)
    await pause(100)
    const queued = single.object(cityCall, citySchema)
    const refused = await engineFailure(single.object(cityCall, citySchema))
    expect(refused).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 2 })
    expect(refused.message).toBe('The llama.cpp provider is busy right now. Please try again in a moment.')

    const aborted = performance.now()
    running.stop.abort()
    const stopped = await running.outcome
    const stoppedAfter = since(aborted)
    // The queued call is served before anything is asserted: a failure here must not leave the
    // sequence busy for the tests after it.
    expect(citySchema.parse(await queued)).toBeTruthy()
    // Stopped within a few decode steps, not at the 2.5 s time-out it would otherwise reach: a
    // step took up to 210 ms on the AMD EPYC machines, against the 200 ms bound this had, and
    // beside the typecheck the stop read 513 ms against the 500 ms bound after it.
    expect(stoppedAfter).toBeLessThan(1000)
    expect(stopped.message).toBe('The llama.cpp provider stopped: the request was cancelled.')
  })

  it('drops a waiting call at once when its caller goes away', async () => {
    const running = startEndless(single)
    await pause(50)
    const leave = new AbortController()
    const waiting = engineFailure(single.object({ ...cityCall, signal: leave.signal }, citySchema))
    await pause(50)
    const left = performance.now()
    leave.abort()
    expect((await waiting).message).toBe('The llama.cpp provider stopped: the request was cancelled.')
    expect(since(left)).toBeLessThan(20)
    running.stop.abort()
    await running.outcome
  })

  it('refuses a call that waited longer than its budget', async () => {
    const running = startEndless(single)
    await pause(50)
    const started = performance.now()
    const refused = await engineFailure(single.object(cityCall, citySchema))
    expect(refused).toMatchObject({ kind: 'unavailable', retryAfterSeconds: 2 })
    expect(since(started)).toBeGreaterThanOrEqual(990)
    running.stop.abort()
    await running.outcome
  })

  it('times out a call that writes too long, then serves the next', async () => {
    const started = performance.now()
    const error = await engineFailure(single.object(endlessCall, endlessSchema))
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The llama.cpp provider did not answer within 2.5 s.',
    })
    expect(since(started)).toBeLessThan(3000)
    expect(citySchema.parse(await single.object(cityCall, citySchema))).toBeTruthy()
  })
})

describe('llama-cpp client failures before writing', { timeout: 20_000 }, () => {
  it('names a missing model file', async () => {
    const missing = join(folder, 'missing.gguf')
    const error = await engineFailure(client({ modelPath: missing }).ready())
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe(
      `The llama.cpp provider cannot find a model file at ${missing}. Point the model path at a downloaded .gguf file.`,
    )
  })

  it('reports a native binding that will not load', async () => {
    const writer = client({
      startLlama: () => Promise.reject(new Error('libllama.so: cannot open shared object')),
    })
    const error = await engineFailure(writer.object(cityCall, citySchema))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toBe(
      'The llama.cpp provider could not start llama.cpp (node-llama-cpp): libllama.so: cannot open shared object',
    )
  })

  it('reports a file that is not a GGUF model', async () => {
    const notAModel = join(folder, 'model.gguf')
    await writeFile(notAModel, 'not really a model')
    const error = await engineFailure(client({ modelPath: notAModel }).ready())
    expect(error.kind).toBe('unavailable')
    expect(error.message).toMatch(/^The llama\.cpp provider could not load the model at .*model\.gguf: /)
  })
})
