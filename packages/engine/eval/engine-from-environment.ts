import { z } from 'zod'
import { engineProviders } from '../src/engine'
import type { EngineConfig } from '../src/engine-config'

const OLLAMA_DEFAULT_URL = 'http://127.0.0.1:11434'

/** The same LLM_* settings the server reads (README "The writing engine"), for `npm run eval -- --engine …`. */
const llmEnvironment = z.object({
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  LLM_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(64).max(32_768).default(1024),
  LLAMA_MODEL_PATH: z.string().min(1).optional(),
})

export function engineConfigFromEnvironment(
  provider: string,
  environment: Record<string, string | undefined>,
): EngineConfig {
  const name = z.enum(engineProviders).parse(provider)
  const settings = llmEnvironment.parse(
    Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== '')),
  )
  const llm = { timeoutMs: settings.LLM_TIMEOUT_MS, maxOutputTokens: settings.LLM_MAX_OUTPUT_TOKENS }
  const required = (value: string | undefined, variable: string) => {
    if (!value) throw new Error(`${variable} is required for --engine ${name}`)
    return value
  }
  switch (name) {
    case 'local':
      return { provider: 'local' }
    case 'openai-compatible':
      return {
        provider: name,
        baseUrl: required(settings.LLM_BASE_URL, 'LLM_BASE_URL'),
        apiKey: settings.LLM_API_KEY,
        model: required(settings.LLM_MODEL, 'LLM_MODEL'),
        ...llm,
      }
    case 'ollama':
      return {
        provider: name,
        baseUrl: settings.LLM_BASE_URL ?? OLLAMA_DEFAULT_URL,
        model: required(settings.LLM_MODEL, 'LLM_MODEL'),
        ...llm,
      }
    case 'llama-cpp':
      return { provider: name, modelPath: required(settings.LLAMA_MODEL_PATH, 'LLAMA_MODEL_PATH'), ...llm }
  }
}
