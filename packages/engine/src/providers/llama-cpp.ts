import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createLlamaCppClient, type LlamaCppClientOptions } from '../models/writer/llama-cpp-client'
import { createLlmEngine, type LocalAnalyzer } from './llm-engine'

export type LlamaCppConfig = Extract<EngineConfig, { provider: 'llama-cpp' }>

/**
 * A GGUF model on this machine through node-llama-cpp, shared by every call in the process.
 * Nothing loads until the first request or `ready()`.
 */
export function createLlamaCppEngine(
  config: LlamaCppConfig,
  local: LocalAnalyzer,
  { startLlama }: Pick<LlamaCppClientOptions, 'startLlama'> = {},
): Engine & { ready(): Promise<void> } {
  const info = { name: 'The llama.cpp provider', location: config.modelPath, timeoutMs: config.timeoutMs }
  const client = createLlamaCppClient({
    modelPath: config.modelPath,
    provider: info,
    startLlama,
    sequences: config.sequences,
    maxQueued: config.maxQueued,
    maxWaitMs: config.maxWaitMs,
    threads: config.threads,
  })
  const engine = createLlmEngine({
    provider: 'llama-cpp',
    info,
    client,
    local,
    maxOutputTokens: config.maxOutputTokens,
  })
  return { ...engine, ready: client.ready }
}
