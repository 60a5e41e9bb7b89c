import type { z } from 'zod'

/** One structured request to a model: instructions, the user's material and how much it may write. */
export interface LlmCall {
  system: string
  prompt: string
  maxOutputTokens: number
  /** Sampling temperature: low for judging a message, higher for writing new ones. */
  temperature: number
  seed?: number | undefined
  /** The caller's cancellation (its client went away): stops a waiting or running call. */
  signal?: AbortSignal | undefined
}

/**
 * What the writing engine needs from a model backend: JSON that matches a schema, whole or as a
 * list streamed element by element. Clients turn every failure into an EngineError naming the
 * provider, so callers never see a transport or parsing exception.
 */
export interface LlmClient {
  /** Resolves with output that already passed `schema`. */
  object<T>(call: LlmCall, schema: z.ZodType<T>): Promise<T>
  /** Yields each list element as soon as it is complete and valid (all at the end when the backend cannot stream). */
  list<T>(call: LlmCall, element: z.ZodType<T>): AsyncIterable<T>
  close(): Promise<void>
}
