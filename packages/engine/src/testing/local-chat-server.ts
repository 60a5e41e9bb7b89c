import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { EngineError, type EngineErrorKind } from '../engine'
import type { LlamaCppClient } from '../models/writer/llama-cpp-client'

/*
 * What the local wire-format servers (local-openai-server.ts, local-ollama-server.ts) share: the
 * HTTP server, the record of what it was asked, and the real model writing one chat turn. Each
 * server is a thin adapter that reads its wire format's request into a ChatTurn and writes the
 * answer back in that format.
 */

/** The model behind the servers: the in-process llama.cpp writer, or a test's wrapper of it. */
export type ChatModel = Pick<LlamaCppClient, 'complete'>

/** One chat message as both wire formats carry it (content as text, or OpenAI's text parts). */
export interface ChatMessage {
  role: string
  content: string | { type: string; text?: string | undefined }[]
}

/** One conversation turn in the model's terms, read from whichever wire format asked for it. */
export interface ChatTurn {
  /** The system (and developer) messages, joined. */
  system: string
  /** The other messages, joined: the model answers one turn. */
  prompt: string
  maxOutputTokens: number
  temperature: number
  seed: number | undefined
  /** A JSON Schema the answer must match; free text when absent. */
  jsonSchema: object | undefined
}

export interface ChatAnswer {
  text: string
  /** The pieces the text was written in, one per token or so: the servers' token count. */
  pieces: number
  /** Whether the model ran into `maxOutputTokens` (as near as the pieces tell) rather than stopping. */
  hitLimit: boolean
}

export interface LocalChatServerOptions {
  /**
   * The model names the server has; a request naming another is refused the way the real server
   * refuses it. Any name is served when absent.
   */
  models?: readonly string[] | undefined
  /**
   * The seed for requests that name none. Real servers draw one at random; a fixed one makes the
   * small model's answers repeat from run to run, so tests can rely on them.
   */
  defaultSeed?: number | undefined
}

export interface RecordedRequest {
  method: string
  path: string
  /** The body as received. */
  text: string
  /** The body parsed as JSON; undefined when it was empty or not JSON. */
  body: unknown
  /** What the model has written for it so far. */
  written: string
  /** What the model wrote for it, once it has finished (never, when it failed or was stopped). */
  answer?: ChatAnswer
}

/** What every local wire-format server gives its tests. */
export interface LocalChatServer {
  /** http://127.0.0.1:<port> */
  readonly url: string
  /** Every request received, oldest first. */
  readonly requests: readonly RecordedRequest[]
  /** Stops now, like a server going away: open connections, streams included, are cut. */
  close(): Promise<void>
}

/** One request, handed to a wire-format adapter. */
export interface ChatExchange extends Omit<RecordedRequest, 'written' | 'answer'> {
  response: ServerResponse
  /** Writes the answer to a turn with the real model; each piece goes to `onPiece` as it is written. */
  answer(turn: ChatTurn, onPiece?: (text: string) => void): Promise<ChatAnswer>
  /** Whether the server has this model (see LocalChatServerOptions.models). */
  has(model: string): boolean
}

export interface WireFormat {
  /** Answers one request; what it throws is sent by `sendError` when nothing was sent yet. */
  handle(exchange: ChatExchange): Promise<void>
  /** An error in this format's shape, before any of the answer was sent. */
  sendError(response: ServerResponse, status: number, message: string): void
}

/** HTTP statuses for the model's own errors, as the engine's server maps them. */
const STATUS_BY_KIND: Record<EngineErrorKind, number> = {
  invalid_input: 400,
  unclear_request: 422,
  unavailable: 503,
  timeout: 504,
  bad_output: 502,
}

/** Starts an HTTP server on a free local port answering in `wire`'s format with `model`. */
export async function startLocalChatServer(
  model: ChatModel,
  wire: WireFormat,
  options: LocalChatServerOptions = {},
): Promise<LocalChatServer> {
  const requests: RecordedRequest[] = []
  const has = (name: string) => options.models === undefined || options.models.includes(name)

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy()
        return
      }
      if (error instanceof EngineError && error.retryAfterSeconds !== undefined) {
        response.setHeader('retry-after', String(error.retryAfterSeconds))
      }
      wire.sendError(response, statusOf(error), messageOf(error))
    })
  })

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? 'GET'
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const text = await readBody(request)
    const recorded: RecordedRequest = { method, path, text, body: parseJson(text), written: '' }
    requests.push(recorded)
    // The caller hanging up stops the model, waiting or writing.
    const hangUp = new AbortController()
    response.on('close', () => {
      if (!response.writableFinished) hangUp.abort(new Error('client closed the connection'))
    })
    await wire.handle({
      ...recorded,
      response,
      has,
      answer: async (turn, onPiece) => {
        let pieces = 0
        const written = await model.complete(
          {
            system: turn.system,
            prompt: turn.prompt,
            maxOutputTokens: turn.maxOutputTokens,
            temperature: turn.temperature,
            seed: turn.seed ?? options.defaultSeed,
            signal: hangUp.signal,
          },
          {
            jsonSchema: turn.jsonSchema,
            onTextChunk: (piece) => {
              pieces++
              recorded.written += piece
              onPiece?.(piece)
            },
          },
        )
        recorded.answer = { text: written, pieces, hitLimit: pieces >= turn.maxOutputTokens }
        return recorded.answer
      },
    })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
    },
  }
}

/** The turn the model answers: system and developer messages are the instructions, the rest the prompt. */
export function chatTurnOf(
  messages: readonly ChatMessage[],
  settings: Omit<ChatTurn, 'system' | 'prompt'>,
): ChatTurn {
  const textOf = (wanted: (role: string) => boolean) =>
    messages
      .filter((message) => wanted(message.role))
      .map((message) =>
        typeof message.content === 'string'
          ? message.content
          : message.content.map((part) => part.text ?? '').join(''),
      )
      .join('\n\n')
  const instruction = (role: string) => role === 'system' || role === 'developer'
  return { system: textOf(instruction), prompt: textOf((role) => !instruction(role)), ...settings }
}

export function sendJson(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function statusOf(error: unknown): number {
  return error instanceof EngineError ? STATUS_BY_KIND[error.kind] : 500
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
