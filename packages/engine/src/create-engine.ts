import type { Engine } from './engine'
import type { EngineConfig } from './engine-config'
import { createLocalEngine } from './local/local-engine'
import { loadLiveReader } from './models/live-reader'
import {
  createLlamaCppEngine,
  createOllamaEngine,
  createOpenAiCompatibleEngine,
  localAnalyzer,
} from './providers'

type ReadyEngine = Engine & { ready(): Promise<void> }

/**
 * Picks the engine the configuration names. LLM engines keep the local analyzer's measured scores.
 * `ready()` resolves once the engine's local models have loaded (or failed to: the rules stand in).
 */
export function createEngine(config: EngineConfig): ReadyEngine {
  switch (config.provider) {
    case 'local':
      return createLocalEngine({ reader: config.reader })
    case 'openai-compatible':
      return withReader(config, createOpenAiCompatibleEngine(config, localAnalyzer))
    case 'ollama':
      return withReader(config, createOllamaEngine(config, localAnalyzer))
    case 'llama-cpp':
      return readingLocally(config, createLlamaCppEngine(config, localAnalyzer))
  }
}

/**
 * The in-process model writes; the analysis is the local engine's, with the reader
 * (docs/decisions/0021): the small model's JSON-constrained analysis took over 30 s a message and
 * broke off before its JSON closed.
 */
function readingLocally(config: EngineConfig, writer: ReadyEngine): ReadyEngine {
  const reading = createLocalEngine({ reader: config.reader })
  return {
    ...writer,
    analyze: reading.analyze,
    models: () => ({ reader: reading.models().reader, writer: writer.models().writer }),
    ready: async () => {
      await Promise.all([writer.ready(), reading.ready()])
    },
    close: async () => {
      await Promise.all([writer.close(), reading.close()])
    },
  }
}

/** An LLM engine with the reader's encoder loaded beside it, as the local engine has it. */
function withReader(config: EngineConfig, engine: Engine & { ready?(): Promise<void> }): ReadyEngine {
  const reader = loadLiveReader(config.reader)
  return {
    ...engine,
    models: () => ({ ...engine.models(), reader: reader.models() }),
    ready: async () => {
      await Promise.all([engine.ready?.(), reader.reader])
    },
    close: async () => {
      await Promise.all([engine.close(), reader.close()])
    },
  }
}
