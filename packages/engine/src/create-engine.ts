import type { Engine } from './engine'
import type { EngineConfig } from './engine-config'
import { createLocalEngine } from './local/local-engine'
import {
  createLlamaCppEngine,
  createOllamaEngine,
  createOpenAiCompatibleEngine,
  localAnalyzer,
} from './providers'

/** Picks the engine the configuration names. LLM engines keep the local analyzer's measured scores. */
export function createEngine(config: EngineConfig): Engine {
  switch (config.provider) {
    case 'local':
      return createLocalEngine()
    case 'openai-compatible':
      return createOpenAiCompatibleEngine(config, localAnalyzer)
    case 'ollama':
      return createOllamaEngine(config, localAnalyzer)
    case 'llama-cpp':
      return createLlamaCppEngine(config, localAnalyzer)
  }
}
