import { afterEach, describe, expect, it } from 'vitest'
import { engineFailure } from '../testing/engine-failure'
import { createInferencePool, type InferencePool, type PoolEvent } from './inference-pool'

const BUSY_WORKER = new URL('./busy-worker.fixture.ts', import.meta.url)
let pool: InferencePool | null = null
afterEach(async () => {
  await pool?.close()
  pool = null
})

function busyPool(
  options: { workers: number; callBudgetMs: number; maxQueued: number },
  events: PoolEvent[] = [],
) {
  pool = createInferencePool({
    ...options,
    engine: { provider: 'local' },
    entry: BUSY_WORKER,
    onEvent: (event) => events.push(event),
  })
  return pool
}

/** Resolves once every worker has said it is ready. */
async function ready(pool: InferencePool) {
  while (pool.stats().ready < pool.stats().workers) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('inference pool', () => {
  it('runs calls in worker threads, never on the caller’s', async () => {
    const pool = busyPool({ workers: 2, callBudgetMs: 5_000, maxQueued: 10 })
    const answers = (await Promise.all([pool.call('analyze', [1], 1), pool.call('analyze', [1], 1)])) as {
      threadId: number
    }[]
    for (const answer of answers) expect(answer.threadId).toBeGreaterThan(0)
  })

  it('abandons a call past its budget with a 503-kind error, replaces the worker, and serves the next call', async () => {
    const events: PoolEvent[] = []
    const pool = busyPool({ workers: 1, callBudgetMs: 300, maxQueued: 10 }, events)
    await ready(pool)
    const started = Date.now()
    const error = await engineFailure(pool.call('analyze', [10_000], 2_000))
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(error.kind).toBe('unavailable')
    expect(error.retryAfterSeconds).toBeGreaterThan(0)
    expect(events).toEqual([
      { kind: 'worker_replaced', reason: 'over_budget', method: 'analyze', inputChars: 2_000, budgetMs: 300 },
    ])
    await expect(pool.call('analyze', [1], 1)).resolves.toHaveProperty('threadId')
  })

  it('keeps answering other callers while one call runs away', async () => {
    const pool = busyPool({ workers: 2, callBudgetMs: 3_000, maxQueued: 10 })
    await ready(pool)
    const runaway = pool.call('analyze', [10_000], 2_000).catch(() => 'abandoned')
    const started = Date.now()
    for (let index = 0; index < 5; index++) await pool.call('analyze', [5], 10)
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await runaway).toBe('abandoned')
  })

  it('refuses a call at once when the queue is full', async () => {
    const pool = busyPool({ workers: 1, callBudgetMs: 5_000, maxQueued: 1 })
    await ready(pool)
    const running = pool.call('analyze', [300], 1)
    const waiting = pool.call('analyze', [1], 1)
    const refused = await engineFailure(pool.call('analyze', [1], 1))
    expect(refused.kind).toBe('unavailable')
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2)
  })

  it('refuses a call that waited too long for a worker', async () => {
    pool = createInferencePool({
      workers: 1,
      callBudgetMs: 5_000,
      maxQueued: 5,
      maxWaitMs: 200,
      engine: { provider: 'local' },
      entry: BUSY_WORKER,
    })
    await ready(pool)
    const running = pool.call('analyze', [800], 1)
    const refused = await engineFailure(pool.call('analyze', [1], 1))
    expect(refused.kind).toBe('unavailable')
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    await expect(running).resolves.toHaveProperty('threadId')
  })

  it('tells waiting callers at once when no worker can start, and reports each failure', async () => {
    const events: PoolEvent[] = []
    pool = createInferencePool({
      workers: 1,
      callBudgetMs: 5_000,
      maxQueued: 5,
      engine: { provider: 'local' },
      entry: new URL('./failing-worker.fixture.ts', import.meta.url),
      onEvent: (event) => events.push(event),
    })
    const error = await engineFailure(pool.call('analyze', [1], 1))
    expect(error.kind).toBe('unavailable')
    expect(error.message).toMatch(/could not start/)
    expect(events[0]).toMatchObject({ kind: 'worker_replaced', reason: 'crashed' })
  })

  it('hands on a stream’s items in order', async () => {
    const pool = busyPool({ workers: 1, callBudgetMs: 5_000, maxQueued: 1 })
    const items: unknown[] = []
    await pool.call('streamGenerate', ['one', 'two', 'three'], 1, { onItem: (item) => items.push(item) })
    expect(items).toEqual(['one', 'two', 'three'])
  })

  it('never runs a call cancelled while it waits, and tells its caller at once', async () => {
    const pool = busyPool({ workers: 1, callBudgetMs: 5_000, maxQueued: 5 })
    await ready(pool)
    const settled: string[] = []
    const running = pool.call('analyze', [300], 1).then(() => settled.push('running'))
    const leaving = new AbortController()
    const waiting = engineFailure(pool.call('analyze', [1], 1, { signal: leaving.signal })).then((error) => {
      settled.push('cancelled')
      return error
    })
    expect(pool.stats().queued).toBe(1)
    leaving.abort()
    expect(pool.stats().queued).toBe(0)
    expect((await waiting).message).toBe('The request was cancelled.')
    await running
    expect(settled).toEqual(['cancelled', 'running'])
    // The worker started the running call and this one: the cancelled call never reached it.
    await expect(pool.call('analyze', [1], 1)).resolves.toMatchObject({ started: 2 })
  })

  it('stops a running call its caller cancelled and serves the next call at once, keeping the worker', async () => {
    const events: PoolEvent[] = []
    const pool = busyPool({ workers: 1, callBudgetMs: 30_000, maxQueued: 5 }, events)
    await ready(pool)
    const leaving = new AbortController()
    const started = Date.now()
    const long = engineFailure(pool.call('generate', [20_000], 1, { signal: leaving.signal }))
    const next = pool.call('generate', [10], 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(pool.stats()).toMatchObject({ running: 1, queued: 1 })
    leaving.abort()
    expect((await long).kind).toBe('unavailable')
    await expect(next).resolves.toMatchObject({ started: 2 })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(events).toEqual([])
    expect(pool.stats()).toMatchObject({ workers: 1, ready: 1, running: 0, queued: 0 })
  })

  it('refuses a call whose caller has already gone, without running it', async () => {
    const pool = busyPool({ workers: 1, callBudgetMs: 5_000, maxQueued: 5 })
    await ready(pool)
    const error = await engineFailure(pool.call('analyze', [1], 1, { signal: AbortSignal.abort() }))
    expect(error.message).toBe('The request was cancelled.')
    await expect(pool.call('analyze', [1], 1)).resolves.toMatchObject({ started: 1 })
  })

  it('fails waiting and running calls when it closes', async () => {
    const pool = busyPool({ workers: 1, callBudgetMs: 5_000, maxQueued: 5 })
    await ready(pool)
    const calls = [pool.call('analyze', [500], 1), pool.call('analyze', [1], 1)].map((call) =>
      engineFailure(call),
    )
    await pool.close()
    for (const error of await Promise.all(calls)) expect(error.kind).toBe('unavailable')
  })
})
