import { createOllama } from 'ollama-ai-provider-v2'
import { type Engine, EngineError } from '../engine'
import type { EngineConfig } from '../engine-config'
import { createAiSdkClient } from './ai-sdk-client'
import { createLlmEngine, type LocalAnalyzer } from './llm-engine'
import type { ProviderInfo } from './provider-error'

export type OllamaConfig = Extract<EngineConfig, { provider: 'ollama' }>

/** Ollama's native /api/chat: `format` carries the JSON schema, answers stream as NDJSON. */
export function createOllamaEngine(config: OllamaConfig, local: LocalAnalyzer): Engine {
  // Accept the server's root URL (as in OLLAMA_HOST) with or without the /api suffix.
  const root = config.baseUrl.replace(/\/+$/, '').replace(/\/api$/, '')
  const info = { name: 'The Ollama provider', location: root, timeoutMs: config.timeoutMs }
  const ollama = createOllama({ baseURL: `${root}/api`, fetch: failingOnErrorLines(info) })
  return createLlmEngine({
    provider: 'ollama',
    model: config.model,
    info,
    client: createAiSdkClient({
      model: ollama(config.model),
      provider: info,
      // Ollama reads sampling settings only from `options`; num_predict is its max-token limit.
      nativeSettings: (call) => ({
        seed: undefined,
        providerOptions: {
          ollama: {
            options: { num_predict: call.maxOutputTokens, temperature: call.temperature, seed: call.seed },
          },
        },
      }),
    }),
    local,
    maxOutputTokens: config.maxOutputTokens,
  })
}

/**
 * Ollama reports a failure after an answer has begun streaming (the model runner crashed, ran
 * out of memory) as one more NDJSON line, `{"error": "…"}`, and ends the stream. The AI SDK
 * provider drops that line (it is not a chat chunk; it only logs a warning) and the answer just
 * stops, so the caller would hear "malformed JSON" about a half-written answer. This fetch ends
 * the stream with the provider's failure instead, in Ollama's words.
 */
function failingOnErrorLines(provider: ProviderInfo): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const body = response.body
    if (!response.ok || !body || !response.headers.get('content-type')?.includes('application/x-ndjson'))
      return response
    const decoder = new TextDecoder()
    const encoder = new TextEncoder()
    let pending = ''
    const pass = (lines: string[], controller: TransformStreamDefaultController<Uint8Array>) => {
      for (const line of lines) {
        const failure = errorOf(line)
        if (failure !== undefined) {
          const message = `${provider.name} failed while writing the answer: ${failure}`
          controller.error(new EngineError('unavailable', message))
          return
        }
        controller.enqueue(encoder.encode(`${line}\n`))
      }
    }
    const checked = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const lines = (pending + decoder.decode(chunk, { stream: true })).split('\n')
        pending = lines.pop() ?? ''
        pass(lines, controller)
      },
      flush(controller) {
        pass(
          [pending + decoder.decode()].filter((line) => line.trim()),
          controller,
        )
      },
    })
    return new Response(body.pipeThrough(checked), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
}

/** The message of an `{"error": "…"}` line; undefined for any other line. */
function errorOf(line: string): string | undefined {
  if (!line.includes('"error"')) return undefined
  try {
    const parsed: unknown = JSON.parse(line)
    if (typeof parsed !== 'object' || parsed === null || !('error' in parsed) || 'done' in parsed)
      return undefined
    return typeof parsed.error === 'string' ? parsed.error : JSON.stringify(parsed.error)
  } catch {
    return undefined
  }
}
