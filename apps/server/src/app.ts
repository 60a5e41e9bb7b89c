import { apiPrefix } from '@tipsy/contracts'
import type { DbHandle } from '@tipsy/db'
import { type Engine, onGrammarWorkerEvent } from '@tipsy/engine'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { createInvalidatedCache, startChangeFeed } from './lib/change-feed'
import { routeDefiners } from './lib/define-route'
import { watchEventLoop } from './lib/event-loop-watch'
import { periodicJobs } from './lib/periodic-job'
import { lazyRequestLogger } from './lib/request-logger'
import { responseSerializerCompiler } from './lib/response-serializer'
import { analyticsRoutes } from './modules/analytics/analytics.routes'
import { createVitalsRepository, deleteExpiredVitals } from './modules/analytics/vitals.repository'
import { createAccessTokens } from './modules/auth/access-tokens'
import { authRoutes } from './modules/auth/auth.routes'
import { createGoogleIdTokenVerifier } from './modules/auth/google-id-token'
import { createRefreshTokensRepository, type SessionState } from './modules/auth/refresh-tokens.repository'
import { createSessions } from './modules/auth/sessions'
import { createUsersRepository } from './modules/auth/users.repository'
import { billingRoutes } from './modules/billing/billing.routes'
import { createBillingService } from './modules/billing/billing-service'
import { createBilling } from './modules/billing/create-billing'
import { sandboxRoutes } from './modules/billing/sandbox/sandbox.routes'
import { createWebhookLedger, deleteExpiredWebhookEvents } from './modules/billing/webhook-ledger.repository'
import { demoRoutes } from './modules/demo/demo.routes'
import { createEmojiRepository } from './modules/emoji/emoji.repository'
import { emojiRoutes } from './modules/emoji/emoji.routes'
import { createEmojiService } from './modules/emoji/emoji-service'
import { healthRoutes } from './modules/health/health.routes'
import { createLimitsRepository, sweepEndedWindows } from './modules/limits/limits.repository'
import { memoryWindowsOf } from './modules/limits/memory-window-counter'
import { createRedisWindowCounter } from './modules/limits/redis-window-counter'
import { createRequestGuard } from './modules/limits/request-guard'
import { createAnalysesRepository } from './modules/messages/analyses.repository'
import { createMessageService } from './modules/messages/message-service'
import { createMessagesRepository } from './modules/messages/messages.repository'
import { messagesRoutes } from './modules/messages/messages.routes'
import { createPlanService } from './modules/plans/plan-service'
import { plansRoutes } from './modules/plans/plans.routes'
import { createSubscriptionService } from './modules/subscriptions/subscription-service'
import { createSubscriptionSync } from './modules/subscriptions/subscription-sync'
import {
  createSubscriptionsRepository,
  type PlanFields,
} from './modules/subscriptions/subscriptions.repository'
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes'
import { createUsageRepository } from './modules/usage/usage.repository'
import { createAccountDeletion } from './modules/user/account-deletion'
import { createAccountDeletionRepository } from './modules/user/account-deletion.repository'
import { createDataExportRepository } from './modules/user/data-export.repository'
import { createPreferencesRepository } from './modules/user/preferences.repository'
import { userRoutes } from './modules/user/user.routes'
import { createUserStatsRepository } from './modules/user/user-stats.repository'
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler'
import { drainHandlersOnClose } from './plugins/handler-drain'
import { registerJsonBodyParser } from './plugins/json-body'
import { registerOpenApi } from './plugins/openapi'
import { registerSecurity } from './plugins/security'
import { loadWebApp, registerWebApp, sendSpaFallback } from './plugins/web-app'

/** Sessions and users whose state one process keeps at most (oldest forgotten first). */
const CACHED_SESSIONS = 50_000
const CACHED_PLANS = 50_000
const HOUR_MS = 60 * 60 * 1000

export interface AppDeps {
  db: DbHandle
  engine: Engine
  /** Injected in tests to move time; defaults to the wall clock. */
  clock?: () => Date
}

