import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createInferencePool, type InferencePool, type InferencePoolOptions } from './inference-pool'

export type PooledEngineOptions = Omit<InferencePoolOptions, 'engine' | 'callsPerWorker'>

/** Calls that mostly wait on a hosted model share a worker; the rules' calls run one at a time. */
const CALLS_PER_WORKER: Record<EngineConfig['provider'], number> = {
  local: 1,
  'openai-compatible': 16,
  ollama: 16,
  'llama-cpp': 1,
}

/**
 * The engine the configuration names, run in the inference pool: the same interface, with
 * every call off the main thread, bounded in time and in how many may wait.
 */
export function createPooledEngine(
  config: EngineConfig,
  options: PooledEngineOptions,
): Engine & Pick<InferencePool, 'ready' | 'stats'> {
  const pool = createInferencePool({
    ...options,
    engine: config,
    callsPerWorker: CALLS_PER_WORKER[config.provider],
  })
  const call = <T>(method: Parameters<typeof pool.call>[0], args: unknown[], inputChars: number) =>
    pool.call(method, args, inputChars) as Promise<T>

  return {
    provider: config.provider,
    analyze: (message, useCase, analyzeOptions) =>
      call('analyze', [message, useCase, analyzeOptions], message.length),
    rewrite: (message, useCase, styles) => call('rewrite', [message, useCase, styles], message.length),
    generate: (input) => call('generate', [input], input.prompt.length + (input.context?.length ?? 0)),
    async *streamGenerate(input) {
      // The worker posts each message as it is written; they are handed on in order.
      const items: unknown[] = []
      let wake: () => void = () => undefined
      let finished = false
      let failure: unknown = null
      pool
        .call('streamGenerate', [input], input.prompt.length + (input.context?.length ?? 0), (item) => {
          items.push(item)
          wake()
        })
        .then(
          () => {
            finished = true
            wake()
          },
          (error: unknown) => {
            failure = error
            finished = true
            wake()
          },
        )
      while (true) {
        if (items.length > 0) {
          yield items.shift() as Awaited<ReturnType<Engine['generate']>>[number]
          continue
        }
        if (finished) break
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
      if (failure) throw failure
    },
    reply: (input) =>
      call(
        'reply',
        [input],
        input.thread.reduce((sum, bubble) => sum + bubble.text.length, 0),
      ),
    emojify: (text, emoji) => call('emojify', [text, emoji], text.length),
    checkGrammar: (message, useCase, grammarOptions) =>
      call('checkGrammar', [message, useCase, grammarOptions], message.length),
    models: () => pool.models(),
    close: () => pool.close(),
    ready: () => pool.ready(),
    stats: () => pool.stats(),
  }
}
