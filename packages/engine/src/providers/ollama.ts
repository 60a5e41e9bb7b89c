import { createOllama } from 'ollama-ai-provider-v2'
import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createAiSdkClient } from './ai-sdk-client'
import { createLlmEngine, type LocalAnalyzer } from './llm-engine'

export type OllamaConfig = Extract<EngineConfig, { provider: 'ollama' }>

/** Ollama's native /api/chat: `format` carries the JSON schema, answers stream as NDJSON. */
export function createOllamaEngine(config: OllamaConfig, local: LocalAnalyzer): Engine {
  // Accept the server's root URL (as in OLLAMA_HOST) with or without the /api suffix.
  const root = config.baseUrl.replace(/\/+$/, '').replace(/\/api$/, '')
  const ollama = createOllama({ baseURL: `${root}/api` })
  const info = { name: 'The Ollama provider', location: root, timeoutMs: config.timeoutMs }
  return createLlmEngine({
    provider: 'ollama',
    model: config.model,
    info,
    client: createAiSdkClient({
      model: ollama(config.model),
      provider: info,
      // Ollama reads sampling settings only from `options`; num_predict is its max-token limit.
      nativeSettings: (call) => ({
        seed: undefined,
        providerOptions: {
          ollama: {
            options: { num_predict: call.maxOutputTokens, temperature: call.temperature, seed: call.seed },
          },
        },
      }),
    }),
    local,
    maxOutputTokens: config.maxOutputTokens,
  })
}
