import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createLlamaCppClient, type LlamaCppClientOptions } from './llama-cpp-client'
import { createLlmEngine, type LocalAnalyzer } from './llm-engine'

export type LlamaCppConfig = Extract<EngineConfig, { provider: 'llama-cpp' }>

/**
 * A GGUF model on this machine through node-llama-cpp (an opt-in install, imported only when
 * this provider is configured). Nothing loads until the first request.
 */
export function createLlamaCppEngine(
  config: LlamaCppConfig,
  local: LocalAnalyzer,
  { importBinding }: Pick<LlamaCppClientOptions, 'importBinding'> = {},
): Engine {
  const info = { name: 'The llama.cpp provider', location: config.modelPath, timeoutMs: config.timeoutMs }
  return createLlmEngine({
    provider: 'llama-cpp',
    info,
    client: createLlamaCppClient({ modelPath: config.modelPath, provider: info, importBinding }),
    local,
    maxOutputTokens: config.maxOutputTokens,
  })
}
