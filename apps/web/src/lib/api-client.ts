import {
  buildPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  errorBodySchema,
} from '@tipsy/contracts'
import { env } from '~/config/env'
import { apiClientConfig } from './api-client-config'
import { fallbackMessageFor } from './api-error-messages'
import { readServerSentEvents } from './sse'

/*
 * The transport: one typed call per contract endpoint. It knows nothing of the session or of
 * the screen: the bearer token and the 401 renewal come from the injected token source, and
 * failures go to the injected error reporter (see api-client-config.ts).
 */

export const REQUEST_TIMEOUT_MS = 30_000

interface ApiErrorInit {
  status: number
  detail: string
  code?: string | undefined
  timedOut?: boolean
  /** The detail is the server's own `{ detail }`, not our fallback text. */
  fromServer?: boolean
  cause?: unknown
}

/** Every failed call. `status` is 0 when no response arrived (network failure or time-out). */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  readonly code: string | undefined
  readonly timedOut: boolean
  readonly fromServer: boolean

  constructor({ status, detail, code, timedOut = false, fromServer = false, cause }: ApiErrorInit) {
    super(detail, { cause })
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.code = code
    this.timedOut = timedOut
    this.fromServer = fromServer
  }

  /** No response at all: offline, refused, or timed out. */
  get isNetworkError(): boolean {
    return this.status === 0
  }

  /**
   * Whether the same call again can succeed: no response, a time-out or the server's own failure
   * can pass; a refused input, a spent quota or a missing permission cannot.
   */
  get retryable(): boolean {
    return this.status === 0 || this.status === 408 || this.status >= 500
  }
}

/** The server's own words for a failure (its `{ detail }`), when it gave any. */
export function serverDetail(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer ? error.detail : null
}

/** "Try again" is offered only where it can succeed; a failure that is not a call's may. */
export function canRetry(error: unknown): boolean {
  return error instanceof ApiError ? error.retryable : true
}

export interface RequestOptions {
  signal?: AbortSignal | undefined
  /** Replaces the endpoint's docs/product.md §8 fallback text when the server gives no detail. */
  errorMessage?: string
  /** Do not show the error toast (failures docs/product.md says are only logged). */
  silent?: boolean
}

type RequestArgs<E extends Endpoint> = keyof EndpointInput<E> extends never
  ? [input?: EndpointInput<E>, options?: RequestOptions]
  : [input: EndpointInput<E>, options?: RequestOptions]

interface LooseInput {
  body?: unknown
  query?: Record<string, unknown>
  params?: Record<string, string | number>
}

function urlFor(endpoint: Endpoint, input: LooseInput): string {
  const path = buildPath(endpoint.path, input.params)
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const query = search.toString()
  return `${env.apiBase}${path}${query ? `?${query}` : ''}`
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const readJson = async (response: Response): Promise<unknown> => parseJson(await response.text())

/** A failure answered with `{ detail, code? }`, or the fallback text when the body is not that. */
function errorFromBody(status: number, data: unknown, fallback: string): ApiError {
  const body = errorBodySchema.safeParse(data)
  return new ApiError({
    status,
    detail: body.success ? body.data.detail : fallback,
    code: body.success ? body.data.code : undefined,
    fromServer: body.success,
  })
}

/** Turns a 2xx response into the call's result; may throw `ApiError`. */
type ReadResponse<T> = (response: Response, fallback: string) => Promise<T>

async function readParsed<E extends Endpoint>(
  endpoint: E,
  response: Response,
  fallback: string,
): Promise<EndpointResponse<E>> {
  const data = await readJson(response)
  const parsed = endpoint.response.safeParse(data)
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      detail: fallback,
      code: 'invalid_response',
      cause: parsed.error,
    })
  }
  return parsed.data as EndpointResponse<E>
}

/** One HTTP exchange with this token: no retry, no toast. The time-out covers reading the whole body. */
async function send<T>(
  endpoint: Endpoint,
  input: LooseInput,
  options: RequestOptions,
  token: string | null,
  read: ReadResponse<T>,
): Promise<T> {
  const fallback = options.errorMessage ?? fallbackMessageFor(endpoint)
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, REQUEST_TIMEOUT_MS)
  const forwardAbort = () => controller.abort()
  options.signal?.addEventListener('abort', forwardAbort, { once: true })

  const headers: Record<string, string> = {
    Accept: endpoint.stream === 'sse' ? 'text/event-stream' : 'application/json',
  }
  if (token) headers.Authorization = `Bearer ${token}`
  const hasBody = endpoint.request.body !== undefined
  if (hasBody) headers['Content-Type'] = 'application/json'

  try {
    let response: Response
    let data: unknown
    try {
      response = await fetch(urlFor(endpoint, input), {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
        credentials: 'include',
        signal: controller.signal,
      })
      apiClientConfig().onServerReachable(true)
      if (response.ok) return await read(response, fallback)
      data = await readJson(response)
    } catch (cause) {
      if (cause instanceof ApiError) throw cause
      if (options.signal?.aborted && !timedOut) throw cause
      // No response at all (a time-out after the headers arrived says nothing about reachability).
      if (!timedOut) apiClientConfig().onServerReachable(false)
      throw new ApiError({ status: 0, detail: fallback, timedOut, cause })
    }

    throw errorFromBody(response.status, data, fallback)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forwardAbort)
  }
}

