import { APICallError, generateText, type LanguageModel, Output, streamText } from 'ai'
import type { LlmCall, LlmClient } from './llm-client'
import { cancelled, type ProviderInfo, toEngineError } from './provider-error'

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

/**
 * The provider closed a kept-alive connection just as this call went out on it, so it asked
 * nothing: after this process has been busy for seconds (loading the grammar checker, an
 * evaluation's local figures) the HTTP client has not yet read the close. Worth one more try;
 * a refused connection or any answer is not.
 */
function isStaleConnection(error: unknown): boolean {
  if (!APICallError.isInstance(error) || error.statusCode !== undefined) return false
  for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET') return true
  }
  return false
}

/**
 * An LlmClient over any AI SDK language model: structured output, one attempt (two when the
 * first went out on a connection the provider had closed), bounded in time.
 */
export function createAiSdkClient({ model, provider, nativeSettings }: AiSdkClientOptions): LlmClient {
  function settings(call: LlmCall, abortSignal: AbortSignal) {
    return {
      model,
      instructions: call.system,
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

  /** The call's time limit, and its caller's cancellation when it has one. */
  const stopsFor = (call: LlmCall, timeout: AbortSignal) =>
    call.signal ? AbortSignal.any([timeout, call.signal]) : timeout

  function failure(error: unknown, call: LlmCall, timeout: AbortSignal) {
    return call.signal?.aborted ? cancelled(provider, error) : toEngineError(error, provider, timeout)
  }

  return {
    async object(call, schema) {
      const timeout = AbortSignal.timeout(provider.timeoutMs)
      const ask = () =>
        generateText({ ...settings(call, stopsFor(call, timeout)), output: Output.object({ schema }) })
      try {
        const result = await ask().catch((error: unknown) => {
          if (isStaleConnection(error)) return ask()
          throw error
        })
        return result.output
      } catch (error) {
        throw failure(error, call, timeout)
      }
    },

    async *list(call, element) {
      const timeout = AbortSignal.timeout(provider.timeoutMs)
      for (let attempt = 1; ; attempt++) {
        // Aborts the request when the consumer stops early, so the model stops writing too.
        const finished = new AbortController()
        // streamText reports transport errors here rather than throwing them.
        const streamErrors: unknown[] = []
        const result = streamText({
          ...settings(call, AbortSignal.any([stopsFor(call, timeout), finished.signal])),
          output: Output.array({ element }),
          onError: ({ error }) => {
            streamErrors.push(error)
          },
        })
        let answered = false
        try {
          for await (const item of result.elementStream) {
            answered = true
            yield item
          }
          // The element stream simply ends on a broken answer; the final output says why.
          await result.output
          return
        } catch (error) {
          const cause = streamErrors[0] ?? error
          if (attempt === 1 && !answered && isStaleConnection(cause)) continue
          throw failure(cause, call, timeout)
        } finally {
          finished.abort()
        }
      }
    },

    close: async () => {},
  }
}
