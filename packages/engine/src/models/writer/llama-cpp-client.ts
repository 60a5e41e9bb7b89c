import { stat } from 'node:fs/promises'
import type { Llama, LlamaChatSession, LlamaContext, LlamaGrammar, LlamaModel } from 'node-llama-cpp'
import { z } from 'zod'
import { EngineError } from '../../engine'
import type { LlmCall, LlmClient } from '../../providers/llm-client'
import {
  badOutput,
  emptyAnswer,
  invalidAnswer,
  type ProviderInfo,
  timedOut,
} from '../../providers/provider-error'
import { createJsonArrayElementReader } from './json-array-elements'
import { createLeaseQueue, type Lease } from './lease-queue'

/**
 * Tokens each sequence holds: the longest prompt (analyze with a 2,000-character message, ~1,600
 * tokens) or the longest answer (4 rewrites, 2,400) fits with room to spare. Each sequence
 * reserves its own cache: ~100 MB per sequence at this size for SmolLM2-135M.
 */
const CONTEXT_TOKENS_PER_SEQUENCE = 4096
/** How long a refused caller is told to wait: about one short answer. */
const RETRY_AFTER_SECONDS = 2
/** Grammars kept for reuse; the schemas differ only by task and the rewrite styles asked for. */
const MAX_CACHED_GRAMMARS = 32

export const writerDefaults = {
  /** Answers written at once; llama.cpp evaluates them in one batch. */
  sequences: 2,
  /** Calls that may wait for a free sequence; one more is refused at once. */
  maxQueued: 16,
  /** How long a call may wait for a free sequence before it is refused. */
  maxWaitMs: 10_000,
  /**
   * CPU threads llama.cpp evaluates with. Always explicit: its threads spin-wait on each other,
   * so on a busy two-core machine 2 threads made a 40-token answer take 26 s instead of 0.4 s.
   */
  threads: 1,
}

export interface LlamaCppClientOptions {
  modelPath: string
  /** A LoRA adapter (GGUF) applied over the model on every call. */
  adapterPath?: string | undefined
  /** Unset limits take `writerDefaults`. */
  sequences?: number | undefined
  maxQueued?: number | undefined
  maxWaitMs?: number | undefined
  threads?: number | undefined
  provider: ProviderInfo
  /** Starts llama.cpp; tests replace it to stand in for a native binding that will not load. */
  startLlama?: () => Promise<Llama>
}

export interface LlamaCppClient extends LlmClient {
  /** Loads the model now (it loads on first use otherwise); rejects with the reason it cannot. */
  ready(): Promise<void>
  /** The answer's raw text, constrained to `jsonSchema` when given (for serving other clients). */
  complete(call: LlmCall, options?: CompleteOptions): Promise<string>
}

export interface CompleteOptions {
  /** A JSON Schema the answer must match; free text without one. */
  jsonSchema?: object | undefined
  /** Receives the answer's text as it is written. */
  onTextChunk?: ((text: string) => void) | undefined
  /** Above 1, tokens the answer already used are less likely again: small models otherwise loop. */
  repeatPenalty?: number | undefined
}

/** One sequence of the shared context, with the chat session that writes on it. */
interface Writer {
  session: LlamaChatSession
}

interface LoadedModel {
  llama: Llama
  model: LlamaModel
  context: LlamaContext
  writers: ReturnType<typeof createLeaseQueue<Writer>>
  grammars: Map<string, Promise<LlamaGrammar>>
}

/** Options for one generation beyond the call itself. */
interface GenerateOptions extends CompleteOptions {
  /** Stops writing early (the reader of a list went away). */
  stop?: AbortSignal
}

/**
 * An LlmClient running a GGUF model in this process. One model and one context serve every
 * call: each call borrows one of the context's sequences (llama.cpp batches the sequences that
 * write at once), and calls beyond those wait in a bounded line. The JSON schema becomes a
 * grammar, so the model can only write valid JSON of the right shape.
 */
