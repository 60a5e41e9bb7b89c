import { Readable } from 'node:stream'
import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  errorBodySchema,
} from '@tipsy/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { errorResponse } from './error-response'

export interface RouteContext<E extends Endpoint> {
  body: EndpointBody<E>
  query: EndpointQuery<E>
  params: EndpointParams<E>
  request: FastifyRequest
  reply: FastifyReply
  /** The signed-in user's id; present on every endpoint with `auth: true`. */
  userId: E['auth'] extends true ? string : undefined
}

/**
 * Registers one contract endpoint: validation, serialisation and OpenAPI all come from the
 * contract, and `auth: true` endpoints get the bearer-token check before the handler runs.
 */
export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<EndpointResponse<E>>,
): void {
  if (endpoint.stream) throw new Error(`${endpoint.path} streams: register it with defineSseRoute`)
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint, { 200: endpoint.response }),
    ...(endpoint.auth ? { preHandler: app.authenticate } : {}),
    handler: (request, reply) => handler(contextOf<E>(request, reply)),
  })
}

/**
 * Registers a server-sent-events endpoint. Failures before the first event still answer as
 * JSON `{ detail }` with their status; later ones become an `error` event. Every event is
 * checked against the contract before it is sent.
 */
export function defineSseRoute<E extends Endpoint & { stream: 'sse' }>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => AsyncIterable<EndpointResponse<E>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint, {}),
    ...(endpoint.auth ? { preHandler: app.authenticate } : {}),
    handler: async (request, reply) => {
      const events = handler(contextOf<E>(request, reply))[Symbol.asyncIterator]()
      const first = await events.next()
      const encode = (event: unknown) => {
        const { event: name, data } = endpoint.response.parse(event) as { event: string; data: unknown }
        return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`
      }
      async function* stream() {
        try {
          for (let next = first; !next.done; next = await events.next()) yield encode(next.value)
        } catch (error) {
          const { body, log } = errorResponse(error)
          if (log) request.log.error({ err: error }, 'stream failed')
          yield `event: error\ndata: ${JSON.stringify(body)}\n\n`
        }
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(stream()))
    },
  })
}

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

function contextOf<E extends Endpoint>(request: FastifyRequest, reply: FastifyReply): RouteContext<E> {
  return {
    body: request.body as EndpointBody<E>,
    query: request.query as EndpointQuery<E>,
    params: request.params as EndpointParams<E>,
    request,
    reply,
    userId: request.userId as RouteContext<E>['userId'],
  }
}
