import { Worker } from 'node:worker_threads'
import type { HarperLint } from './harper-lints'
import { type LintChunk, lintChunks } from './lint-chunks'

/**
 * harper.js (offline grammar and spelling checker compiled to WASM) runs in its own worker thread:
 * its set-up takes seconds, and so do some lints, which on the main thread would stall every
 * request. The worker is plain JavaScript, so it runs the same from TypeScript sources and from
 * the bundled server; `harper.js` resolves from node_modules.
 *
 * The set-up also lints a made-up word: harper builds part of its spelling search on the first
 * misspelt word with no near neighbour ("blorptik": 3–8 s on this 2-core machine, 25 s when it is
 * overloaded; then 10–40 ms), and that first user's check would pass its deadline.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const ready = (async () => {
  const [{ LocalLinter, Dialect }, { binaryInlined }] = await Promise.all([
    import('harper.js'),
    import('harper.js/binaryInlined'),
  ])
  // British spelling is the house dialect; American variants are accepted by the caller.
  const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British })
  await linter.setup()
  await linter.lint('I seen teh movie with blorptik.', { language: 'plaintext' })
  return linter
})()
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ failed: String(error) }))
parentPort.on('message', async ({ id, text }) => {
  try {
    const linter = await ready
    const lints = await linter.lint(text, { language: 'plaintext' })
    parentPort.postMessage({
      id,
      lints: lints.map((lint) => ({
        kind: lint.lint_kind(),
        start: lint.span().start,
        end: lint.span().end,
        message: lint.message(),
        replacements: lint.suggestions().map((suggestion) => suggestion.get_replacement_text()),
      })),
    })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) })
  }
})
`

/**
 * How harper's time is shared. A message is linted in chunks, one at a time, each turn going to
 * the check with the least text left: a short check waits for one chunk at most, never for a long
 * one. Measured on this 2-core machine (loaded by other runs): harper takes 1–5 ms a word in one
 * long sentence of a repeated word ("happy " × 331: 0.4–1.7 s), 10–40 ms a made-up word (300 of
 * them: 2–3.6 s), 0.1 ms a word of plain prose; 400 characters of made-up words took 1.2 s at a
 * load of 12, so a chunk is smaller. Tests shorten them.
 */
export const harperLimits = {
  /** Characters harper lints in one go (a sentence longer than this is cut after a word). */
  chunkChars: 250,
  /** How long a check waits for harper once it is set up; then it answers with what it has. */
  checkDeadlineMs: 3_000,
  /**
   * One chunk running longer than this means harper is stuck: its worker is replaced. Generous:
   * a successor sets up for 10–45 s, and checks meanwhile answer partial anyway.
   */
  stuckChunkMs: 30_000,
  /** How long the first set-up may take (≈ 10 s, 45 s on an overloaded machine). */
  setupDeadlineMs: 120_000,
}

/** Why a check lacks harper's part (our rules answered it alone or with harper's part done in time). */
export type HarperShortfall =
  /** The check ran past its deadline, or harper's worker was replaced for this check's chunk. */
  | 'deadline'
  /** harper is setting up again after its worker was replaced. */
  | 'starting'
  /** harper's worker ended while the check waited. */
  | 'unavailable'

export interface HarperResult {
  lints: HarperLint[]
  shortfall: HarperShortfall | null
}

/** A harper worker that ended before its time (plain data: it may cross threads to be logged). */
export interface GrammarWorkerEvent {
  kind: 'harper_worker_replaced'
  reason: 'deadline' | 'crash' | 'setup_failed'
  /** Characters of the check whose chunk was running; null when none was. */
  textLength: number | null
  /** Who asked for that check (e.g. "POST /messages/grammar"); null when unknown. */
  caller: string | null
}

const listeners = new Set<(event: GrammarWorkerEvent) => void>()

