import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * What the fake model does with one request. The server renders it in the wire format the client
 * asked in (OpenAI chat completions or Ollama /api/chat), streamed when the request says `stream`.
 */
export type FakeReply =
  /** The assistant's message content (objects are sent as JSON text), after an optional delay. */
  | { content: string | object; delayMs?: number }
  /** Content sent in these pieces, `delayMs` apart; `cutAfter` closes the connection after that many. */
  | { chunks: string[]; delayMs?: number; cutAfter?: number }
  /** An HTTP error with a body in the provider's error format (or `body` verbatim). */
  | { status: number; body?: string }
  /** Any response body verbatim, e.g. malformed JSON from the provider itself. */
  | { rawBody: string; status?: number; contentType?: string }
  /** Never answers: the client's timeout has to end the call. */
  | { hang: true }

export type WireFormat = 'openai' | 'ollama'

export interface RecordedRequest {
  format: WireFormat
  path: string
  headers: IncomingMessage['headers']
  /** The parsed JSON body, verbatim. */
  body: Record<string, unknown>
  stream: boolean
  // The same facts read from either wire format, for assertions:
  model: unknown
  /** The system message(s) and the user message(s), each joined. */
  system: string
  prompt: string
  /** `max_tokens` (OpenAI) or `options.num_predict` (Ollama). */
  maxTokens: unknown
  /** `response_format.json_schema.schema` (OpenAI) or `format` (Ollama). */
  schema: unknown
}

type Responder = FakeReply | ((request: RecordedRequest) => FakeReply)

export interface FakeLlmServer {
  /** http://127.0.0.1:<port> */
  readonly url: string
  /** Base URL for OpenAI-compatible clients (`<url>/v1`). */
  readonly openAiBaseUrl: string
  /** Base URL for Ollama clients (`<url>`, the server answers `/api/chat`). */
  readonly ollamaBaseUrl: string
  /** Every chat request received, oldest first. */
  readonly requests: RecordedRequest[]
  /** Replies used once each, in order, before the fallback. */
  enqueue(...replies: Responder[]): void
  /** The reply when the queue is empty (default: a 500 saying nothing was scripted). */
  respondWith(responder: Responder): void
  close(): Promise<void>
}

const FORMAT_BY_PATH: Record<string, WireFormat> = {
  '/v1/chat/completions': 'openai',
  '/api/chat': 'ollama',
}

/**
 * A local stand-in for an LLM provider, speaking the real wire formats, scripted per test.
 * `keepAliveTimeoutMs` is how long an idle connection stays open (Node's default: 5 s).
 */
