import { chatTexts, describeHostedProviderWithRealModel } from '../testing/hosted-provider-real-model'
import { startLocalOllamaServer } from '../testing/local-ollama-server'

interface OllamaChatBody {
  model?: unknown
  stream?: unknown
  format?: unknown
  options?: { num_predict?: unknown; temperature?: unknown; seed?: unknown }
  messages?: { role: string; content: string }[]
}

describeHostedProviderWithRealModel({
  provider: 'ollama',
  name: 'The Ollama provider',
  model: 'smollm2:135m',
  chatPath: '/api/chat',
  start: startLocalOllamaServer,
  read(body) {
    const { model, stream, format, options, messages = [] } = body as OllamaChatBody
    // Ollama reads sampling settings from `options` only.
    return {
      model,
      // Streamed unless asked not to.
      stream: stream ?? true,
      maxTokens: options?.num_predict,
      temperature: options?.temperature,
      seed: options?.seed,
      schema: format,
      ...chatTexts(messages),
    }
  },
  notFoundBody: (model) => new RegExp(`^\\{"error":"model '${model.replaceAll('.', '\\.')}' not found"\\}$`),
  midStreamFailure: (message) => `The Ollama provider failed while writing the answer: ${message}`,
})
