import type { CallOptions, Engine, GenerateInput } from '../engine'
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
  /** The call's options go last, to the worker without their signal; the pool stops the call on it. */
  const call = <T>(
    method: Parameters<typeof pool.call>[0],
    args: unknown[],
    inputChars: number,
    { signal, ...options }: CallOptions = {},
    onItem?: (item: unknown) => void,
  ) => pool.call(method, [...args, options], inputChars, { signal, onItem }) as Promise<T>
  const generateChars = (input: GenerateInput) => input.prompt.length + (input.context?.length ?? 0)

  return {
    provider: config.provider,
    analyze: (message, useCase, analyzeOptions) =>
      call('analyze', [message, useCase], message.length, analyzeOptions),
    rewrite: (message, useCase, styles, callOptions) =>
      call('rewrite', [message, useCase, styles], message.length, callOptions),
    generate: (input, callOptions) => call('generate', [input], generateChars(input), callOptions),
    async *streamGenerate(input, callOptions) {
      // The worker posts each message as it is written; they are handed on in order.
      const items: unknown[] = []
      let wake: () => void = () => undefined
      let finished = false
      let failure: unknown = null
      // Also stops the call when the reader of this stream stops early.
      const readerLeft = new AbortController()
      const signal = callOptions?.signal
        ? AbortSignal.any([readerLeft.signal, callOptions.signal])
        : readerLeft.signal
      call('streamGenerate', [input], generateChars(input), { ...callOptions, signal }, (item) => {
        items.push(item)
        wake()
      }).then(
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
      try {
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
      } finally {
        readerLeft.abort()
      }
      if (failure) throw failure
    },
    reply: (input, callOptions) =>
      call(
        'reply',
        [input],
        input.thread.reduce((sum, bubble) => sum + bubble.text.length, 0),
        callOptions,
      ),
    emojify: (text, emoji, callOptions) => call('emojify', [text, emoji], text.length, callOptions),
    // Not cancellable: a check takes milliseconds, and its options go to the worker as they are.
    checkGrammar: (message, useCase, grammarOptions) =>
      pool.call('checkGrammar', [message, useCase, grammarOptions], message.length) as ReturnType<
        Engine['checkGrammar']
      >,
    models: () => pool.models(),
    close: () => pool.close(),
    ready: () => pool.ready(),
    stats: () => pool.stats(),
  }
}