export async function startFakeLlmServer(
  options: { keepAliveTimeoutMs?: number } = {},
): Promise<FakeLlmServer> {
  const queue: Responder[] = []
  let fallback: Responder = {
    status: 500,
    body: JSON.stringify({ error: 'the fake LLM server has no reply' }),
  }
  const requests: RecordedRequest[] = []

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500)
      response.end(String(error))
    })
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const format = FORMAT_BY_PATH[path]
    if (request.method !== 'POST' || format === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: `no route ${request.method} ${path}` }))
      return
    }
    const body = JSON.parse(await readBody(request)) as Record<string, unknown>
    const recorded = record(format, path, request.headers, body)
    requests.push(recorded)
    const responder = queue.shift() ?? fallback
    const reply = typeof responder === 'function' ? responder(recorded) : responder
    await sendReply(response, reply, recorded)
  }

  if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    openAiBaseUrl: `${url}/v1`,
    ollamaBaseUrl: url,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies)
    },
    respondWith: (responder) => {
      fallback = responder
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

function record(
  format: WireFormat,
  path: string,
  headers: IncomingMessage['headers'],
  body: Record<string, unknown>,
): RecordedRequest {
  const messages = Array.isArray(body.messages)
    ? (body.messages as { role?: string; content?: unknown }[])
    : []
  const textOf = (role: string) =>
    messages
      .filter((message) => message.role === role)
      .map((message) => String(message.content))
      .join('\n')
  const openai = format === 'openai'
  const options = body.options as { num_predict?: unknown } | undefined
  const responseFormat = body.response_format as { json_schema?: { schema?: unknown } } | undefined
  return {
    format,
    path,
    headers,
    body,
    stream: body.stream === true,
    model: body.model,
    system: textOf('system'),
    prompt: textOf('user'),
    maxTokens: openai ? body.max_tokens : options?.num_predict,
    schema: openai ? responseFormat?.json_schema?.schema : body.format,
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

async function sendReply(
  response: ServerResponse,
  reply: FakeReply,
  request: RecordedRequest,
): Promise<void> {
  if ('hang' in reply) return
  if ('rawBody' in reply) {
    response.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' })
    response.end(reply.rawBody)
    return
  }
  if ('status' in reply) {
    response.writeHead(reply.status, { 'content-type': 'application/json' })
    response.end(reply.body ?? errorBody(request.format, reply.status))
    return
  }
  if ('content' in reply) await sleep(reply.delayMs ?? 0)
  const chunks = 'chunks' in reply ? reply.chunks : splitForStreaming(contentText(reply.content))
  if (!request.stream) {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(completeBody(request, chunks.join(''))))
    return
  }
  if ('chunks' in reply) await streamChunks(response, request, chunks, reply.delayMs ?? 0, reply.cutAfter)
  else await streamChunks(response, request, chunks, 0, undefined)
}

function contentText(content: string | object): string {
  return typeof content === 'string' ? content : JSON.stringify(content)
}

/** Splits text into small pieces, like tokens arriving one after another. */
function splitForStreaming(text: string): string[] {
  return text.match(/[\s\S]{1,16}/g) ?? ['']
}

function errorBody(format: WireFormat, status: number): string {
  const message = `fake provider error ${status}`
  return JSON.stringify(
    format === 'openai' ? { error: { message, type: 'server_error', code: null } } : { error: message },
  )
}

async function streamChunks(
  response: ServerResponse,
  request: RecordedRequest,
  chunks: string[],
  delayMs: number,
  cutAfter: number | undefined,
): Promise<void> {
  const openai = request.format === 'openai'
  response.writeHead(200, {
    'content-type': openai ? 'text/event-stream' : 'application/x-ndjson',
    'cache-control': 'no-cache',
  })
  response.flushHeaders()
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0) await sleep(delayMs)
    if (index === cutAfter) {
      response.destroy()
      return
    }
    const piece = openai
      ? openAiChunk(request, { role: 'assistant', content: chunk }, null)
      : ollamaChunk(request, chunk)
    response.write(openai ? `data: ${JSON.stringify(piece)}\n\n` : `${JSON.stringify(piece)}\n`)
  }
  const text = chunks.join('')
  if (openai) {
    response.write(
      `data: ${JSON.stringify({ ...openAiChunk(request, {}, 'stop'), usage: usage(request, text) })}\n\n`,
    )
    response.end('data: [DONE]\n\n')
  } else {
    response.end(`${JSON.stringify(ollamaDone(request, text))}\n`)
  }
}

const CREATED = Math.floor(Date.parse('2025-01-01T00:00:00Z') / 1000)

function completeBody(request: RecordedRequest, text: string): object {
  if (request.format === 'ollama') {
    return { ...ollamaDone(request, text), message: { role: 'assistant', content: text } }
  }
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: CREATED,
    model: request.body.model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: usage(request, text),
  }
}

function openAiChunk(request: RecordedRequest, delta: object, finishReason: string | null): object {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: CREATED,
    model: request.body.model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  }
}

function ollamaChunk(request: RecordedRequest, content: string): object {
  return {
    model: request.body.model,
    created_at: new Date().toISOString(),
    message: { role: 'assistant', content },
    done: false,
  }
}

function ollamaDone(request: RecordedRequest, text: string): object {
  const { prompt_tokens, completion_tokens } = usage(request, text)
  return {
    model: request.body.model,
    created_at: new Date().toISOString(),
    message: { role: 'assistant', content: '' },
    done: true,
    done_reason: 'stop',
    total_duration: 1_000_000,
    prompt_eval_count: prompt_tokens,
    eval_count: completion_tokens,
  }
}

/** Token counts at roughly four characters a token, as real tokenizers average for English. */
function usage(request: RecordedRequest, text: string) {
  const prompt_tokens = Math.ceil(JSON.stringify(request.body.messages ?? '').length / 4)
  const completion_tokens = Math.ceil(text.length / 4)
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens }
}