/** Calls `listener` on every harper worker that ended before its time; returns how to stop. */
export function onGrammarWorkerEvent(listener: (event: GrammarWorkerEvent) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * Tells this thread's listeners of a replaced harper worker: this module's own, and those the
 * inference pool forwards from its workers (each has a harper of its own).
 */
export function reportGrammarWorkerEvent(event: GrammarWorkerEvent): void {
  for (const listener of listeners) listener(event)
}

/** One check's text, its chunks and the lints of those done. */
interface LintJob {
  chunks: LintChunk[]
  next: number
  lints: HarperLint[]
  /** A chunk harper failed on (its lints are missing). */
  missed: boolean
  textLength: number
  caller: string | null
  deadline: NodeJS.Timeout
  resolve: (result: HarperResult) => void
}

interface HarperWorker {
  worker: Worker
  ready: Promise<void>
  isReady: boolean
  /** The chunk harper is linting, and the timer that declares it stuck. */
  running: { id: number; job: LintJob; chunk: LintChunk; stuck: NodeJS.Timeout } | null
}

let current: HarperWorker | null = null
let nextId = 0
/** Set once a worker was replaced: its successor sets up in the background while checks go on without it. */
let replaced = false
/** The checks waiting for harper, in the order they came. */
const jobs: LintJob[] = []

function finish(job: LintJob, shortfall: HarperShortfall | null) {
  const index = jobs.indexOf(job)
  if (index < 0) return
  jobs.splice(index, 1)
  clearTimeout(job.deadline)
  job.resolve({ lints: job.lints, shortfall })
}

const charsLeft = (job: LintJob) =>
  job.chunks.slice(job.next).reduce((sum, chunk) => sum + chunk.text.length, 0)

/** Hands harper the next chunk of the check with the least text left (the first to come on a tie). */
function lintNextChunk() {
  const harper = current
  if (!harper?.isReady || harper.running || jobs.length === 0) return
  const job = jobs.reduce((best, other) => (charsLeft(other) < charsLeft(best) ? other : best))
  const chunk = job.chunks[job.next]
  if (!chunk) {
    finish(job, null)
    return lintNextChunk()
  }
  const id = nextId++
  const stuck = setTimeout(() => replace(harper, 'deadline'), harperLimits.stuckChunkMs)
  harper.running = { id, job, chunk, stuck }
  harper.worker.postMessage({ id, text: chunk.text })
}

/** A chunk's lints at their place in the message; a cut inside a sentence starts none. */
const lintsInMessage = (chunk: LintChunk, lints: readonly HarperLint[]) =>
  lints
    .filter((lint) => !(chunk.midSentence && lint.start === 0 && lint.kind === 'Capitalization'))
    .map((lint) => ({ ...lint, start: lint.start + chunk.start, end: lint.end + chunk.start }))

function chunkLinted(harper: HarperWorker, id: number | undefined, lints: HarperLint[] | undefined) {
  const running = harper.running
  if (!running || running.id !== id) return
  clearTimeout(running.stuck)
  harper.running = null
  const { job, chunk } = running
  if (jobs.includes(job)) {
    if (lints) job.lints.push(...lintsInMessage(chunk, lints))
    else job.missed = true
    job.next++
    if (job.next === job.chunks.length) finish(job, job.missed ? 'unavailable' : null)
  }
  lintNextChunk()
}

/**
 * Ends a worker that is stuck, crashed or could not set up, and tells the listeners. The checks
 * waiting answer with what they have; a successor starts at once unless set-up failed (the next
 * check tries again).
 */
function replace(harper: HarperWorker, reason: GrammarWorkerEvent['reason']) {
  if (current !== harper) return
  current = null
  replaced = true
  const running = harper.running
  if (running) clearTimeout(running.stuck)
  harper.running = null
  void harper.worker.terminate()
  const event: GrammarWorkerEvent = {
    kind: 'harper_worker_replaced',
    reason,
    textLength: running?.job.textLength ?? null,
    caller: running?.job.caller ?? null,
  }
  for (const job of [...jobs]) finish(job, job === running?.job ? 'deadline' : 'unavailable')
  if (reason !== 'setup_failed') current = startWorker()
  reportGrammarWorkerEvent(event)
}

function startWorker(): HarperWorker {
  const worker = new Worker(WORKER_SOURCE, { eval: true })
  // The worker never keeps the process alive (tests and scripts end when their work does).
  worker.unref()
  let markReady: () => void = () => undefined
  let markFailed: (error: Error) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => undefined)
  const harper: HarperWorker = { worker, ready, isReady: false, running: null }
  const fail = (error: Error) => {
    markFailed(error)
    replace(harper, harper.isReady ? 'crash' : 'setup_failed')
  }
  worker.on('message', (message: { ready?: true; failed?: string; id?: number; lints?: HarperLint[] }) => {
    if (message.ready) {
      harper.isReady = true
      markReady()
      lintNextChunk()
    } else if (message.failed) {
      fail(new Error(message.failed))
    } else {
      chunkLinted(harper, message.id, message.lints)
    }
  })
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`harper's worker exited with code ${code}`)))
  return harper
}

