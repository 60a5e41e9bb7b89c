import type { DbHandle } from '@tipsy/db'
import type { Engine } from '@tipsy/engine'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { analyticsRoutes } from './modules/analytics/analytics.routes'
import { createVitalsRepository } from './modules/analytics/vitals.repository'
import { createAccessTokens } from './modules/auth/access-tokens'
import { authRoutes } from './modules/auth/auth.routes'
import { createGoogleIdTokenVerifier } from './modules/auth/google-id-token'
import { createRefreshTokensRepository } from './modules/auth/refresh-tokens.repository'
import { createSessions } from './modules/auth/sessions'
import { createUsersRepository } from './modules/auth/users.repository'
import { billingRoutes } from './modules/billing/billing.routes'
import { createBillingService } from './modules/billing/billing-service'
import { createBilling } from './modules/billing/create-billing'
import { sandboxRoutes } from './modules/billing/sandbox/sandbox.routes'
import { createEmojiRepository } from './modules/emoji/emoji.repository'
import { emojiRoutes } from './modules/emoji/emoji.routes'
import { healthRoutes } from './modules/health/health.routes'
import { createMessagesRepository } from './modules/messages/messages.repository'
import { messagesRoutes } from './modules/messages/messages.routes'
import { createPlanService } from './modules/plans/plan-service'
import { plansRoutes } from './modules/plans/plans.routes'
import { createSubscriptionService } from './modules/subscriptions/subscription-service'
import { createSubscriptionSync } from './modules/subscriptions/subscription-sync'
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository'
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes'
import { createUsageRepository } from './modules/usage/usage.repository'
import { createPreferencesRepository } from './modules/user/preferences.repository'
import { userRoutes } from './modules/user/user.routes'
import { registerAuthentication } from './plugins/authentication'
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler'
import { drainHandlersOnClose } from './plugins/handler-drain'
import { registerJsonBodyParser } from './plugins/json-body'
import { registerOpenApi } from './plugins/openapi'
import { registerRateLimits } from './plugins/rate-limits'
import { registerSecurity } from './plugins/security'
import { loadWebApp, registerWebApp, sendSpaFallback } from './plugins/web-app'

export interface AppDeps {
  db: DbHandle
  engine: Engine
  /** Injected in tests to move time; defaults to the wall clock. */
  clock?: () => Date
}

/** Builds the whole HTTP app from config and dependencies; it owns no process-wide state. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date())
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request is noise at info; it is there at debug and trace.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    frameworkErrors: sendFrameworkError,
  })
  drainHandlersOnClose(app)
  // The API speaks JSON only; any other body type is answered 415.
  app.removeContentTypeParser('text/plain')
  registerJsonBodyParser(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  const production = config.env === 'production'
  const web = loadWebApp(config.webDistDir, { production })
  await registerSecurity(app, { corsOrigins: config.corsOrigins, production })
  await registerOpenApi(app)
  await registerRateLimits(app, { ...config.rateLimits, db: deps.db.db })

  const { db } = deps.db
  const users = createUsersRepository(db)
  const usage = createUsageRepository(db)
  const sessions = createSessions({
    accessTokens: createAccessTokens(config.jwtSecret, clock),
    refreshTokens: createRefreshTokensRepository(db),
    users,
    clock,
  })
  registerAuthentication(app, sessions.authenticate)
  const googleVerifier = config.google.clientId
    ? createGoogleIdTokenVerifier({ clientId: config.google.clientId, certsUrl: config.google.certsUrl })
    : null

  const subscriptions = createSubscriptionsRepository(db)
  const plans = createPlanService({ subscriptions, usage, clock })
  const billing = createBilling(config.billing, { db, clock, publicUrl: config.publicUrl, app, log: app.log })
  const warn = (message: string) => app.log.warn(message)
  const subscriptionSync = createSubscriptionSync({ db, provider: billing.provider, subscriptions, warn })
  app.addHook('onReady', async () => billing.start())
  app.addHook('onClose', () => billing.stop())

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: deps.db })
      await api.register(analyticsRoutes, { vitals: createVitalsRepository(db) })
      await api.register(authRoutes, {
        sessions,
        users,
        googleVerifier,
        googleClientId: config.google.clientId,
        localSignIn: config.localSignIn,
        secureCookies: config.secureCookies,
      })
      await api.register(messagesRoutes, {
        engine: deps.engine,
        messages: createMessagesRepository(db),
        usage,
        plans,
        clock,
      })
      await api.register(emojiRoutes, {
        engine: deps.engine,
        emoji: createEmojiRepository(db),
        usage,
        plans,
        clock,
      })
      await api.register(userRoutes, { users, usage, preferences: createPreferencesRepository(db), clock })
      await api.register(plansRoutes, { plans })
      await api.register(subscriptionsRoutes, {
        service: createSubscriptionService({
          provider: billing.provider,
          subscriptions,
          sync: subscriptionSync,
          clock,
          warn,
        }),
      })
      await api.register(billingRoutes, {
        billing: createBillingService({
          provider: billing.provider,
          sync: subscriptionSync,
          users,
          subscriptions,
          returnUrl: `${config.publicUrl}/app/dashboard`,
          clock,
          warn,
        }),
      })
      if (billing.sandbox) {
        await api.register(sandboxRoutes, { billing: billing.sandbox, redirectOrigins: config.corsOrigins })
      }
    },
    { prefix: '/api' },
  )

  if (web) await registerWebApp(app, web)

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path === '/api' || path.startsWith('/api/') || !web || request.method !== 'GET') {
      return reply.code(404).send({ detail: `Not found: ${request.method} ${path}`, code: 'not_found' })
    }
    return sendSpaFallback(reply, web, path)
  })

  return app
}
