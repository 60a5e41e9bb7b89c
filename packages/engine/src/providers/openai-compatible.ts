import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createAiSdkClient } from './ai-sdk-client'
import { createLlmEngine, type LocalAnalyzer } from './llm-engine'

export type OpenAiCompatibleConfig = Extract<EngineConfig, { provider: 'openai-compatible' }>

/** OpenAI, vLLM, LM Studio, llama-server or Ollama's /v1: anything speaking chat completions with JSON-schema output. */
export function createOpenAiCompatibleEngine(config: OpenAiCompatibleConfig, local: LocalAnalyzer): Engine {
  const openAiCompatible = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  })
  const info = {
    name: 'The OpenAI-compatible provider',
    location: config.baseUrl,
    timeoutMs: config.timeoutMs,
  }
  return createLlmEngine({
    provider: 'openai-compatible',
    model: config.model,
    info,
    client: createAiSdkClient({ model: openAiCompatible(config.model), provider: info }),
    local,
    maxOutputTokens: config.maxOutputTokens,
  })
}
