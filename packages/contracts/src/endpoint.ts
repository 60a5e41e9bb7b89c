import type { z } from 'zod'
import type { QuotaName } from './plans'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Where the API lives on the one origin that serves the web app and the API. */
export const apiPrefix = '/api'

/**
 * The rate-limit counter a call takes one from (docs/product.md "Limits"):
 * - `engine`: per signed-in user, the calls that run the writing engine;
 * - `sign-in`: per client address, the session calls;
 * - `beacon`: per client address, the Web Vitals beacon (its own counter, so page views never
 *   use up the sign-in allowance of everyone behind one address);
 * - `demo`: per client address, the landing page's live demo, a minute's and a day's allowance.
 */
export const rateLimitClasses = ['engine', 'sign-in', 'beacon', 'demo'] as const
export type RateLimitClass = (typeof rateLimitClasses)[number]

/**
 * One API call: the single description that the server registers as a route (validation,
 * serialisation, OpenAPI) and the web client calls (path, method, parsing). It also says what
 * a call requires and costs — sign-in, rate limit, plan quota, body size — and the server
 * applies exactly that, so this table is the whole list of rules.
 * `path` is relative to the API base (`apiPrefix`) and uses `:name` for path parameters.
 */
export interface Endpoint {
  method: HttpMethod
  path: string
  /** `true`: a valid bearer access token of a live session is required; 401 otherwise. */
  auth: boolean
  /** The rate-limit counter each call takes one from; null: not rate limited. */
  rateLimit: RateLimitClass | null
  /**
   * The plan quota a call consumes: refused with 429 once a Free user's daily limit is reached
   * (and with 403 when the body moves a Premium-only tone), counted only when the call succeeds.
   */
  quota?: QuotaName
  /**
   * The day's usage statistic a metered call adds one to, counted together with its quota unit
   * and given back with it when the call fails. Calls that store what the engine wrote count
   * theirs with what they store instead.
   */
  statistic?: 'analyze' | 'rewrite'
  /** Only a Premium user may call; others are refused with 403 and `refusal` as the detail. */
  plan?: { requires: 'premium'; refusal: string }
  /** Largest accepted request body in bytes (413 above it); the server's default otherwise. */
  bodyLimit?: number
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

/** The absolute path of an endpoint on the server: `apiPrefix` and the filled path. */
export const apiPath = (endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>) =>
  `${apiPrefix}${buildPath(endpoint.path, params)}`

/** Fills `:name` segments of an endpoint path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
