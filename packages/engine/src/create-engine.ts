import type { DraftVerdict } from './checks/draft-checks'
import { type Engine, EngineError } from './engine'
import type { EngineConfig } from './engine-config'
import { createLocalEngine } from './local/local-engine'
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
  /**
   * `failed_checks`: one of the model's drafts failed the checks (another draft, or the rules', was
   * shown); `no_passing_draft`: no draft, the model's or the rules', passed; the closest was shown.
   */
  reason: 'bad_output' | 'timeout' | 'failed_checks' | 'no_passing_draft'
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
      return createLocalEngine({ reader: config.reader, ...draftReporters(events) })
    case 'openai-compatible':
      return checkedHosted(config, createOpenAiCompatibleEngine(config, localAnalyzer), events)
    case 'ollama':
      return checkedHosted(config, createOllamaEngine(config, localAnalyzer), events)
    case 'llama-cpp':
      return readingLocally(config, createLlamaCppEngine(config, localAnalyzer), events)
  }
}

/**
 * The in-process model writes; the analysis is the local engine's, with the reader
 * (docs/decisions/0021): the small model's JSON-constrained analysis took over 30 s a message and
 * broke off before its JSON closed. Every draft is checked (issue 38): with the writing adapter the
 * model drafts one message a call; a model of the user's own writes whole answers like a hosted
 * one. A draft the model botches (broken or empty JSON, its time-out) is no draft: it is reported,
 * and the rules' checked drafts fill in, as DESIGN.md's writer falls back; a busy model still says so.
 */
function readingLocally(
  config: EngineConfig,
  writer: ReadyEngine & { draft?: DraftSource | undefined },
  events: EngineEvents,
): ReadyEngine {
  /** Nothing, when the model botched its answer (and the botch reported); its other errors stand. */
  function orNothing<T>(task: WriterFallback['task'], drafted: Promise<T[]>): Promise<T[]> {
    return drafted.catch((error: unknown) => {
      if (!botched(error)) throw error
      events.onFallback?.({ task, reason: error.kind, message: error.message })
      return []
    })
  }
  const written: Pick<Engine, 'streamGenerate' | 'rewrite' | 'reply'> = {
    rewrite: (message, useCase, styles, options) =>
      orNothing('rewrite', writer.rewrite(message, useCase, styles, options)),
    async *streamGenerate(input, options) {
      try {
        yield* writer.streamGenerate(input, options)
      } catch (error) {
        await orNothing('generate', Promise.reject(error))
      }
    },
    reply: (input, options) => orNothing('reply', writer.reply(input, options)),
  }
  const checked = createLocalEngine({
    reader: config.reader,
    ...(writer.draft ? { draft: writer.draft } : { written }),
    ...draftReporters(events),
  })
  return {
    ...writer,
    analyze: checked.analyze,
    rewrite: checked.rewrite,
    generate: checked.generate,
    streamGenerate: checked.streamGenerate,
    reply: checked.reply,
    emojify: (text, emoji, options) =>
      writer.emojify(text, emoji, options).catch((error: unknown) => {
        if (!botched(error)) throw error
        events.onFallback?.({ task: 'emojify', reason: error.kind, message: error.message })
        return checked.emojify(text, emoji)
      }),
    models: () => ({ reader: checked.models().reader, writer: writer.models().writer }),
    ready: async () => {
      await Promise.all([writer.ready(), checked.ready()])
    },
    close: async () => {
      await Promise.all([writer.close(), checked.close()])
    },
  }
}

/** Drafts that failed the checks, reported like the model's botched drafts. */
function draftReporters(events: EngineEvents) {
  const report =
    (reason: 'failed_checks' | 'no_passing_draft', what: string) =>
    (task: WriterFallback['task'], verdict: DraftVerdict) =>
      events.onFallback?.({ task, reason, message: `${what} ${verdict.failures.join('; ')}` })
  return {
    onRejectedDraft: report('failed_checks', "A model's draft failed the checks: it"),
    onNoPassingDraft: report('no_passing_draft', 'No draft passed the checks; the closest'),
  }
}

const botched = (error: unknown): error is EngineError & { kind: WriterFallback['reason'] } =>
  error instanceof EngineError && (error.kind === 'bad_output' || error.kind === 'timeout')

/**
 * A hosted model writes and the engine checks (issue 38): every message and style it wrote is
 * checked like a local draft, and the rules' checked drafts stand in for those that fail. Its
 * errors stay errors: a hosted provider's outage is reported, not hidden (docs/decisions/0021).
 * The analysis is the provider's; the local engine beside it brings the reader's encoder.
 */
function checkedHosted(
  config: EngineConfig,
  provider: Engine & { ready?(): Promise<void> },
  events: EngineEvents,
): ReadyEngine {
  const checked = createLocalEngine({ reader: config.reader, written: provider, ...draftReporters(events) })
  return {
    ...provider,
    generate: checked.generate,
    streamGenerate: checked.streamGenerate,
    rewrite: checked.rewrite,
    reply: checked.reply,
    models: () => ({ ...provider.models(), reader: checked.models().reader }),
    ready: async () => {
      await Promise.all([provider.ready?.(), checked.ready()])
    },
    close: async () => {
      await Promise.all([provider.close(), checked.close()])
    },
  }
}
