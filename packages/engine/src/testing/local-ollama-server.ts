import type { ServerResponse } from 'node:http'
import { z } from 'zod'
import {
  type ChatAnswer,
  type ChatExchange,
  type ChatModel,
  type ChatTurn,
  chatTurnOf,
  type LocalChatServer,
  type LocalChatServerOptions,
  messageOf,
  sendJson,
  startLocalChatServer,
} from './local-chat-server'

/** The part of an Ollama /api/chat request this server honours; Ollama ignores unknown fields too. */
const chatRequestSchema = z.object({
  model: z.string().default(''),
  messages: z
    .array(z.object({ role: z.enum(['system', 'user', 'assistant', 'tool']), content: z.string() }))
    .default([]),
  /** Ollama streams unless told not to. */
  stream: z.boolean().default(true),
  /** "json" for any JSON, or a JSON Schema the answer must match. */
  format: z.union([z.literal(''), z.literal('json'), z.record(z.string(), z.unknown())]).optional(),
  /** Sampling settings are read from here only: top-level `temperature` and the like are ignored. */
  options: z
    .looseObject({
      num_predict: z.number().int().optional(),
      temperature: z.number().min(0).optional(),
      seed: z.number().int().optional(),
    })
    .optional(),
  think: z.union([z.boolean(), z.enum(['high', 'medium', 'low'])]).optional(),
})

/** The cap for `num_predict` absent or -1 ("no limit"): a small model would otherwise write on and on. */
const DEFAULT_MAX_TOKENS = 512
/** Ollama's default temperature. */
const DEFAULT_TEMPERATURE = 0.8
/** `format: "json"`: any JSON object. */
const ANY_OBJECT = { type: 'object', additionalProperties: true }

export interface LocalOllamaServer extends LocalChatServer {
  /** The server's root, as OLLAMA_HOST names it: http://127.0.0.1:<port> (it answers /api/chat). */
  readonly baseUrl: string
}

/**
 * A small Ollama server (POST /api/chat: `format` JSON schema, `options`, NDJSON streaming) in
 * front of the in-process llama.cpp writer: the wire format the ollama provider speaks, with a
 * real model behind it. As Ollama answers: the stream is one JSON object a line, each
 * `{message: {role, content}, done: false}`, then a `done: true` line with `done_reason` and the
 * counts and durations; an error before the first line is its HTTP status with `{"error": "…"}`,
 * after it one more line `{"error": "…"}`; a model it does not have (when `options.models` lists
 * them) is a 404 `{"error": "model 'x' not found"}`.
 */
export async function startLocalOllamaServer(
  model: ChatModel,
  options: LocalChatServerOptions = {},
): Promise<LocalOllamaServer> {
  const server = await startLocalChatServer(model, { handle, sendError }, options)
  return Object.assign(server, { baseUrl: server.url })
}

async function handle(exchange: ChatExchange) {
  const { method, path, response } = exchange
  if ((method === 'GET' || method === 'HEAD') && path === '/') {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Ollama is running')
    return
  }
  if (method !== 'POST' || path !== '/api/chat') {
    response.writeHead(404, { 'content-type': 'text/plain' })
    response.end('404 page not found')
    return
  }
  if (!exchange.text) {
    sendError(response, 400, 'missing request body')
    return
  }
  const parsed = chatRequestSchema.safeParse(exchange.body)
  if (!parsed.success) {
    sendError(
      response,
      400,
      exchange.body === undefined ? 'invalid character in request body' : z.prettifyError(parsed.error),
    )
    return
  }
  const body = parsed.data
  if (!body.model) {
    sendError(response, 400, 'model is required')
    return
  }
  if (!exchange.has(body.model)) {
    sendError(response, 404, `model '${body.model}' not found`)
    return
  }
  if (body.think !== undefined && body.think !== false) {
    sendError(response, 400, `"${body.model}" does not support thinking`)
    return
  }
  const started = process.hrtime.bigint()
  const line = (fields: object) => ({
    model: body.model,
    created_at: new Date().toISOString(),
    ...fields,
  })
  if (body.messages.length === 0) {
    // Ollama's way to load a model without asking it anything.
    sendJson(
      response,
      200,
      line({ message: { role: 'assistant', content: '' }, done_reason: 'load', done: true }),
    )
    return
  }

  const numPredict = body.options?.num_predict
  const seed = body.options?.seed
  const turn = chatTurnOf(body.messages, {
    maxOutputTokens: numPredict !== undefined && numPredict > 0 ? numPredict : DEFAULT_MAX_TOKENS,
    temperature: body.options?.temperature ?? DEFAULT_TEMPERATURE,
    // A negative seed is Ollama's "random".
    seed: seed !== undefined && seed >= 0 ? seed : undefined,
    jsonSchema: body.format === 'json' ? ANY_OBJECT : body.format || undefined,
  })
  let firstPiece: bigint | undefined
  const done = (answer: ChatAnswer, content: string) =>
    line({
      message: { role: 'assistant', content },
      done_reason: answer.hitLimit ? 'length' : 'stop',
      done: true,
      ...counts(turn, answer, started, firstPiece),
    })

  if (!body.stream) {
    const answer = await exchange.answer(turn, () => {
      firstPiece ??= process.hrtime.bigint()
    })
    sendJson(response, 200, done(answer, answer.text))
    return
  }

  const startStream = () => {
    if (response.headersSent) return
    response.writeHead(200, { 'content-type': 'application/x-ndjson' })
  }
  let answer: ChatAnswer
  try {
    answer = await exchange.answer(turn, (text) => {
      firstPiece ??= process.hrtime.bigint()
      startStream()
      response.write(
        `${JSON.stringify(line({ message: { role: 'assistant', content: text }, done: false }))}\n`,
      )
    })
  } catch (error) {
    // Before the first line the status can still say what went wrong; after it, only a line can.
    if (!response.headersSent) throw error
    // Nothing more reaches a caller who hung up or a server that stopped.
    if (response.destroyed) return
    response.end(`${JSON.stringify({ error: messageOf(error) })}\n`)
    return
  }
  startStream()
  response.end(`${JSON.stringify(done(answer, ''))}\n`)
}

/**
 * The counts and durations (nanoseconds) of Ollama's last line. The writer reports neither its
 * prompt's tokens (estimated at four characters a token) nor its answer's (one a piece written).
 */
function counts(turn: ChatTurn, answer: ChatAnswer, started: bigint, firstPiece: bigint | undefined) {
  const now = process.hrtime.bigint()
  const evalStart = firstPiece ?? now
  return {
    total_duration: Number(now - started),
    prompt_eval_count: Math.ceil((turn.system.length + turn.prompt.length) / 4),
    prompt_eval_duration: Number(evalStart - started),
    eval_count: answer.pieces,
    eval_duration: Number(now - evalStart),
  }
}

function sendError(response: ServerResponse, status: number, message: string) {
  sendJson(response, status, { error: message })
}
