import type { EngineProvider } from './engine'

interface LlmSettings {
  /** Per-call time limit (default 30 s). */
  timeoutMs: number
  /** Upper bound on generated tokens per call. */
  maxOutputTokens: number
}

/** What the server's config hands the engine factory; the server parses it from the environment. */
export type EngineConfig =
  | { provider: Extract<EngineProvider, 'local'> }
  | ({
      provider: 'openai-compatible'
      baseUrl: string
      apiKey?: string | undefined
      model: string
    } & LlmSettings)
  | ({ provider: 'ollama'; baseUrl: string; model: string } & LlmSettings)
  | ({ provider: 'llama-cpp'; modelPath: string } & LlmSettings)
