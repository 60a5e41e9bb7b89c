import type { WriterFallback } from '../create-engine'
import type { EngineErrorKind, EngineModels } from '../engine'
import type { GrammarWorkerEvent } from '../local/grammar/harper-worker'

/** The engine methods a worker runs (its engine ends with the thread). */
export type WorkerMethod =
  | 'analyze'
  | 'rewrite'
  | 'generate'
  | 'streamGenerate'
  | 'reply'
  | 'emojify'
  | 'checkGrammar'

/**
 * Main thread → worker: one call. Its options come last in `args`, without their `signal` (a
 * signal cannot cross threads): the worker gives each call its own, aborted by a cancel.
 */
export interface WorkerRequest {
  type: 'call'
  id: number
  method: WorkerMethod
  args: unknown[]
}

/** Main thread → worker: the caller no longer wants this call's answer; stop it if it can be. */
export interface WorkerCancel {
  type: 'cancel'
  id: number
}

export type WorkerMessage = WorkerRequest | WorkerCancel

/**
 * Worker → main thread: ready once its engine is built (with the models live in it), then each
 * call's items and its end; and what happened inside it that the server logs (its grammar
 * checker's worker replaced, a model's botched draft written by the rules).
 */
export type WorkerReply =
  | { type: 'ready'; models: EngineModels }
  | { type: 'event'; event: GrammarWorkerEvent }
  | { type: 'fallback'; fallback: WriterFallback }
  | { type: 'item'; id: number; item: unknown }
  | { type: 'result'; id: number; value: unknown }
  | {
      type: 'error'
      id: number
      error: { kind: EngineErrorKind; message: string; cause?: string; retryAfterSeconds?: number }
    }
