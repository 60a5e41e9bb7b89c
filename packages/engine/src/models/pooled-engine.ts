import type { Engine } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createInferencePool, type InferencePool, type InferencePoolOptions } from './inference-pool'
import { writerDefaults } from './writer/llama-cpp-client'

export type PooledEngineOptions = Omit<InferencePoolOptions, 'engine' | 'callsPerWorker'>

/**
 * How many workers and how many calls each runs at once, by engine. The rules' calls run one at a
 * time; calls that mostly wait on a hosted model share a worker. The in-process model is loaded
 * once per process (one worker, whatever the pool's size), and its own queue of sequences decides
 * who waits and who is refused with a 503: the worker takes every call that queue can hold.
 */
export function poolShape(config: EngineConfig): { workers?: number; callsPerWorker: number } {
  switch (config.provider) {
    case 'local':
      return { callsPerWorker: 1 }
    case 'openai-compatible':
    case 'ollama':
      return { callsPerWorker: 16 }
    case 'llama-cpp':
      return {
        workers: 1,
        callsPerWorker:
          (config.sequences ?? writerDefaults.sequences) + (config.maxQueued ?? writerDefaults.maxQueued),
      }
  }
}

/**
 * How long one engine call may take before it is abandoned (and its worker replaced): the rules
 * 5 s; an LLM its own time-out and 5 s more; the in-process model also the wait for a sequence.
 */
export function defaultCallBudgetMs(config: EngineConfig): number {
  switch (config.provider) {
    case 'local':
      return 5_000
    case 'openai-compatible':
    case 'ollama':
      return config.timeoutMs + 5_000
    case 'llama-cpp':
      return config.timeoutMs + (config.maxWaitMs ?? writerDefaults.maxWaitMs) + 5_000
  }
}

/**
 * The engine the configuration names, run in the inference pool: the same interface, with
 * every call off the main thread, bounded in time and in how many may wait.
 */
export function createPooledEngine(
  config: EngineConfig,
  options: PooledEngineOptions,
): Engine & Pick<InferencePool, 'ready' | 'stats'> {
  const pool = createInferencePool({ ...options, ...poolShape(config), engine: config })
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
