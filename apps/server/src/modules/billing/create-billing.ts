import { apiPath, endpoints } from '@tipsy/contracts'
import type { Database } from '@tipsy/db'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { BillingConfig } from '../../config'
import type { BillingProvider } from './billing-provider'
import { createDodoProvider } from './dodo-provider'
import { createSandboxRepository } from './sandbox/sandbox.repository'
import { createSandboxBilling, type SandboxBilling } from './sandbox/sandbox-billing'
import { CHECKOUT_PATH } from './sandbox/sandbox-pages'
import { createSandboxProvider } from './sandbox/sandbox-provider'
import { createWebhookOutboxWorker, type WebhookTransport } from './sandbox/webhook-outbox-worker'

export interface Billing {
  provider: BillingProvider
  /** Present with the sandbox provider: its back office, served by this process. */
  sandbox: SandboxBilling | null
  /** Starts background work (the sandbox's webhook deliveries); stop() waits for it to end. */
  start(): void
  stop(): Promise<void>
}

export interface BillingDeps {
  db: Database
  clock: () => Date
  publicUrl: string
  /** The app itself: by default the sandbox delivers webhooks through it, over its HTTP stack. */
  app: FastifyInstance
  log: FastifyBaseLogger
}

const SANDBOX_WEBHOOK_PATH = apiPath(endpoints.billingWebhook, { provider: 'sandbox' })

/** The configured provider, and for the sandbox the worker that sends its webhooks. */
export function createBilling(config: BillingConfig, deps: BillingDeps): Billing {
  if (config.provider === 'dodo') {
    return {
      provider: createDodoProvider({ ...config, clock: deps.clock }),
      sandbox: null,
      start: () => {},
      stop: async () => {},
    }
  }

  const webhookUrl = config.webhookUrl
  const transport: WebhookTransport = webhookUrl
    ? async ({ body, headers }) =>
        (await fetch(webhookUrl, { method: 'POST', body, headers, signal: AbortSignal.timeout(15_000) }))
          .status
    : async ({ body, headers }) =>
        (await deps.app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, headers, payload: body }))
          .statusCode

  let worker: ReturnType<typeof createWebhookOutboxWorker> | null = null
  const sandbox = createSandboxBilling({
    db: deps.db,
    clock: deps.clock,
    onWebhooksQueued: () => worker?.kick(),
  })
  worker = createWebhookOutboxWorker({
    repository: createSandboxRepository(deps.db),
    webhookSecret: config.webhookSecret,
    transport,
    beforeDrain: () => sandbox.processDue(),
    log: {
      warn: (message) => deps.log.warn(message),
      error: (error, message) => deps.log.error({ err: error }, message),
    },
  })
  const running = worker
  return {
    provider: createSandboxProvider({
      billing: sandbox,
      webhookSecret: config.webhookSecret,
      checkoutPageUrl: `${deps.publicUrl}${CHECKOUT_PATH}`,
    }),
    sandbox,
    start: () => running.start(),
    stop: () => running.stop(),
  }
}
