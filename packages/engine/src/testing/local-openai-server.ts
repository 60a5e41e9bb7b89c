import { randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { z } from 'zod'
import {
  type ChatAnswer,
  type ChatExchange,
  type ChatModel,
  chatTurnOf,
  type LocalChatServer,
  type LocalChatServerOptions,
  messageOf,
  sendJson,
  startLocalChatServer,
} from './local-chat-server'

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
      z.object({ type: z.literal('json_object') }),
      z.object({
        type: z.literal('json_schema'),
        json_schema: z.object({ name: z.string().optional(), schema: z.record(z.string(), z.unknown()) }),
      }),
    ])
    .optional(),
})

const DEFAULT_MAX_TOKENS = 512
/** `json_object`: any JSON object. */
const ANY_OBJECT = { type: 'object', additionalProperties: true }

export interface LocalOpenAiServer extends LocalChatServer {
  /** Base URL for OpenAI-compatible clients: http://127.0.0.1:<port>/v1 */
  readonly baseUrl: string
}

/**
 * A small OpenAI-compatible server (POST /v1/chat/completions, JSON-schema output, SSE
 * streaming) in front of the in-process llama.cpp writer, so anything speaking chat
 * completions can use the local model. One conversation turn: system and developer messages
 * become the instructions, the other messages the prompt. A model name it does not have (when
 * `options.models` lists them) is a 404 `model_not_found`, as OpenAI answers it.
 */
export async function startLocalOpenAiServer(
  model: ChatModel,
  options: LocalChatServerOptions = {},
): Promise<LocalOpenAiServer> {
  const server = await startLocalChatServer(model, { handle, sendError }, options)
  return Object.assign(server, { baseUrl: `${server.url}/v1` })
}

async function handle(exchange: ChatExchange) {
  const { method, path, response } = exchange
  if (method !== 'POST' || path !== '/v1/chat/completions') {
    sendJson(response, 404, errorBody(`No route ${method} ${path}.`, 'not_found'))
    return
  }
  const parsed = chatRequestSchema.safeParse(exchange.body)
  if (!parsed.success) {
    sendJson(
      response,
      400,
      errorBody(`Invalid request: ${z.prettifyError(parsed.error)}`, 'invalid_request_error'),
    )
    return
  }
  const body = parsed.data
  if (!exchange.has(body.model)) {
    sendJson(response, 404, {
      error: {
        message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        param: null,
        code: 'model_not_found',
      },
    })
    return
  }
  const format = body.response_format
  const turn = chatTurnOf(body.messages, {
    maxOutputTokens: body.max_completion_tokens ?? body.max_tokens ?? DEFAULT_MAX_TOKENS,
    temperature: body.temperature ?? 1,
    seed: body.seed,
    jsonSchema:
      format?.type === 'json_schema'
        ? format.json_schema.schema
        : format?.type === 'json_object'
          ? ANY_OBJECT
          : undefined,
  })
  const id = `chatcmpl-${randomUUID()}`
  const created = Math.floor(Date.now() / 1000)
  const finishReason = (hitLimit: boolean) => (hitLimit ? 'length' : 'stop')

  if (!body.stream) {
    const answer = await exchange.answer(turn)
    sendJson(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: answer.text },
          finish_reason: finishReason(answer.hitLimit),
        },
      ],
    })
    return
  }

  const chunk = (delta: object, reason: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: reason }],
    })}\n\n`
  const startStream = () => {
    if (response.headersSent) return
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    response.write(chunk({ role: 'assistant', content: '' }, null))
  }
  let answer: ChatAnswer
  try {
    answer = await exchange.answer(turn, (text) => {
      startStream()
      response.write(chunk({ content: text }, null))
    })
  } catch (error) {
    // Before the first chunk the status can still say what went wrong; after it, only an error event can.
    if (!response.headersSent) throw error
    // Nothing more reaches a caller who hung up or a server that stopped.
    if (response.destroyed) return
    response.end(`data: ${JSON.stringify(errorBody(messageOf(error), 'server_error'))}\n\n`)
    return
  }
  startStream()
  response.write(chunk({}, finishReason(answer.hitLimit)))
  response.end('data: [DONE]\n\n')
}

function sendError(response: ServerResponse, status: number, message: string) {
  sendJson(response, status, errorBody(message, status === 500 ? 'server_error' : 'engine_error'))
}

function errorBody(message: string, type: string) {
  return { error: { message, type, code: null } }
}
