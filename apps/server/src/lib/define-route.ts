import { Readable } from 'node:stream'
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  errorBodySchema,
  type PlanName,
  type RateLimitClass,
} from '@tipsy/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify'
import { isClientGone } from './client-gone'
import { errorResponse } from './error-response'

/** A signed-in call let through its per-user rate limit, plan and quota checks. */
export interface Admission {
  plan: PlanName
  /** Gives back the quota unit the call took: it failed, so it does not count. */
  release(): Promise<void>
}

/** The checks an endpoint's rules ask for, in the order they run. */
export interface RequestGuard {
  /** Counts the call against its client address's allowance; a 429 ApiError over the limit. */
  limitAddress(rateLimit: RateLimitClass, request: FastifyRequest, reply: FastifyReply): Promise<void>
  /**
   * Resolves the bearer access token to its user (at once when this process knows the token
   * and its session); throws a 401 ApiError otherwise.
   */
  authenticate(request: FastifyRequest): string | Promise<string>
  /**
   * For a signed-in call that is rate limited per user or needs the plan (quota, Premium):
   * every check in one database round trip, before any work is done.
   */
  admit(endpoint: Endpoint, userId: string, body: unknown, reply: FastifyReply): Promise<Admission>
}

type Signed<E extends Endpoint, T> = E['auth'] extends true ? T : undefined
type Planned<E extends Endpoint> = E['quota'] extends string
  ? PlanName
  : E['plan'] extends { requires: 'premium' }
    ? PlanName
    : undefined

export interface RouteContext<E extends Endpoint> {
  body: EndpointBody<E>
  query: EndpointQuery<E>
  params: EndpointParams<E>
  request: FastifyRequest
  reply: FastifyReply
  /** The signed-in user's id; present on every endpoint with `auth: true`. */
  userId: Signed<E, string>
  /** The caller's plan; present on endpoints with a quota or a plan rule. */
  plan: Planned<E>
}

/** An answer that is a file to download rather than JSON. */
export interface FileAnswer {
  contentType: string
  filename: string
  body: string
}

/**
 * A failed call gives its quota unit back only when nothing was delivered through no fault of
 * the request: a 5xx (the engine was busy, timed out or failed) or a 422 (our reader could not
 * tell what a request asks for: it is told how to phrase it, and a reader can be wrong). A
 * message the engine refuses outright (400) counts, or the same bad request could be repeated
 * for free. The caller must see the work's error, not a failure to give the unit back.
 */
async function releaseWhenOurs(admission: Admission | null, error: unknown): Promise<void> {
  const { status } = errorResponse(error)
  if (admission && (status >= 500 || status === 422)) await admission.release().catch(() => {})
}

/** Per-user rate limits, quotas and plan rules need the plan: one admission covers them all. */
const needsAdmission = (endpoint: Endpoint) =>
  endpoint.rateLimit === 'engine' || endpoint.quota !== undefined || endpoint.plan !== undefined

const isAddressLimit = (rateLimit: RateLimitClass | null): rateLimit is RateLimitClass =>
  rateLimit !== null && rateLimit !== 'engine'

/**
 * Registers contract endpoints with the rules each declares: the endpoint table is the whole
 * list of what a call requires and costs. Validation, serialisation and OpenAPI come from its
 * schemas; then, in order (after the API's `Cache-Control: no-store`, plugins/security.ts): the
 * per-address rate limit (before the body is read), the body limit, validation, the session
 * check, and one admission (per-user rate limit, plan, quota) before the handler. A handler that
 * fails through our fault gives its quota unit back.
 */
