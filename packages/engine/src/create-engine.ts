import { type Engine, EngineError } from './engine'
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
 * broke off before its JSON closed. A draft the model botches (broken or empty JSON, its time-out)
 * is written by the rules instead, as DESIGN.md's writer falls back; a busy model still says so.
 */
function readingLocally(config: EngineConfig, writer: ReadyEngine): ReadyEngine {
  const rules = createLocalEngine({ reader: config.reader })
  return {
    ...writer,
    analyze: rules.analyze,
    rewrite: (message, useCase, styles, options) =>
      orRules(writer.rewrite(message, useCase, styles, options), () =>
        rules.rewrite(message, useCase, styles),
      ),
    generate: (input, options) => orRules(writer.generate(input, options), () => rules.generate(input)),
    async *streamGenerate(input, options) {
      let written = 0
      try {
        for await (const message of writer.streamGenerate(input, options)) {
          written++
          yield message
        }
      } catch (error) {
        if (written > 0 || !botched(error)) throw error
        yield* rules.streamGenerate(input)
      }
    },
    reply: (input, options) => orRules(writer.reply(input, options), () => rules.reply(input)),
    emojify: (text, emoji, options) =>
      orRules(writer.emojify(text, emoji, options), () => rules.emojify(text, emoji)),
    models: () => ({ reader: rules.models().reader, writer: writer.models().writer }),
    ready: async () => {
      await Promise.all([writer.ready(), rules.ready()])
    },
    close: async () => {
      await Promise.all([writer.close(), rules.close()])
    },
  }
}

const botched = (error: unknown) =>
  error instanceof EngineError && (error.kind === 'bad_output' || error.kind === 'timeout')

function orRules<T>(drafted: Promise<T>, byRules: () => Promise<T>): Promise<T> {
  return drafted.catch((error: unknown) => {
    if (botched(error)) return byRules()
    throw error
  })
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
