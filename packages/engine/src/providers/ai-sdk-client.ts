import { generateText, type LanguageModel, Output, streamText } from 'ai'
import type { LlmCall, LlmClient } from './llm-client'
import { type ProviderInfo, toEngineError } from './provider-error'

type ProviderOptions = Parameters<typeof generateText>[0]['providerOptions']

export interface AiSdkClientOptions {
  model: LanguageModel
  provider: ProviderInfo
  /**
   * Per-call settings the backend wants in its own terms, e.g. Ollama's `options.num_predict`;
   * `seed: undefined` moves the seed there instead of the standard setting.
   */
  nativeSettings?: (call: LlmCall) => { seed?: undefined; providerOptions: ProviderOptions }
}

/** An LlmClient over any AI SDK language model: structured output, one attempt, bounded in time. */
export function createAiSdkClient({ model, provider, nativeSettings }: AiSdkClientOptions): LlmClient {
  function settings(call: LlmCall, abortSignal: AbortSignal) {
    return {
      model,
      system: call.system,
      prompt: call.prompt,
      maxOutputTokens: call.maxOutputTokens,
      temperature: call.temperature,
      seed: call.seed,
      // No silent retries: a retry with back-off would eat most of the time budget; the caller decides.
      maxRetries: 0,
      abortSignal,
      ...nativeSettings?.(call),
    }
  }

  return {
    async object(call, schema) {
      const timeout = AbortSignal.timeout(provider.timeoutMs)
      try {
        const result = await generateText({ ...settings(call, timeout), output: Output.object({ schema }) })
        return result.output
      } catch (error) {
        throw toEngineError(error, provider, timeout)
      }
    },

    async *list(call, element) {
      const timeout = AbortSignal.timeout(provider.timeoutMs)
      // Aborts the request when the consumer stops early, so the model stops writing too.
      const finished = new AbortController()
      // streamText reports transport errors here rather than throwing them.
      const streamErrors: unknown[] = []
      const result = streamText({
        ...settings(call, AbortSignal.any([timeout, finished.signal])),
        output: Output.array({ element }),
        onError: ({ error }) => {
          streamErrors.push(error)
        },
      })
      try {
        yield* result.elementStream
        // The element stream simply ends on a broken answer; the final output says why.
        await result.output
      } catch (error) {
        throw toEngineError(streamErrors[0] ?? error, provider, timeout)
      } finally {
        finished.abort()
      }
    },

    close: async () => {},
  }
}
