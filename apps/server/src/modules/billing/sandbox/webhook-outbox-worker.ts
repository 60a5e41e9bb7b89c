import { signWebhook } from '../standard-webhooks'
import type { SandboxRepository } from './sandbox.repository'

/** Sends one signed webhook; resolves with the receiver's HTTP status. */
export type WebhookTransport = (request: { body: string; headers: Record<string, string> }) => Promise<number>

export interface OutboxWorkerOptions {
  repository: SandboxRepository
  webhookSecret: string
  transport: WebhookTransport
  /** Runs before each drain: the sandbox's renewals that fell due. */
  beforeDrain: () => Promise<unknown>
  log: { warn: (message: string) => void; error: (error: unknown, message: string) => void }
  pollIntervalMs?: number
  /** Wall-clock time: deliveries and their backoff happen in real time, not sandbox time. */
  now?: () => Date
}

const MAX_DELIVERY_ATTEMPTS = 12
const LEASE_MS = 30_000
const BATCH_SIZE = 20
const MAX_BACKOFF_MS = 5 * 60_000

/** 1 s, 2 s, 4 s … capped at five minutes: quick enough for development and tests. */
const retryDelayMs = (attempts: number): number => Math.min(1000 * 2 ** (attempts - 1), MAX_BACKOFF_MS)

/**
 * Delivers the sandbox's queued webhooks the way a provider does: after the request that
 * caused them, signed at the moment of sending, retried with backoff until the receiver
 * answers 2xx. Any number of processes may run one; the outbox's leases keep them apart.
 */
export function createWebhookOutboxWorker(options: OutboxWorkerOptions) {
  const { repository, webhookSecret, transport, log } = options
  const now = options.now ?? (() => new Date())
  const pollIntervalMs = options.pollIntervalMs ?? 2000
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> | null = null
  let runAgain = false
  let stopped = false

  async function deliverBatch(): Promise<number> {
    const claimed = await repository.claimDueWebhooks(now(), new Date(now().getTime() + LEASE_MS), BATCH_SIZE)
    for (const delivery of claimed) {
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Tipsy-Sandbox-Webhooks/1.0',
        ...signWebhook(webhookSecret, delivery.webhookId, now(), delivery.body),
      }
      let failure: string
      try {
        const status = await transport({ body: delivery.body, headers })
        if (status >= 200 && status < 300) {
          await repository.markDelivered(delivery.id, now())
          continue
        }
        failure = `receiver answered ${status}`
      } catch (error) {
        failure = `delivery failed: ${(error as Error).message}`
      }
      if (delivery.attempts >= MAX_DELIVERY_ATTEMPTS) {
        log.warn(
          `sandbox webhook ${delivery.webhookId} abandoned after ${delivery.attempts} attempts: ${failure}`,
        )
        await repository.abandon(delivery.id, now(), failure)
      } else {
        const retryAt = new Date(now().getTime() + retryDelayMs(delivery.attempts))
        await repository.scheduleRetry(delivery.id, retryAt, failure)
      }
    }
    return claimed.length
  }

  async function run(): Promise<void> {
    do {
      runAgain = false
      try {
        await options.beforeDrain()
        let delivered: number
        do {
          delivered = await deliverBatch()
        } while (!stopped && delivered === BATCH_SIZE)
      } catch (error) {
        log.error(error, 'sandbox webhook worker failed')
      }
    } while (runAgain && !stopped)
  }

  /** Starts a run now, or another one right after the current run. */
  function kick(): void {
    if (stopped) return
    if (running) {
      runAgain = true
      return
    }
    running = run().finally(() => {
      running = null
    })
  }

  return {
    kick,
    start(): void {
      stopped = false
      timer = setInterval(kick, pollIntervalMs)
      timer.unref()
      kick()
    },
    async stop(): Promise<void> {
      stopped = true
      if (timer) clearInterval(timer)
      await running
    },
  }
}

export type WebhookOutboxWorker = ReturnType<typeof createWebhookOutboxWorker>
