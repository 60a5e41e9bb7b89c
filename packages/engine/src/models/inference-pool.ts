import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { WriterFallback } from '../create-engine'
import { EngineError, type EngineModels } from '../engine'
import type { EngineConfig } from '../engine-config'
import { reportGrammarWorkerEvent } from '../local/grammar/harper-worker'
import type { WorkerMessage, WorkerReply, WorkerRequest } from './worker-protocol'

export interface InferencePoolOptions {
  /** What each worker builds its engine from (plain data: it is copied into the worker). */
  engine: EngineConfig
  /** Worker threads; each runs one call at a time unless `callsPerWorker` says more. */
  workers?: number
  /**
   * Calls one worker runs at once: 1 for the rules (their work is synchronous, so a second call
   * would only wait), more for a hosted LLM whose calls mostly wait on the network.
   */
  callsPerWorker?: number
  /** Time one call may run in a worker before it is abandoned and the worker replaced. */
  callBudgetMs: number
  /** Calls that may wait for a worker; one more is refused at once with a 503. */
  maxQueued: number
  /** How long a call may wait for a worker before it is refused with a 503 (default 10 s). */
  maxWaitMs?: number
  /** Told of every worker that ended before its time, and why, and of every botched model draft. */
  onEvent?: (event: PoolEvent) => void
  /** The worker's code; the engine worker unless a test brings its own. */
  entry?: URL
}

export type PoolEvent =
  | { kind: 'worker_replaced'; reason: 'over_budget'; method: string; inputChars: number; budgetMs: number }
  | { kind: 'worker_replaced'; reason: 'crashed'; error: string }
  | ({ kind: 'writer_fallback' } & WriterFallback)

export interface PoolCallOptions {
  /** Receives a stream's items as they come. */
  onItem?: ((item: unknown) => void) | undefined
  /** Aborted when the caller no longer wants the answer: it is told at once, and the call stopped. */
  signal?: AbortSignal | undefined
}

/** One engine call as the pool hands it to a worker; `onItem` receives a stream's messages. */
interface Task {
  method: WorkerRequest['method']
  args: unknown[]
  inputChars: number
  onItem?: ((item: unknown) => void) | undefined
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  /** Refuses the call if no worker takes it in time. */
  waitTimer?: NodeJS.Timeout
  /** Where the call runs once a worker has taken it. */
  runningOn?: { worker: Worker; id: number }
}

interface PoolWorker {
  worker: Worker
  ready: boolean
  running: Map<number, { task: Task; timer: NodeJS.Timeout }>
}

const DEFAULT_MAX_WAIT_MS = 10_000
/** How long a caller is told to wait when no worker could take its call. */
const RETRY_AFTER_SECONDS = 2
/** A worker that keeps failing to start is started again less and less often, up to this. */
const MAX_RESTART_DELAY_MS = 30_000

const overloaded = () =>
  new EngineError('unavailable', 'Tipsy is busy right now. Please try again in a moment.', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  })
const cannotStart = () =>
  new EngineError('unavailable', 'The writing engine could not start. Please try again in a moment.', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  })
const cancelledByCaller = (reason: unknown) =>
  new EngineError('unavailable', 'The request was cancelled.', { cause: reason })
const overBudget = () =>
  new EngineError(
    'unavailable',
    'This message took too long to process. Try a shorter or simpler message, or try again in a moment.',
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  )

/**
 * Where a worker's code is: beside this file in the sources (run through tsx), and
 * `engine-worker.js` beside the bundled server (apps/server/build.mjs emits it).
 */
const WORKER_ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './engine-worker.ts' : './engine-worker.js',
  import.meta.url,
)

/**
 * The TypeScript sources need tsx's loader in the worker: a Worker does not inherit the loader
 * a test runner or `tsx` set up in this thread. Its ESM API is found through tsx's export map.
 */
