import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  errorBodySchema,
} from '@tipsy/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'

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
  const schema: FastifySchema = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    response: { 200: endpoint.response, '4xx': errorBodySchema, '5xx': errorBodySchema },
  }
  if (endpoint.request.body) schema.body = endpoint.request.body
  if (endpoint.request.query) schema.querystring = endpoint.request.query
  if (endpoint.request.params) schema.params = endpoint.request.params
  if (endpoint.auth) schema.security = [{ bearerAuth: [] }]

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(endpoint.auth ? { preHandler: app.authenticate } : {}),
    handler: (request, reply) =>
      handler({
        body: request.body as EndpointBody<E>,
        query: request.query as EndpointQuery<E>,
        params: request.params as EndpointParams<E>,
        request,
        reply,
        userId: request.userId as RouteContext<E>['userId'],
      }),
  })
}