function report(error: unknown, options: RequestOptions): void {
  if (options.silent || !(error instanceof ApiError)) return
  apiClientConfig().onError(error)
}

/**
 * Runs one exchange with the current token; a 401 on an authenticated call asks the token
 * source for a new token once and, if it has one, replays once.
 */
async function withSessionRetry<T>(
  endpoint: Endpoint,
  options: RequestOptions,
  exchange: (token: string | null) => Promise<T>,
): Promise<T> {
  const { tokenSource } = apiClientConfig()
  const token = tokenSource.accessToken() ?? (endpoint.auth ? await tokenSource.restore() : null)
  try {
    return await exchange(token)
  } catch (error) {
    const unauthorized = error instanceof ApiError && error.status === 401 && endpoint.auth
    const renewal = unauthorized ? await tokenSource.renewAfterUnauthorized(token) : 'no-session'
    if (renewal !== 'replay') {
      if (renewal === 'no-session') report(error, options)
      throw error
    }
    try {
      return await exchange(tokenSource.accessToken())
    } catch (replayError) {
      report(replayError, options)
      throw replayError
    }
  }
}

/**
 * Calls one contract endpoint: typed input, bearer token, cookies, 30 s time-out, response
 * parsed with the endpoint's schema. A 401 on an authenticated call renews the token once and
 * replays once. Failures raise `ApiError` and go to the error reporter unless silent.
 */
export function request<E extends Endpoint>(
  endpoint: E,
  ...args: RequestArgs<E>
): Promise<EndpointResponse<E>> {
  const input = (args[0] ?? {}) as LooseInput
  const options = args[1] ?? {}
  return withSessionRetry(endpoint, options, (token) =>
    send(endpoint, input, options, token, (response, fallback) => readParsed(endpoint, response, fallback)),
  )
}

/** A file the server sends as an attachment. */
export interface DownloadedFile {
  blob: Blob
  /** From `Content-Disposition`, when the server names the file. */
  filename: string | null
}

/** `attachment; filename="tipsy-messages-2026-01-01.csv"` → the file name. */
export function filenameFrom(contentDisposition: string | null): string | null {
  const match = contentDisposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/**
 * Calls an endpoint that answers with a file instead of JSON, exactly like `request` (token,
 * cookies, time-out, 401 refresh-and-replay, error toast), and hands back its bytes and name.
 */
export function requestFile<E extends Endpoint>(
  endpoint: E,
  ...args: RequestArgs<E>
): Promise<DownloadedFile> {
  const input = (args[0] ?? {}) as LooseInput
  const options = args[1] ?? {}
  return withSessionRetry(endpoint, options, (token) =>
    send(endpoint, input, options, token, async (response) => ({
      blob: await response.blob(),
      filename: filenameFrom(response.headers.get('content-disposition')),
    })),
  )
}

type StreamEndpoint = Endpoint & { stream: 'sse' }

/** The events a stream delivers to its caller; `error` events fail the call instead. */
export type StreamEvent<E extends StreamEndpoint> = Exclude<EndpointResponse<E>, { event: 'error' }>

/**
 * Calls a server-sent-events endpoint exactly like `request` (token, cookies, time-out over the
 * whole stream, 401 refresh-and-replay, toast), handing each event, checked against the
 * contract, to `onEvent` as it arrives. An `error` event fails the call with its detail.
 * Without a readable event stream (old browsers, buffering proxies) it fails with the code
 * `stream_unsupported` before any event, so callers can fall back to the plain endpoint.
 */
export function requestStream<E extends StreamEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  onEvent: (event: StreamEvent<E>) => void,
  options: RequestOptions = {},
): Promise<void> {
  return withSessionRetry(endpoint, options, (token) =>
    send(endpoint, input as LooseInput, options, token, async (response, fallback) => {
      const isEventStream = response.headers.get('content-type')?.startsWith('text/event-stream')
      if (!response.body || !isEventStream) {
        await response.body?.cancel().catch(() => undefined)
        throw new ApiError({ status: response.status, detail: fallback, code: 'stream_unsupported' })
      }
      for await (const raw of readServerSentEvents(response.body)) {
        const parsed = endpoint.response.safeParse({ event: raw.event, data: parseJson(raw.data) })
        if (!parsed.success) {
          throw new ApiError({ status: response.status, detail: fallback, code: 'invalid_response' })
        }
        const event = parsed.data as { event: string; data: unknown }
        // The server failed after the 200 header went out: report it like a 500.
        if (event.event === 'error') throw errorFromBody(500, event.data, fallback)
        onEvent(event as StreamEvent<E>)
      }
    }),
  )
}
