import type { EngineProvider } from './engine'

interface LlmSettings {
  /** Per-call time limit (default 30 s). */
  timeoutMs: number
  /** Upper bound on generated tokens per call. */
  maxOutputTokens: number
}

/** How the in-process model shares itself between calls; unset fields take the writer's defaults. */
interface WriterLimits {
  /** Answers written at once (context sequences; default 2). */
  sequences?: number | undefined
  /** Calls that may wait for a sequence before more are refused with a 503 (default 16). */
  maxQueued?: number | undefined
  /** How long a call may wait for a sequence before it is refused with a 503 (default 10 s). */
  maxWaitMs?: number | undefined
  /** CPU threads llama.cpp evaluates with (default 1). */
  threads?: number | undefined
}

/** The reader's sentence encoder files, as the model store resolved them (engine-models.ts). */
/**
 * How long an LLM call may take: under the browser's 30 s request time-out (SPEC), so a draft the
 * model cannot finish is written by the rules and still reaches the screen.
 */
export const DEFAULT_LLM_TIMEOUT_MS = 25_000

export interface ReaderModelFiles {
  modelPath: string
  tokenizerPath: string
  /** The catalogue model's id, reported by the engine once the encoder is loaded. */
  id: string
}

/**
 * What the server's config hands the engine factory; the server parses it from the environment.
 * `reader` is absent when the reader runs on the rules alone (READER=rules, or no model to be had).
 */
export type EngineConfig = { reader?: ReaderModelFiles | undefined } & (
  | { provider: Extract<EngineProvider, 'local'> }
  | ({
      provider: 'openai-compatible'
      baseUrl: string
      apiKey?: string | undefined
      model: string
    } & LlmSettings)
  | ({ provider: 'ollama'; baseUrl: string; model: string } & LlmSettings)
  | ({
      provider: 'llama-cpp'
      modelPath: string
      /** A LoRA adapter over the model (the shipped writing adapter); the model drafts, the engine checks. */
      adapterPath?: string | undefined
    } & LlmSettings &
      WriterLimits)
)