function startWorkerThread(entry: URL, config: EngineConfig): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: { config } })
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json')
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>
  }
  const tsxApi = new URL(exports['./esm/api']?.import.default ?? '', pathToFileURL(packageJson)).href
  const bootstrap = `
    const { workerData } = require('node:worker_threads')
    import(workerData.tsxApi).then(({ register }) => { register(); return import(workerData.entry) })
  `
  return new Worker(bootstrap, { eval: true, workerData: { config, tsxApi, entry: entry.href } })
}

/**
 * Engine calls off the main thread: a few workers, each with its own engine, a bounded queue
 * in front of them and a time budget per call. A call past its budget cannot be interrupted
 * (the rules are synchronous), so its worker is ended and a new one started; the caller gets
 * a 503 with Retry-After and no other caller waits behind it.
 */
export function createInferencePool(options: InferencePoolOptions) {
  const size = Math.max(1, options.workers ?? Math.min(2, availableParallelism()))
  const callsPerWorker = Math.max(1, options.callsPerWorker ?? 1)
  const queue: Task[] = []
  const workers = new Set<PoolWorker>()
  let nextId = 0
  let closed = false
  /** What the latest ready worker reported live; nothing is until one is ready. */
  let liveModels: EngineModels = { reader: { kind: 'rules' }, writer: { kind: 'rules' } }
  /** Workers in a row that ended before they were ready. */
  let failedStarts = 0
  let markFirstReady: () => void = () => undefined
  /** Settles once a worker is ready, or once the first one has failed to start. */
  const firstReady = new Promise<void>((resolve) => {
    markFirstReady = resolve
  })

  function start(): PoolWorker {
    const worker = startWorkerThread(options.entry ?? WORKER_ENTRY, options.engine)
    const entry: PoolWorker = { worker, ready: false, running: new Map() }
    workers.add(entry)
    worker.on('message', (reply: WorkerReply) => onReply(entry, reply))
    worker.on('error', (error) =>
      replace(entry, { kind: 'worker_replaced', reason: 'crashed', error: String(error) }),
    )
    worker.on('exit', () => {
      if (workers.has(entry)) replace(entry, { kind: 'worker_replaced', reason: 'crashed', error: 'exited' })
    })
    return entry
  }

  /**
   * Ends a worker, fails what it was running, and starts its successor: at once after a
   * runaway call, after a growing delay while workers fail to start (and then nothing that
   * waits can be served, so it is told at once).
   */
  function replace(entry: PoolWorker, event: PoolEvent, error: unknown = overloaded()) {
    if (!workers.delete(entry)) return
    for (const { task, timer } of entry.running.values()) {
      clearTimeout(timer)
      task.reject(error)
    }
    entry.running.clear()
    void entry.worker.terminate()
    options.onEvent?.(event)
    if (closed) return
    if (entry.ready) {
      start()
      return
    }
    failedStarts++
    markFirstReady()
    if (![...workers].some((other) => other.ready)) {
      for (const task of queue.splice(0)) {
        clearTimeout(task.waitTimer)
        task.reject(cannotStart())
      }
    }
    const delay = Math.min(MAX_RESTART_DELAY_MS, 250 * 2 ** failedStarts)
    setTimeout(() => {
      if (!closed) start()
    }, delay).unref()
  }

  function onReply(entry: PoolWorker, reply: WorkerReply) {
    if (reply.type === 'event') {
      reportGrammarWorkerEvent(reply.event)
      return
    }
    if (reply.type === 'fallback') {
      options.onEvent?.({ kind: 'writer_fallback', ...reply.fallback })
      return
    }
    if (reply.type === 'ready') {
      entry.ready = true
      liveModels = reply.models
      failedStarts = 0
      markFirstReady()
      dispatch()
      return
    }
    const running = entry.running.get(reply.id)
    if (!running) return
    if (reply.type === 'item') {
      running.task.onItem?.(reply.item)
      return
    }
    clearTimeout(running.timer)
    entry.running.delete(reply.id)
    if (reply.type === 'result') running.task.resolve(reply.value)
    else
      running.task.reject(
        new EngineError(reply.error.kind, reply.error.message, {
          cause: reply.error.cause,
          ...(reply.error.retryAfterSeconds === undefined
            ? {}
            : { retryAfterSeconds: reply.error.retryAfterSeconds }),
        }),
      )
    dispatch()
  }

  function runOn(entry: PoolWorker, task: Task) {
    clearTimeout(task.waitTimer)
    const id = nextId++
    const timer = setTimeout(
      () =>
        replace(
          entry,
          {
            kind: 'worker_replaced',
            reason: 'over_budget',
            method: task.method,
            inputChars: task.inputChars,
            budgetMs: options.callBudgetMs,
          },
          overBudget(),
        ),
      options.callBudgetMs,
    )
    entry.running.set(id, { task, timer })
    task.runningOn = { worker: entry.worker, id }
    const request: WorkerMessage = { type: 'call', id, method: task.method, args: task.args }
    entry.worker.postMessage(request)
  }

  /**
   * The caller is told at once. A waiting call leaves the queue; a running one is stopped in its
   * worker, and keeps its place there until the worker reports it ended (at once for a model,
   * after its few milliseconds for the rules), so a worker never runs more calls than it takes.
   */
  function cancel(task: Task, reason: unknown) {
    const waiting = queue.indexOf(task)
    if (waiting >= 0) {
      queue.splice(waiting, 1)
      clearTimeout(task.waitTimer)
    } else if (task.runningOn) {
      const stop: WorkerMessage = { type: 'cancel', id: task.runningOn.id }
      task.runningOn.worker.postMessage(stop)
    }
    task.onItem = undefined
    task.reject(cancelledByCaller(reason))
  }

  function dispatch() {
    for (const entry of workers) {
      while (queue.length > 0 && entry.ready && entry.running.size < callsPerWorker) {
        const task = queue.shift()
        if (task) runOn(entry, task)
      }
    }
  }

  for (let index = 0; index < size; index++) start()

  return {
    /** Runs one engine method in a worker (its options last in `args`, without their signal). */
    call(
      method: WorkerRequest['method'],
      args: unknown[],
      inputChars: number,
      { onItem, signal }: PoolCallOptions = {},
    ): Promise<unknown> {
      if (closed) return Promise.reject(new EngineError('unavailable', 'The engine is shutting down.'))
      if (signal?.aborted) return Promise.reject(cancelledByCaller(signal.reason))
      if (queue.length >= options.maxQueued) return Promise.reject(overloaded())
      return new Promise((resolve, reject) => {
        const onAbort = () => cancel(task, signal?.reason)
        const settled = () => signal?.removeEventListener('abort', onAbort)
        const task: Task = {
          method,
          args,
          inputChars,
          onItem,
          resolve: (value) => {
            settled()
            resolve(value)
          },
          reject: (error) => {
            settled()
            reject(error)
          },
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        task.waitTimer = setTimeout(() => {
          const index = queue.indexOf(task)
          if (index < 0) return
          queue.splice(index, 1)
          task.reject(overloaded())
        }, options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS)
        queue.push(task)
        dispatch()
      })
    },

    /** Resolves once a worker can take calls (or none could start: calls are then told so). */
    ready: () => firstReady,

    /** The models live in the workers' engines, as the latest one to be ready reported them. */
    models: () => liveModels,

    /** How many workers are ready and how many calls wait (for health and tests). */
    stats() {
      const ready = [...workers].filter((entry) => entry.ready).length
      const running = [...workers].reduce((sum, entry) => sum + entry.running.size, 0)
      return { workers: workers.size, ready, running, queued: queue.length }
    },

    /** Fails what waits, ends every worker (a worker's models and connections go with it). */
    async close() {
      closed = true
      const shuttingDown = () => new EngineError('unavailable', 'The engine is shutting down.')
      for (const task of queue.splice(0)) {
        clearTimeout(task.waitTimer)
        task.reject(shuttingDown())
      }
      const ending = [...workers]
      workers.clear()
      await Promise.all(
        ending.map((entry) => {
          for (const { task, timer } of entry.running.values()) {
            clearTimeout(timer)
            task.reject(shuttingDown())
          }
          return entry.worker.terminate()
        }),
      )
    },
  }
}

export type InferencePool = ReturnType<typeof createInferencePool>