export function routeDefiners(guard: RequestGuard) {
  function routeOptions(endpoint: Endpoint, success: Record<number, unknown>) {
    const { rateLimit } = endpoint
    const options: Pick<RouteOptions, 'method' | 'url' | 'schema' | 'onRequest' | 'bodyLimit'> = {
      method: endpoint.method,
      url: endpoint.path,
      schema: routeSchema(endpoint, success),
    }
    // `Cache-Control: no-store` is one of the API's headers (plugins/security.ts): a route hook
    // only where the endpoint is rate limited per address.
    if (isAddressLimit(rateLimit)) {
      options.onRequest = (request, reply) => guard.limitAddress(rateLimit, request, reply)
    }
    if (endpoint.bodyLimit !== undefined) options.bodyLimit = endpoint.bodyLimit
    return options
  }

  /** What the handler is given. */
  function contextFor<E extends Endpoint>(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string | undefined,
    admission: Admission | null,
  ): RouteContext<E> {
    return {
      body: request.body as EndpointBody<E>,
      query: request.query as EndpointQuery<E>,
      params: request.params as EndpointParams<E>,
      request,
      reply,
      userId: userId as Signed<E, string>,
      plan: admission?.plan as Planned<E>,
    }
  }

  /** Authenticates and admits the call, then builds what the handler is given. */
  async function contextOf<E extends Endpoint>(
    endpoint: E,
    request: FastifyRequest,
    reply: FastifyReply,
    authenticated: string | Promise<string> | undefined = endpoint.auth
      ? guard.authenticate(request)
      : undefined,
  ): Promise<{ context: RouteContext<E>; admission: Admission | null }> {
    const userId = await authenticated
    const admission =
      userId !== undefined && needsAdmission(endpoint)
        ? await guard.admit(endpoint, userId, request.body, reply)
        : null
    return { context: contextFor<E>(request, reply, userId, admission), admission }
  }

  async function counted<T>(admission: Admission | null, work: () => Promise<T>): Promise<T> {
    if (!admission) return work()
    try {
      return await work()
    } catch (error) {
      await releaseWhenOurs(admission, error)
      throw error
    }
  }

  return {
    /** A JSON endpoint: the handler's result is serialised with the endpoint's response schema. */
    defineRoute<E extends Endpoint>(
      app: FastifyInstance,
      endpoint: E,
      handler: (context: RouteContext<E>) => Promise<EndpointResponse<E>>,
    ): void {
      if (endpoint.stream) throw new Error(`${endpoint.path} streams: register it with defineSseRoute`)
      const admitted = needsAdmission(endpoint)
      app.route({
        ...routeOptions(endpoint, { 200: endpoint.response }),
        handler: (request, reply) => {
          const userId = endpoint.auth ? guard.authenticate(request) : undefined
          // The usual read (a token and session this process knows, no admission) waits for
          // nothing before its handler.
          if (!admitted && typeof userId !== 'object') {
            return handler(contextFor<E>(request, reply, userId, null))
          }
          return contextOf(endpoint, request, reply, userId).then(({ context, admission }) =>
            counted(admission, () => handler(context)),
          )
        },
      })
    },

    /**
     * A server-sent-events endpoint. Failures before the first event still answer as JSON
     * `{ detail }` with their status; later ones become an `error` event. Every event is
     * checked against the contract before it is sent. A stream that fails through our fault
     * gives its quota unit back.
     */
    defineSseRoute<E extends Endpoint & { stream: 'sse' }>(
      app: FastifyInstance,
      endpoint: E,
      handler: (context: RouteContext<E>) => AsyncIterable<EndpointResponse<E>>,
    ): void {
      app.route({
        ...routeOptions(endpoint, {}),
        handler: async (request, reply) => {
          const { context, admission } = await contextOf(endpoint, request, reply)
          const events = handler(context)[Symbol.asyncIterator]()
          const first = await counted(admission, () => events.next())
          const encode = (event: unknown) => {
            const { event: name, data } = endpoint.response.parse(event) as { event: string; data: unknown }
            return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
          }
          async function* stream() {
            try {
              for (let next = first; !next.done; next = await events.next()) yield encode(next.value)
            } catch (error) {
              await releaseWhenOurs(admission, error)
              if (isClientGone(reply)) {
                request.log.info('stream stopped: the client went away')
                return
              }
              const { body, log } = errorResponse(error)
              if (log) request.log.error({ err: error }, 'stream failed')
              yield `event: error\ndata: ${JSON.stringify(body)}\n\n`
            }
          }
          return reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no')
            .send(Readable.from(stream()))
        },
      })
    },

    /** An endpoint that answers with a file to download (an attachment, not JSON). */
    defineFileRoute<E extends Endpoint>(
      app: FastifyInstance,
      endpoint: E,
      handler: (context: RouteContext<E>) => Promise<FileAnswer>,
    ): void {
      app.route({
        ...routeOptions(endpoint, {}),
        handler: async (request, reply) => {
          const { context, admission } = await contextOf(endpoint, request, reply)
          const file = await counted(admission, () => handler(context))
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', `attachment; filename="${file.filename}"`)
            .send(file.body)
        },
      })
    },
  }
}

export type RouteDefiners = ReturnType<typeof routeDefiners>

function routeSchema(endpoint: Endpoint, success: Record<number, unknown>): FastifySchema {
  const schema: FastifySchema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    response: { ...success, '4xx': errorBodySchema, '5xx': errorBodySchema },
  }
  if (endpoint.request.body) schema.body = endpoint.request.body
  if (endpoint.request.query) schema.querystring = endpoint.request.query
  if (endpoint.request.params) schema.params = endpoint.request.params
  if (endpoint.auth) schema.security = [{ bearerAuth: [] }]
  return schema
}
