import { defaultTones, generatedMessageSchema } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { createLocalEngine } from '../local/local-engine'
import { engineFailure } from '../testing/engine-failure'
import { withoutIds } from '../testing/without-ids'
import { writerModelFile } from '../testing/writer-model'
import type { PoolEvent } from './inference-pool'
import { createPooledEngine, defaultCallBudgetMs, poolShape } from './pooled-engine'

// The writer model in the inference pool: run alone with the other writer-model tests
// (vitest.writer-model.config.ts), where the model has a core to itself.
const inProcess = createLocalEngine()

describe('the in-process model in the pool', () => {
  it('loads once, in one worker however many are asked for, and serves calls that arrive together', async () => {
    const config = {
      provider: 'llama-cpp' as const,
      modelPath: await writerModelFile(),
      timeoutMs: 30_000,
      maxOutputTokens: 1024,
    }
    expect(poolShape(config)).toEqual({ workers: 1, callsPerWorker: 18 })
    expect(defaultCallBudgetMs(config)).toBe(45_000)
    const engine = createPooledEngine(config, {
      workers: 2,
      callBudgetMs: defaultCallBudgetMs(config),
      maxQueued: 8,
    })
    try {
      await engine.ready()
      expect(engine.stats()).toMatchObject({ workers: 1, ready: 1 })
      expect(engine.models().writer).toMatchObject({ kind: 'llama-cpp' })
      // Three calls at once on two sequences: the third waits for one in the model's own queue.
      // The 135M model sometimes writes JSON that breaks off (its own error, said as such); what is
      // tested here is that the one worker serves them all and stays.
      const settled = await Promise.allSettled(
        [1, 2, 5].map((seed) =>
          engine.generate({
            prompt: 'tell Sam I am running 10 minutes late',
            tones: defaultTones,
            count: 1,
            seed,
          }),
        ),
      )
      const written = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      expect(written.length).toBeGreaterThan(0)
      for (const messages of written) expect(generatedMessageSchema.parse(messages[0])).toEqual(messages[0])
      for (const result of settled)
        if (result.status === 'rejected')
          expect(result.reason).toMatchObject({ message: expect.stringMatching(/^The llama\.cpp provider /) })
      expect(engine.stats()).toMatchObject({ workers: 1, running: 0, queued: 0 })
    } finally {
      await engine.close()
    }
  }, 180_000)

  it('tells the server of a draft the model botched and the rules wrote', async () => {
    const events: PoolEvent[] = []
    // Eight tokens cannot hold a message's JSON: the model's answer always breaks off.
    const config = {
      provider: 'llama-cpp' as const,
      modelPath: await writerModelFile(),
      timeoutMs: 30_000,
      maxOutputTokens: 8,
    }
    const engine = createPooledEngine(config, {
      workers: 1,
      callBudgetMs: defaultCallBudgetMs(config),
      maxQueued: 8,
      onEvent: (event) => events.push(event),
    })
    try {
      await engine.ready()
      const input = {
        prompt: 'tell Sam I am running 10 minutes late',
        tones: defaultTones,
        count: 1,
        seed: 3,
      }
      expect(withoutIds(await engine.generate(input))).toEqual(withoutIds(await inProcess.generate(input)))
      expect(events).toEqual([
        { kind: 'writer_fallback', task: 'generate', reason: 'bad_output', message: expect.any(String) },
      ])
    } finally {
      await engine.close()
    }
  }, 120_000)

  it('stops writing for a caller that cancelled: the next call gets the one sequence long before the first call would have timed out', async () => {
    const timeoutMs = 180_000
    const config = {
      provider: 'llama-cpp' as const,
      modelPath: await writerModelFile(),
      timeoutMs,
      maxOutputTokens: 4096,
      // One sequence: the second call waits for the first one's (as long as that takes).
      sequences: 1,
      maxWaitMs: 2 * timeoutMs,
    }
    const engine = createPooledEngine(config, { callBudgetMs: defaultCallBudgetMs(config), maxQueued: 8 })
    try {
      await engine.ready()
      const leaving = new AbortController()
      // Ten long e-mails: this model takes two minutes and more to write them.
      const first = engineFailure(
        engine.generate(
          {
            prompt:
              'write a long and detailed apology to my whole team for missing the quarterly planning meeting',
            tones: defaultTones,
            count: 10,
            platform: 'email',
            seed: 1,
          },
          { signal: leaving.signal },
        ),
      )
      const second = engine.generate({
        prompt: 'tell Sam I am running 10 minutes late',
        tones: defaultTones,
        count: 1,
        seed: 1,
      })
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      const cancelledAt = Date.now()
      leaving.abort()
      expect((await first).message).toBe('The request was cancelled.')
      expect(Date.now() - cancelledAt).toBeLessThan(100)
      // The rules write a draft the model botches, so the second call always has an answer. It
      // waits for the prompt the first call's model is reading, if it still is (llama.cpp stops
      // between tokens, not within a prompt), and is written in seconds, or tens on a busy machine.
      expect(await second).toHaveLength(1)
      expect(Date.now() - cancelledAt).toBeLessThan(timeoutMs / 2)
      expect(engine.stats()).toMatchObject({ workers: 1, ready: 1, running: 0, queued: 0 })
    } finally {
      await engine.close()
    }
  }, 300_000)

  it("refuses past the model's own queue with its Retry-After, across the thread", async () => {
    const config = {
      provider: 'llama-cpp' as const,
      modelPath: await writerModelFile(),
      timeoutMs: 30_000,
      maxOutputTokens: 1024,
      // One sequence; a second call may wait for it 1 ms in the model's own queue, then is refused.
      sequences: 1,
      maxQueued: 1,
      maxWaitMs: 1,
    }
    const engine = createPooledEngine(config, { callBudgetMs: defaultCallBudgetMs(config), maxQueued: 8 })
    try {
      await engine.ready()
      const input = {
        prompt: 'tell Sam I am running 10 minutes late',
        tones: defaultTones,
        count: 1,
        seed: 1,
      }
      const [first, second] = await Promise.allSettled([engine.generate(input), engine.generate(input)])
      expect(first.status).toBe('fulfilled')
      expect(second.status === 'rejected' && second.reason).toMatchObject({
        kind: 'unavailable',
        message: 'The llama.cpp provider is busy right now. Please try again in a moment.',
        retryAfterSeconds: 2,
      })
    } finally {
      await engine.close()
    }
  }, 120_000)
})
