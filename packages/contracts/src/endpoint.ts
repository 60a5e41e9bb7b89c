import type { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One API call: the single description that the server registers as a route (validation,
 * serialisation, OpenAPI) and the web client calls (path, method, parsing).
 * `path` is relative to the API base (`/api`) and uses `:name` for path parameters.
 */
export interface Endpoint {
  method: HttpMethod
  path: string
  /** `true`: a valid bearer access token is required; 401 otherwise. */
  auth: boolean
  summary: string
  tag: string
  request: {
    body?: z.ZodType
    query?: z.ZodType
    params?: z.ZodType
  }
  /** The 200 body's schema; for `stream: 'sse'` endpoints, the schema of each event. */
  response: z.ZodType
  /** Set when the endpoint answers with server-sent events instead of one JSON body. */
  stream?: 'sse'
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint

type Part<
  E extends Endpoint,
  K extends keyof Endpoint['request'],
  Mode extends 'input' | 'output',
> = E['request'][K] extends z.ZodType
  ? Mode extends 'input'
    ? z.input<E['request'][K]>
    : z.output<E['request'][K]>
  : undefined

/** What the server receives after validation (defaults applied). */
export type EndpointBody<E extends Endpoint> = Part<E, 'body', 'output'>
export type EndpointQuery<E extends Endpoint> = Part<E, 'query', 'output'>
export type EndpointParams<E extends Endpoint> = Part<E, 'params', 'output'>
export type EndpointResponse<E extends Endpoint> = z.output<E['response']>

/** What a client sends (defaults may be omitted). */
export type EndpointInput<E extends Endpoint> = {
  [K in 'body' | 'query' | 'params' as E['request'][K] extends z.ZodType ? K : never]: Part<E, K, 'input'>
}

/** Fills `:name` segments of an endpoint path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