function harperWorker(): HarperWorker {
  current ??= startWorker()
  return current
}

/** Starts harper's set-up; resolves once it can lint, rejects when it cannot start. */
export function harperReady(): Promise<void> {
  return harperWorker().ready
}

/** Longer than nearly every English word ("characteristically" has 18 letters). */
const OVERLONG_WORD = /\S{21,}/g

/**
 * The text with overlong "words" (a pasted hash, 2,000 "é") blanked, offsets kept: harper's
 * spelling suggestions for them cost much and help nobody.
 */
export const withoutOverlongWords = (text: string) =>
  text.replace(OVERLONG_WORD, (run) => ' '.repeat(run.length))

const SETUP_TIMED_OUT = new Error("harper's set-up took too long")

export interface LintOptions {
  /** Who asked, named in the event of a worker replaced while linting this text. */
  caller?: string | null
  /**
   * Whether a check made before harper's first set-up waits for it (up to two minutes); without,
   * it is answered at once without harper's part. The inference pool's workers do not wait: a
   * call there has a time budget, and harper sets up in the background from the worker's start.
   */
  waitForSetup?: boolean
}

/**
 * harper's lints of `text`, with what is missing said: a check past its deadline gets the chunks
 * linted in time; while a replaced worker sets up (or the first one, unless asked to wait), none.
 * Rejects only when harper's first set-up fails.
 */
export async function lintText(text: string, options: LintOptions = {}): Promise<HarperResult> {
  const { caller = null, waitForSetup = true } = options
  const harper = harperWorker()
  if (!harper.isReady && (replaced || !waitForSetup)) return { lints: [], shortfall: 'starting' }
  if (!harper.isReady) {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(SETUP_TIMED_OUT), harperLimits.setupDeadlineMs)
    })
    await Promise.race([harper.ready, timedOut]).finally(() => clearTimeout(timer))
  }
  if (current !== harper) return { lints: [], shortfall: 'starting' }
  return new Promise((resolve) => {
    const job: LintJob = {
      chunks: lintChunks(withoutOverlongWords(text), harperLimits.chunkChars),
      next: 0,
      lints: [],
      missed: false,
      textLength: text.length,
      caller,
      deadline: setTimeout(() => finish(job, 'deadline'), harperLimits.checkDeadlineMs),
      resolve,
    }
    jobs.push(job)
    lintNextChunk()
  })
}

/** harper's lints, or null when any part of them is missing (the eval asks again). */
export async function lintOrNull(text: string): Promise<HarperLint[] | null> {
  const { lints, shortfall } = await lintText(text)
  return shortfall ? null : lints
}

/** Everything harper reports, untouched: the baseline the eval prints beside our figures. */
export async function rawHarperLints(text: string): Promise<HarperLint[]> {
  return (await lintOrNull(text)) ?? []
}