export function createLlamaCppClient({
  modelPath,
  adapterPath,
  provider,
  startLlama = startLlamaCpp,
  sequences = writerDefaults.sequences,
  maxQueued = writerDefaults.maxQueued,
  maxWaitMs = writerDefaults.maxWaitMs,
  threads = writerDefaults.threads,
}: LlamaCppClientOptions): LlamaCppClient {
  let loading: Promise<LoadedModel> | undefined
  /** Aborted by close(): stops every answer being written. */
  const closing = new AbortController()
  const running = new Set<Promise<unknown>>()

  const busy = () =>
    new EngineError('unavailable', `${provider.name} is busy right now. Please try again in a moment.`, {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    })
  const cancelled = (reason: unknown) =>
    closing.signal.aborted
      ? new EngineError('unavailable', `${provider.name} is shutting down.`, { cause: reason })
      : new EngineError('unavailable', `${provider.name} stopped: the request was cancelled.`, {
          cause: reason,
        })

  function loaded(): Promise<LoadedModel> {
    if (closing.signal.aborted) return Promise.reject(cancelled(closing.signal.reason))
    loading ??= load().catch((error: unknown) => {
      // Forget the failure so the next call checks again (the file may have been fixed).
      loading = undefined
      throw error
    })
    return loading
  }

  async function load(): Promise<LoadedModel> {
    const file = await stat(modelPath).catch(() => undefined)
    if (!file?.isFile()) {
      throw new EngineError(
        'unavailable',
        `${provider.name} cannot find a model file at ${modelPath}. Point the model path at a downloaded .gguf file.`,
      )
    }
    const llama = await startLlama().catch((error: unknown) => {
      throw new EngineError(
        'unavailable',
        `${provider.name} could not start llama.cpp (node-llama-cpp): ${messageOf(error)}`,
        { cause: error },
      )
    })
    try {
      const { LlamaChatSession } = await import('node-llama-cpp')
      const model = await llama.loadModel({ modelPath })
      const context = await model.createContext({
        sequences,
        threads,
        contextSize: { max: CONTEXT_TOKENS_PER_SEQUENCE },
        ...(adapterPath ? { lora: { adapters: [{ filePath: adapterPath }] } } : {}),
      })
      const writers = Array.from({ length: sequences }, () => ({
        // The model's own chat template; the sequence is reused, so it must outlive each session turn.
        session: new LlamaChatSession({ contextSequence: context.getSequence(), autoDisposeSequence: false }),
      }))
      return {
        llama,
        model,
        context,
        writers: createLeaseQueue({ items: writers, maxQueued, maxWaitMs, busy, cancelled }),
        grammars: new Map(),
      }
    } catch (error) {
      await llama.dispose()
      throw new EngineError(
        'unavailable',
        `${provider.name} could not load the model at ${modelPath}: ${messageOf(error)}`,
        { cause: error },
      )
    }
  }

  function grammarFor(loadedModel: LoadedModel, jsonSchema: object): Promise<LlamaGrammar> {
    const key = JSON.stringify(jsonSchema)
    let grammar = loadedModel.grammars.get(key)
    if (!grammar) {
      if (loadedModel.grammars.size >= MAX_CACHED_GRAMMARS) loadedModel.grammars.clear()
      // Standard JSON Schema; node-llama-cpp's type is a narrower description of it.
      grammar = loadedModel.llama.createGrammarForJsonSchema(jsonSchema as never).catch((error: unknown) => {
        loadedModel.grammars.delete(key)
        throw new EngineError(
          'invalid_input',
          `${provider.name} cannot write to this JSON schema: ${messageOf(error)}`,
          { cause: error },
        )
      })
      loadedModel.grammars.set(key, grammar)
    }
    return grammar
  }

  /** Writes one answer on a borrowed sequence and returns its whole text. */
  async function generate(call: LlmCall, options: GenerateOptions = {}): Promise<string> {
    if (call.signal?.aborted) throw cancelled(call.signal.reason)
    const loadedModel = await loaded()
    // close() refuses the waiting calls itself.
    const lease = await loadedModel.writers.acquire(call.signal)
    const writing = write(loadedModel, lease, call, options)
    running.add(writing)
    try {
      return await writing
    } finally {
      running.delete(writing)
    }
  }

  async function write(
    loadedModel: LoadedModel,
    lease: Lease<Writer>,
    call: LlmCall,
    { jsonSchema, onTextChunk, repeatPenalty, stop }: GenerateOptions,
  ): Promise<string> {
    // The time limit counts from when the model starts on this call; waiting has its own limit.
    const timeout = AbortSignal.timeout(provider.timeoutMs)
    const stops = [timeout, closing.signal, call.signal, stop].filter((signal) => signal !== undefined)
    const { session } = lease.item
    try {
      const grammar = jsonSchema ? await grammarFor(loadedModel, jsonSchema) : undefined
      // A fresh conversation on a reused sequence: llama.cpp keeps whatever prefix still matches.
      session.setChatHistory(call.system ? [{ type: 'system', text: call.system }] : [])
      const text = await session.prompt(call.prompt, {
        grammar,
        maxTokens: call.maxOutputTokens,
        temperature: call.temperature,
        seed: call.seed,
        signal: AbortSignal.any(stops),
        // Returns what was written so far instead of throwing, so the sequence is free at once.
        stopOnAbortSignal: true,
        onTextChunk,
        ...(repeatPenalty ? { repeatPenalty: { penalty: repeatPenalty } } : {}),
      })
      throwIfStopped()
      return text
    } catch (error) {
      throwIfStopped(error)
      if (error instanceof EngineError) throw error
      throw new EngineError('unavailable', `${provider.name} failed while writing: ${messageOf(error)}`, {
        cause: error,
      })
    } finally {
      lease.release()
    }

    function throwIfStopped(cause?: unknown) {
      if (call.signal?.aborted || closing.signal.aborted) throw cancelled(cause ?? call.signal?.reason)
      if (timeout.aborted) throw timedOut(provider, cause)
    }
  }

  return {
    ready: async () => {
      await loaded()
    },

    async object(call, schema) {
      return parseAnswer(await generate(call, { jsonSchema: jsonSchemaOf(schema) }), schema, provider)
    },

    complete: (call, options) => generate(call, options),

    async *list(call, element) {
      const reader = createJsonArrayElementReader('elements')
      const found: string[] = []
      let wake: (() => void) | undefined
      let done = false
      // Stops the model when the reader of the list stops early.
      const stop = new AbortController()
      // At least one element: small models otherwise like to answer with an empty list.
      const schema = z.object({ elements: z.array(element).min(1) })
      const writing = generate(call, {
        jsonSchema: jsonSchemaOf(schema),
        stop: stop.signal,
        onTextChunk: (chunk) => {
          found.push(...reader.push(chunk))
          wake?.()
        },
      }).finally(() => {
        done = true
        wake?.()
      })
      try {
        while (true) {
          const json = found.shift()
          if (json !== undefined) {
            yield parseAnswer(json, element, provider)
            continue
          }
          if (done) break
          await new Promise<void>((resolve) => {
            wake = resolve
          })
          wake = undefined
        }
        // Every element was valid; the whole answer must be too (not cut off, nothing else in it).
        parseAnswer(await writing, schema, provider)
      } finally {
        stop.abort()
        await writing.catch(() => {})
      }
    },

    async close() {
      closing.abort(new Error('closed'))
      const current = await loading?.catch(() => undefined)
      loading = undefined
      if (!current) return
      current.writers.close(closing.signal.reason)
      await Promise.allSettled(running)
      await current.context.dispose()
      await current.model.dispose()
      await current.llama.dispose()
    },
  }
}

/** Starts llama.cpp's CPU build as every writer uses it. */
export async function startLlamaCpp(): Promise<Llama> {
  // Imported on first use: it takes ~0.4 s, which processes running other providers need not pay.
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp')
  // Never compile or download llama.cpp at request time: use the installed build or fail clearly.
  return getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: LlamaLogLevel.error })
}

function jsonSchemaOf(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { io: 'input' })
}

function parseAnswer<T>(text: string, schema: z.ZodType<T>, provider: ProviderInfo): T {
  if (!text.trim()) throw emptyAnswer(provider)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw badOutput(provider, error)
  }
  const result = schema.safeParse(json)
  if (!result.success) throw invalidAnswer(provider, result.error)
  return result.data
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
