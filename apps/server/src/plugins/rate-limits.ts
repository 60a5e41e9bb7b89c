import rateLimit from '@fastify/rate-limit'
import { type Endpoint, endpoints } from '@tipsy/contracts'
import type { Database } from '@tipsy/db'
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify'
import { Redis } from 'ioredis'
import { ApiError } from '../lib/api-error'
import { databaseRateLimitStore } from './rate-limit-store'

export interface RateLimitOptions {
  enabled: boolean
  /** Requests a signed-in user may make to the writing engine per minute. */
  aiPerMinute: number
  /** Requests one IP address may make to /api/auth/* (and to the vitals beacon) per minute. */
  authPerMinute: number
  /** Counters in Redis when set; otherwise in the database. */
  redisUrl: string | null
  db: Database
}

/** The endpoints that run the writing engine: limited per user. */
const engineEndpoints: Endpoint[] = [
  endpoints.analyzeMessage,
  endpoints.rewriteMessage,
  endpoints.generateMessages,
  endpoints.generateMessagesStream,
  endpoints.generateEmoji,
]
const engineRoutes = new Set(engineEndpoints.map((endpoint) => `${endpoint.method} /api${endpoint.path}`))

/**
 * Rate limits: per user on the engine endpoints, per IP on /api/auth/*. Must be registered
 * before the routes, so each route is given its limit as it is added.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (!options.enabled) return

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method)
    if (methods.some((method) => engineRoutes.has(`${method} ${route.url}`))) {
      route.config = {
        ...route.config,
        rateLimit: {
          max: options.aiPerMinute,
          timeWindow: 60_000,
          // After authentication, so the key is the user rather than the address.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `user:${request.userId ?? request.ip}`,
        },
      }
    } else if (route.url.startsWith('/api/auth/') || route.url === `/api${endpoints.recordVitals.path}`) {
      route.config = {
        ...route.config,
        rateLimit: {
          max: options.authPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
        },
      }
    }
  })

  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }) : null
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'tipsy-rate-limit:' } : { store: databaseRateLimitStore(options.db) }),
    // If the counter store fails, answer the request rather than refusing everyone.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        `Too many requests: the limit is ${context.max} a minute. Try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s.`,
        'rate_limited',
      ),
  })
}
