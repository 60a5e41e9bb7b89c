import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { EngineError } from '../engine'
import type { LlmCall, LlmClient } from './llm-client'
import { badOutput, emptyAnswer, invalidAnswer, type ProviderInfo, timedOut } from './provider-error'

/*
 * The parts of node-llama-cpp 3 this client uses, typed here because the package is an opt-in
 * install (its native builds are large) and must not be needed to compile or run anything else.
 */
export interface NodeLlamaCpp {
  getLlama(options: { gpu: 'auto'; build: 'never'; progressLogs: false; logLevel: 'error' }): Promise<Llama>
  LlamaChatSession: new (options: {
    contextSequence: LlamaContextSequence
    systemPrompt: string
    autoDisposeSequence: false
  }) => LlamaChatSession
}
interface Llama {
  loadModel(options: { modelPath: string }): Promise<LlamaModel>
  createGrammarForJsonSchema(schema: object): Promise<object>
  dispose(): Promise<void>
}
interface LlamaModel {
  createContext(options: { contextSize: { max: number } }): Promise<LlamaContext>
  dispose(): Promise<void>
}
interface LlamaContext {
  getSequence(): LlamaContextSequence
  dispose(): Promise<void>
}
interface LlamaContextSequence {
  clearHistory(): Promise<void>
}
interface LlamaChatSession {
  prompt(
    text: string,
    options: {
      grammar: object
      maxTokens: number
      temperature: number
      seed?: number | undefined
      signal: AbortSignal
    },
  ): Promise<string>
  dispose(options: { disposeSequence: false }): void
}

interface LoadedModel {
  binding: NodeLlamaCpp
  llama: Llama
  model: LlamaModel
  context: LlamaContext
  sequence: LlamaContextSequence
}

// Room for the instructions, a 2,000-character message and the longest answer we allow.
const CONTEXT_TOKENS = 8192

const INSTALL_HINT = 'npm install -w @tipsy/engine node-llama-cpp@3'

export interface LlamaCppClientOptions {
  modelPath: string
  provider: ProviderInfo
  /** Loads node-llama-cpp; tests replace it to stand in for a missing or broken install. */
  importBinding?: () => Promise<NodeLlamaCpp>
}

/**
 * An LlmClient running a user-supplied GGUF model in-process. The JSON schema becomes a grammar,
 * so the model can only write valid JSON of the right shape. Loaded on first use; one answer at
 * a time (a context sequence serves one prompt), later calls queue within their time budget.
 */
export function createLlamaCppClient({
  modelPath,
  provider,
  importBinding = () => import('node-llama-cpp' as string) as Promise<NodeLlamaCpp>,
}: LlamaCppClientOptions): LlmClient {
  let loading: Promise<LoadedModel> | undefined
  let queue: Promise<unknown> = Promise.resolve()

  function loaded(): Promise<LoadedModel> {
    loading ??= loadModel(modelPath, provider, importBinding).catch((error: unknown) => {
      // Forget the failure so the next request checks again (the file may have been fixed).
      loading = undefined
      throw error
    })
    return loading
  }

  async function object<T>(call: LlmCall, schema: z.ZodType<T>): Promise<T> {
    const timeout = AbortSignal.timeout(provider.timeoutMs)
    const { binding, llama, sequence } = await loaded()
    const turn = queue.then(async () => {
      if (timeout.aborted) throw timedOut(provider)
      await sequence.clearHistory()
      const session = new binding.LlamaChatSession({
        contextSequence: sequence,
        systemPrompt: call.system,
        autoDisposeSequence: false,
      })
      try {
        const grammar = await llama.createGrammarForJsonSchema(z.toJSONSchema(schema, { io: 'input' }))
        const text = await session.prompt(call.prompt, {
          grammar,
          maxTokens: call.maxOutputTokens,
          temperature: call.temperature,
          seed: call.seed,
          signal: timeout,
        })
        return parseAnswer(text, schema, provider)
      } catch (error) {
        if (error instanceof EngineError) throw error
        if (timeout.aborted) throw timedOut(provider, error)
        throw new EngineError('unavailable', `${provider.name} failed while writing: ${messageOf(error)}`, {
          cause: error,
        })
      } finally {
        session.dispose({ disposeSequence: false })
      }
    })
    queue = turn.catch(() => {})
    return turn
  }

  return {
    object,
    // Generation runs in this process without a token stream to watch, so the list arrives whole.
    async *list(call, element) {
      const { elements } = await object(call, z.object({ elements: z.array(element) }))
      yield* elements
    },
    async close() {
      const current = await loading?.catch(() => undefined)
      loading = undefined
      if (!current) return
      await current.context.dispose()
      await current.model.dispose()
      await current.llama.dispose()
    },
  }
}

async function loadModel(
  modelPath: string,
  provider: ProviderInfo,
  importBinding: () => Promise<NodeLlamaCpp>,
): Promise<LoadedModel> {
  const file = await stat(modelPath).catch(() => undefined)
  if (!file?.isFile()) {
    throw new EngineError(
      'unavailable',
      `${provider.name} cannot find a model file at ${modelPath}. Point the model path at a downloaded .gguf file.`,
    )
  }
  const binding = await importBinding().catch((error: unknown) => {
    throw isMissingPackage(error)
      ? new EngineError(
          'unavailable',
          `${provider.name} needs the optional package node-llama-cpp, which is not installed. Install it with: ${INSTALL_HINT}`,
          { cause: error },
        )
      : new EngineError(
          'unavailable',
          `${provider.name} could not load node-llama-cpp: ${messageOf(error)}`,
          {
            cause: error,
          },
        )
  })
  let llama: Llama | undefined
  try {
    // Never compile or download llama.cpp at request time: use an installed build or fail clearly.
    llama = await binding.getLlama({ gpu: 'auto', build: 'never', progressLogs: false, logLevel: 'error' })
    const model = await llama.loadModel({ modelPath })
    const context = await model.createContext({ contextSize: { max: CONTEXT_TOKENS } })
    return { binding, llama, model, context, sequence: context.getSequence() }
  } catch (error) {
    await llama?.dispose()
    throw new EngineError(
      'unavailable',
      `${provider.name} could not load the model at ${modelPath}: ${messageOf(error)}`,
      {
        cause: error,
      },
    )
  }
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

function isMissingPackage(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === 'ERR_MODULE_NOT_FOUND' &&
    error.message.includes('node-llama-cpp')
  )
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
