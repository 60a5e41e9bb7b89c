import type { FastifyInstance, FastifyRequest } from 'fastify'
import { unauthorized } from '../lib/api-error'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that requires a valid bearer access token and sets `request.userId`. */
    authenticate: (request: FastifyRequest) => Promise<void>
  }
  interface FastifyRequest {
    userId: string | undefined
  }
}

/** `resolveUser` turns a bearer token into a user id or throws a 401 ApiError. */
export function registerAuthentication(
  app: FastifyInstance,
  resolveUser: (accessToken: string) => Promise<string>,
): void {
  app.decorateRequest('userId', undefined)
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization
    const match = header?.match(/^Bearer\s+(\S+)$/i)
    if (!match?.[1]) throw unauthorized('Authentication required: send a bearer access token')
    request.userId = await resolveUser(match[1])
  })
}