/**
 * Builds the whole HTTP app from config and dependencies; it owns no process-wide state. Every
 * part is handed what it uses here, in one place (docs/decisions/0006).
 */
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
    childLoggerFactory: lazyRequestLogger,
  })
  drainHandlersOnClose(app)
  watchEventLoop(app)
  // The API speaks JSON only; any other body type is answered 415.
  app.removeContentTypeParser('text/plain')
  registerJsonBodyParser(app)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: config.checkResponses }))
  registerErrorHandler(app)

  const production = !config.dev
  const web = loadWebApp(config.webDistDir, { production })
  await registerSecurity(app, { corsOrigins: config.corsOrigins, production })
  if (config.apiDocs) await registerOpenApi(app)

  const { db } = deps.db
  const changes = await startChangeFeed(deps.db)
  app.addHook('onClose', () => changes.close())

  const users = createUsersRepository(db)
  const usage = createUsageRepository(db)
  const sessionStates = createInvalidatedCache<SessionState>(changes, 'session', CACHED_SESSIONS)
  const sessions = createSessions({
    accessTokens: createAccessTokens(config.jwtSecret, clock),
    refreshTokens: createRefreshTokensRepository(db),
    users,
    sessionStates,
    clock,
  })
  const googleVerifier = config.google.clientId
    ? createGoogleIdTokenVerifier({ clientId: config.google.clientId, certsUrl: config.google.certsUrl })
    : null

  const subscriptions = createSubscriptionsRepository(db)
  const planFields = createInvalidatedCache<{ fields: PlanFields | null }>(
    changes,
    'subscription',
    CACHED_PLANS,
  )
  const plans = createPlanService({ subscriptions, planFields, usage, clock })
  const billing = createBilling(config.billing, { db, clock, publicUrl: config.publicUrl, app, log: app.log })
  const warn = (message: string) => app.log.warn(message)
  const subscriptionSync = createSubscriptionSync({
    provider: billing.provider,
    subscriptions,
    planFields,
    clock,
    warn,
  })

  const redis = config.rateLimits.redisUrl ? createRedisWindowCounter(config.rateLimits.redisUrl) : null
  if (redis) app.addHook('onClose', () => redis.close())
  // PGlite's one process sees every call: its windows need no round trip (docs/decisions/0007).
  const windows = redis ?? (deps.db.kind === 'pglite' ? memoryWindowsOf(deps.db.db) : null)
  const routes = routeDefiners(
    createRequestGuard({
      sessions,
      plans,
      limits: createLimitsRepository(db),
      windows,
      rateLimits: config.rateLimits,
      clock,
      log: app.log,
    }),
  )

  const housekeeping = periodicJobs(
    db,
    [
      { name: 'web-vitals-retention', everyMs: HOUR_MS, run: (tx) => deleteExpiredVitals(tx, clock()) },
      { name: 'rate-limit-sweep', everyMs: HOUR_MS / 6, run: sweepEndedWindows },
      {
        name: 'webhook-ledger-retention',
        everyMs: HOUR_MS,
        run: (tx) => deleteExpiredWebhookEvents(tx, clock()),
      },
    ],
    { info: (message) => app.log.info(message), error: (err, message) => app.log.error({ err }, message) },
  )
  app.addHook('onReady', async () => {
    billing.start()
    housekeeping.start()
  })
  app.addHook('onClose', async () => {
    await housekeeping.stop()
    await billing.stop()
  })
  // harper's workers belong to the process (the inference pool forwards its workers' events to
  // this thread); while this app runs, it logs each replaced one.
  const stopGrammarLog = onGrammarWorkerEvent(({ reason, textLength, caller }) =>
    app.log.warn({ reason, textLength, endpoint: caller }, "harper's grammar worker was replaced"),
  )
  app.addHook('onClose', async () => stopGrammarLog())

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { routes, db: deps.db, engine: deps.engine })
      await api.register(analyticsRoutes, { routes, vitals: createVitalsRepository(db) })
      await api.register(authRoutes, {
        routes,
        sessions,
        users,
        googleVerifier,
        googleClientId: config.google.clientId,
        localSignIn: config.localSignIn,
        secureCookies: config.secureCookies,
      })
      const messages = createMessagesRepository(db)
      const analyses = createAnalysesRepository(db)
      const messageService = createMessageService({
        db,
        engine: deps.engine,
        messages,
        analyses,
        usage,
        clock,
      })
      await api.register(messagesRoutes, { routes, service: messageService, messages, analyses, clock })
      await api.register(demoRoutes, { routes, messages: messageService })
      const emoji = createEmojiRepository(db)
      await api.register(emojiRoutes, {
        routes,
        service: createEmojiService({ db, engine: deps.engine, emoji, usage, clock }),
        emoji,
      })
      await api.register(userRoutes, {
        routes,
        stats: createUserStatsRepository(db),
        preferences: createPreferencesRepository(db),
        dataExport: createDataExportRepository(db),
        accountDeletion: createAccountDeletion({
          accounts: createAccountDeletionRepository(db),
          subscriptions,
          provider: billing.provider,
          sessionStates,
          clock,
          warn,
        }),
        secureCookies: config.secureCookies,
        clock,
      })
      await api.register(plansRoutes, { routes, plans })
      await api.register(subscriptionsRoutes, {
        routes,
        service: createSubscriptionService({
          provider: billing.provider,
          subscriptions,
          sync: subscriptionSync,
          clock,
          warn,
        }),
      })
      await api.register(billingRoutes, {
        routes,
        billing: createBillingService({
          provider: billing.provider,
          sync: subscriptionSync,
          ledger: createWebhookLedger(db),
          users,
          subscriptions,
          returnUrl: `${config.publicUrl}/app/dashboard`,
          clock,
          warn,
        }),
      })
      if (billing.sandbox) {
        await api.register(sandboxRoutes, {
          routes,
          billing: billing.sandbox,
        })
      }
    },
    { prefix: apiPrefix },
  )

  if (web) await registerWebApp(app, web)

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path === apiPrefix || path.startsWith(`${apiPrefix}/`) || !web || request.method !== 'GET') {
      return reply.code(404).send({ detail: `Not found: ${request.method} ${path}`, code: 'not_found' })
    }
    return sendSpaFallback(reply, web, path)
  })

  return app
}
