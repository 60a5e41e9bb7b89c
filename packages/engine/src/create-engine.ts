import type { DraftVerdict } from './checks/draft-checks'
import { type Engine, EngineError } from './engine'
import type { EngineConfig } from './engine-config'
import { createLocalEngine } from './local/local-engine'
import { loadLiveReader } from './models/live-reader'
import type { DraftSource } from './models/writer/drafting-writer'
import {
  createLlamaCppEngine,
  createOllamaEngine,
  createOpenAiCompatibleEngine,
  localAnalyzer,
} from './providers'

type ReadyEngine = Engine & { ready(): Promise<void> }

/** A draft the in-process model botched, written by the rules instead: the server logs each one. */
export interface WriterFallback {
  task: 'rewrite' | 'generate' | 'reply' | 'emojify'
  /** `no_passing_draft`: no draft, the model's or the rules', passed the checks; the closest was shown. */
  reason: 'bad_output' | 'timeout' | 'no_passing_draft'
  message: string
}

export interface EngineEvents {
  onFallback?: (fallback: WriterFallback) => void
}

/**
 * Picks the engine the configuration names. LLM engines keep the local analyzer's measured scores.
 * `ready()` resolves once the engine's local models have loaded (or failed to: the rules stand in).
 */
export function createEngine(config: EngineConfig, events: EngineEvents = {}): ReadyEngine {
  switch (config.provider) {
    case 'local':
      return createLocalEngine({ reader: config.reader, onNoPassingDraft: noPassingDraftReporter(events) })
    case 'openai-compatible':
      return withReader(config, createOpenAiCompatibleEngine(config, localAnalyzer))
    case 'ollama':
      return withReader(config, createOllamaEngine(config, localAnalyzer))
    case 'llama-cpp':
      return readingLocally(config, createLlamaCppEngine(config, localAnalyzer), events)
  }
}

/**
 * The in-process model writes; the analysis is the local engine's, with the reader
 * (docs/decisions/0021): the small model's JSON-constrained analysis took over 30 s a message and
 * broke off before its JSON closed. A draft the model botches (broken or empty JSON, its time-out)
 * is written by the rules instead, as DESIGN.md's writer falls back; a busy model still says so.
 */
function readingLocally(
  config: EngineConfig,
  writer: ReadyEngine & { draft?: DraftSource | undefined },
  events: EngineEvents,
): ReadyEngine {
  // With the writing adapter the model drafts inside the local engine, whose checks pick the best.
  const rules = createLocalEngine({
    reader: config.reader,
    draft: writer.draft,
    onNoPassingDraft: noPassingDraftReporter(events),
  })
  /** The model's draft, or the rules' when the model botched it (and the botch reported). */
  function orRules<T>(
    task: WriterFallback['task'],
    drafted: Promise<T>,
    byRules: () => Promise<T>,
  ): Promise<T> {
    return drafted.catch((error: unknown) => {
      if (!botched(error)) throw error
      events.onFallback?.({ task, reason: error.kind, message: error.message })
      return byRules()
    })
  }
  return {
    ...writer,
    analyze: rules.analyze,
    rewrite: (message, useCase, styles, options) =>
      orRules('rewrite', writer.rewrite(message, useCase, styles, options), () =>
        rules.rewrite(message, useCase, styles),
      ),
    generate: (input, options) =>
      orRules('generate', writer.generate(input, options), () => rules.generate(input)),
    async *streamGenerate(input, options) {
      let written = 0
      try {
        for await (const message of writer.streamGenerate(input, options)) {
          written++
          yield message
        }
      } catch (error) {
        if (written > 0 || !botched(error)) throw error
        events.onFallback?.({ task: 'generate', reason: error.kind, message: error.message })
        yield* rules.streamGenerate(input)
      }
    },
    reply: (input, options) => orRules('reply', writer.reply(input, options), () => rules.reply(input)),
    ...(writer.draft
      ? {
          generate: rules.generate,
          streamGenerate: rules.streamGenerate,
          rewrite: rules.rewrite,
          reply: rules.reply,
        }
      : {}),
    emojify: (text, emoji, options) =>
      orRules('emojify', writer.emojify(text, emoji, options), () => rules.emojify(text, emoji)),
    models: () => ({ reader: rules.models().reader, writer: writer.models().writer }),
    ready: async () => {
      await Promise.all([writer.ready(), rules.ready()])
    },
    close: async () => {
      await Promise.all([writer.close(), rules.close()])
    },
  }
}

/** A closest draft shown for want of a passing one, reported like the model's botched drafts. */
function noPassingDraftReporter(events: EngineEvents) {
  return (task: WriterFallback['task'], verdict: DraftVerdict) =>
    events.onFallback?.({
      task,
      reason: 'no_passing_draft',
      message: `No draft passed the checks; the closest ${verdict.failures.join('; ')}`,
    })
}

const botched = (error: unknown): error is EngineError & { kind: WriterFallback['reason'] } =>
  error instanceof EngineError && (error.kind === 'bad_output' || error.kind === 'timeout')

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
