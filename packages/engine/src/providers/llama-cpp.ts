import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { type DraftSource, tunedPromptFor } from '../models/writer/drafting-writer'
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
): Engine & { ready(): Promise<void>; draft?: DraftSource } {
  const info = { name: 'The llama.cpp provider', location: config.modelPath, timeoutMs: config.timeoutMs }
  const client = createLlamaCppClient({
    modelPath: config.modelPath,
    adapterPath: config.adapterPath,
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
  // With the writing adapter the model was taught the tasks on plain prompts: it drafts in plain text.
  const draft: DraftSource | undefined = config.adapterPath
    ? (request, { seed, maxTokens, signal }) =>
        client.complete(
          {
            ...tunedPromptFor(request),
            maxOutputTokens: maxTokens,
            temperature: DRAFT_TEMPERATURE,
            seed,
            signal,
          },
          { repeatPenalty: DRAFT_REPEAT_PENALTY },
        )
    : undefined
  return { ...engine, ready: client.ready, draft }
}

/** Varied enough that several drafts differ, low enough that a 135M model stays on topic. */
const DRAFT_TEMPERATURE = 0.7
const DRAFT_REPEAT_PENALTY = 1.15
