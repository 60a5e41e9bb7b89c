import { chatTexts, describeHostedProviderWithRealModel } from '../testing/hosted-provider-real-model'
import { startLocalOpenAiServer } from '../testing/local-openai-server'

interface OpenAiChatBody {
  model?: unknown
  stream?: unknown
  max_tokens?: unknown
  temperature?: unknown
  seed?: unknown
  response_format?: { json_schema?: { schema?: unknown } }
  messages?: { role: string; content: string }[]
}

describeHostedProviderWithRealModel({
  provider: 'openai-compatible',
  name: 'The OpenAI-compatible provider',
  model: 'smollm2-135m',
  chatPath: '/v1/chat/completions',
  start: startLocalOpenAiServer,
  read(body) {
    const {
      model,
      stream,
      max_tokens,
      temperature,
      seed,
      response_format,
      messages = [],
    } = body as OpenAiChatBody
    return {
      model,
      // Not streamed unless asked.
      stream: stream ?? false,
      maxTokens: max_tokens,
      temperature,
      seed,
      schema: response_format?.json_schema?.schema,
      ...chatTexts(messages),
    }
  },
  notFoundBody: (model) =>
    new RegExp(`"message":"The model \`${model}\` does not exist.*"code":"model_not_found"`),
  // OpenAI-compatible servers send an error event; the provider hears the stream end unfinished.
  midStreamFailure: () =>
    'The OpenAI-compatible provider closed the connection before the answer was complete.',
})
