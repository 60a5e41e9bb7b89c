import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import { EngineError, type EngineErrorKind } from '../engine'
import type { LlamaCppClient } from '../models/writer/llama-cpp-client'

/** The part of an OpenAI chat-completions request this server honours. */
const chatRequestSchema = z.object({
  model: z.string().default('local'),
  messages: z
    .array(
      z.object({
        role: z.enum(['system', 'developer', 'user', 'assistant']),
        content: z.union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }))]),
      }),
    )
    .min(1),
  max_tokens: z.number().int().positive().optional(),
  max_completion_tokens: z.number().int().positive().optional(),
  temperature: z.number().min(0).max(2).optional(),
  seed: z.number().int().optional(),
  stream: z.boolean().optional(),
  response_format: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('text') }),
      z.object({
        type: z.literal('json_schema'),
        json_schema: z.object({ name: z.string().optional(), schema: z.record(z.string(), z.unknown()) }),
      }),
    ])
    .optional(),
})
type ChatRequest = z.infer<typeof chatRequestSchema>

const DEFAULT_MAX_TOKENS = 512
const STATUS_BY_KIND: Record<EngineErrorKind, number> = {
  invalid_input: 400,
  unclear_request: 422,
  unavailable: 503,
  timeout: 504,
  bad_output: 502,
}

export interface LocalOpenAiServer {
  /** Base URL for OpenAI-compatible clients: http://127.0.0.1:<port>/v1 */
  readonly baseUrl: string
  close(): Promise<void>
}

/**
 * A small OpenAI-compatible server (POST /v1/chat/completions, JSON-schema output, SSE
 * streaming) in front of the in-process llama.cpp writer, so anything speaking chat
 * completions can use the local model. One conversation turn: system and developer messages
 * become the instructions, the other messages the prompt.
 */
export async function startLocalOpenAiServer(client: LlamaCppClient): Promise<LocalOpenAiServer> {
  const server = createServer((request, response) => {
    handle(client, request, response).catch((error: unknown) => sendError(response, error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

async function handle(client: LlamaCppClient, request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname
  if (request.method !== 'POST' || path !== '/v1/chat/completions') {
    sendJson(response, 404, errorBody(`No route ${request.method} ${path}.`, 'not_found'))
    return
  }
  const parsed = chatRequestSchema.safeParse(await readJson(request))
  if (!parsed.success) {
    sendJson(
      response,
      400,
      errorBody(`Invalid request: ${z.prettifyError(parsed.error)}`, 'invalid_request_error'),
    )
    return
  }
  const body = parsed.data
  // The caller hanging up stops the model, waiting or writing.
  const hangUp = new AbortController()
  response.on('close', () => {
    if (!response.writableFinished) hangUp.abort(new Error('client closed the connection'))
  })
  const call = {
    system: textOf(body, (role) => role === 'system' || role === 'developer'),
    prompt: textOf(body, (role) => role === 'user' || role === 'assistant'),
    maxOutputTokens: body.max_completion_tokens ?? body.max_tokens ?? DEFAULT_MAX_TOKENS,
    temperature: body.temperature ?? 1,
    seed: body.seed,
    signal: hangUp.signal,
  }
  const format = body.response_format
  const jsonSchema = format?.type === 'json_schema' ? format.json_schema.schema : undefined
  const id = `chatcmpl-${randomUUID()}`
  const created = Math.floor(Date.now() / 1000)

  if (!body.stream) {
    const text = await client.complete(call, { jsonSchema })
    sendJson(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    })
    return
  }

  const chunk = (delta: object, finishReason: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`
  const startStream = () => {
    if (response.headersSent) return
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    response.write(chunk({ role: 'assistant', content: '' }, null))
  }
  try {
    await client.complete(call, {
      jsonSchema,
      onTextChunk: (text) => {
        startStream()
        response.write(chunk({ content: text }, null))
      },
    })
  } catch (error) {
    // Before the first chunk the status can still say what went wrong; after it, only an error event can.
    if (!response.headersSent) throw error
    response.end(`data: ${JSON.stringify(errorBody(messageOf(error), 'server_error'))}\n\n`)
    return
  }
  startStream()
  response.write(chunk({}, 'stop'))
  response.end('data: [DONE]\n\n')
}

function textOf(body: ChatRequest, wanted: (role: ChatRequest['messages'][number]['role']) => boolean) {
  return body.messages
    .filter((message) => wanted(message.role))
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => part.text ?? '').join(''),
    )
    .join('\n\n')
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8'))
  } catch {
    return undefined
  }
}

function sendError(response: ServerResponse, error: unknown) {
  if (response.headersSent) {
    response.destroy()
    return
  }
  const status = error instanceof EngineError ? STATUS_BY_KIND[error.kind] : 500
  if (error instanceof EngineError && error.retryAfterSeconds !== undefined) {
    response.setHeader('retry-after', String(error.retryAfterSeconds))
  }
  sendJson(response, status, errorBody(messageOf(error), status === 500 ? 'server_error' : 'engine_error'))
}

function sendJson(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function errorBody(message: string, type: string) {
  return { error: { message, type, code: null } }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
