import { type Executor, schema } from '@tipsy/db'
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { SandboxBillingState, SandboxStatus } from './sandbox-lifecycle'

const { sandboxClock, sandboxCheckoutSessions, sandboxSubscriptions, sandboxWebhookOutbox } = schema

const CLOCK_ROW = 1

/** A subscription in these states still bills (or is retried) and grants access. */
const LIVE_STATUSES: SandboxStatus[] = ['active', 'on_hold']

export type CheckoutSession = typeof sandboxCheckoutSessions.$inferSelect
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect
export type NewSandboxSubscription = typeof sandboxSubscriptions.$inferInsert

export interface OutboxDelivery {
  id: number
  webhookId: string
  body: string
  /** Including the one now being made. */
  attempts: number
}

export const billingStateOf = (row: SandboxSubscriptionRow): SandboxBillingState => ({
  status: row.status as SandboxStatus,
  cardNumber: row.cardNumber,
  cancelAtNextBillingDate: row.cancelAtNextBillingDate,
  createdAt: row.createdAt,
  previousBillingDate: row.previousBillingDate,
  nextBillingDate: row.nextBillingDate,
  expiresAt: row.expiresAt,
  cancelledAt: row.cancelledAt,
  failedRenewalAttempts: row.failedRenewalAttempts,
  nextRetryAt: row.nextRetryAt,
})

/** The sandbox provider's own tables. Pass a transaction to work inside it. */
export function createSandboxRepository(db: Executor) {
  return {
    // ---- clock ----

    async clockOffsetMs(): Promise<number> {
      const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, CLOCK_ROW))
      return row?.offsetMs ?? 0
    },

    /** Adds to the offset atomically, so processes advancing together both count. */
    async advanceClock(byMs: number): Promise<number> {
      const [row] = await db
        .insert(sandboxClock)
        .values({ id: CLOCK_ROW, offsetMs: byMs })
        .onConflictDoUpdate({
          target: sandboxClock.id,
          set: { offsetMs: sql`${sandboxClock.offsetMs} + excluded.offset_ms`, updatedAt: sql`now()` },
        })
        .returning({ offsetMs: sandboxClock.offsetMs })
      return row?.offsetMs ?? byMs
    },

    // ---- checkout sessions ----

    async createCheckoutSession(session: typeof sandboxCheckoutSessions.$inferInsert): Promise<void> {
      await db.insert(sandboxCheckoutSessions).values(session)
    },

    async findCheckoutSession(
      id: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<CheckoutSession | null> {
      const query = db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id))
      const [row] = options.forUpdate ? await query.for('update') : await query
      return row ?? null
    },

    async completeCheckoutSession(id: string, subscriptionId: string): Promise<void> {
      await db
        .update(sandboxCheckoutSessions)
        .set({ subscriptionId })
        .where(eq(sandboxCheckoutSessions.id, id))
    },

    // ---- subscriptions ----

    async insertSubscription(row: NewSandboxSubscription): Promise<void> {
      await db.insert(sandboxSubscriptions).values(row)
    },

    async findSubscription(
      subscriptionId: string,
      options: { lock?: 'wait' | 'skip' } = {},
    ): Promise<SandboxSubscriptionRow | null> {
      const query = db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.subscriptionId, subscriptionId))
      const [row] =
        options.lock === 'skip'
          ? await query.for('update', { skipLocked: true })
          : options.lock === 'wait'
            ? await query.for('update')
            : await query
      return row ?? null
    },

    async saveBillingState(subscriptionId: string, state: SandboxBillingState): Promise<void> {
      await db
        .update(sandboxSubscriptions)
        .set({
          status: state.status,
          cardNumber: state.cardNumber,
          cancelAtNextBillingDate: state.cancelAtNextBillingDate,
          previousBillingDate: state.previousBillingDate,
          nextBillingDate: state.nextBillingDate,
          expiresAt: state.expiresAt,
          cancelledAt: state.cancelledAt,
          failedRenewalAttempts: state.failedRenewalAttempts,
          nextRetryAt: state.nextRetryAt,
        })
        .where(eq(sandboxSubscriptions.subscriptionId, subscriptionId))
    },

    /** A returning customer keeps their customer id, as at a real provider. */
    /**
     * A subscription of this customer that may still bill or grant access (active, including
     * cancelled at the period's end, or on hold), found by our user id or by e-mail. Call it
     * inside a transaction that holds `lockCustomer`, so two payments cannot both miss it.
     */
    async findLiveSubscription(customer: {
      userId: string | null
      email: string
    }): Promise<SandboxSubscriptionRow | null> {
      const owner = customer.userId
        ? or(
            sql`${sandboxSubscriptions.metadata}->>'userId' = ${customer.userId}`,
            eq(sandboxSubscriptions.customerEmail, customer.email),
          )
        : eq(sandboxSubscriptions.customerEmail, customer.email)
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(and(inArray(sandboxSubscriptions.status, LIVE_STATUSES), owner))
        .limit(1)
      return row ?? null
    },

    /** Serialises payments of one customer until the transaction ends. */
    async lockCustomer(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-customer:${key}`}, 0))`)
    },

    async customerIdForEmail(email: string): Promise<string | null> {
      const [row] = await db
        .select({ customerId: sandboxSubscriptions.customerId })
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.customerEmail, email))
        .limit(1)
      return row?.customerId ?? null
    },

    /** Subscriptions with a renewal or a payment retry due by `now`. */
    async dueSubscriptionIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: sandboxSubscriptions.subscriptionId })
        .from(sandboxSubscriptions)
        .where(
          or(
            and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.nextBillingDate, now)),
            and(
              eq(sandboxSubscriptions.status, 'on_hold'),
              isNotNull(sandboxSubscriptions.nextRetryAt),
              lte(sandboxSubscriptions.nextRetryAt, now),
            ),
          ),
        )
        .orderBy(asc(sandboxSubscriptions.nextBillingDate))
        .limit(limit)
      return rows.map((row) => row.id)
    },

    // ---- webhook outbox ----

    async enqueueWebhooks(
      webhooks: { webhookId: string; eventType: string; body: string }[],
      now: Date,
    ): Promise<void> {
      if (webhooks.length === 0) return
      await db
        .insert(sandboxWebhookOutbox)
        .values(webhooks.map((webhook) => ({ ...webhook, nextAttemptAt: now })))
    },

    /**
     * Takes up to `limit` due deliveries for this worker: one statement that leases them until
     * `leaseUntil`. On PostgreSQL `for update skip locked` lets workers in several processes
     * claim disjoint rows without waiting on each other; a worker that dies mid-delivery only
     * holds its rows until the lease runs out.
     */
    async claimDueWebhooks(now: Date, leaseUntil: Date, limit: number): Promise<OutboxDelivery[]> {
      const due = db
        .select({ id: sandboxWebhookOutbox.id })
        .from(sandboxWebhookOutbox)
        .where(
          and(
            isNull(sandboxWebhookOutbox.deliveredAt),
            isNull(sandboxWebhookOutbox.abandonedAt),
            lte(sandboxWebhookOutbox.nextAttemptAt, now),
            or(isNull(sandboxWebhookOutbox.lockedUntil), lte(sandboxWebhookOutbox.lockedUntil, now)),
          ),
        )
        .orderBy(asc(sandboxWebhookOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      const claimed = await db
        .update(sandboxWebhookOutbox)
        .set({ lockedUntil: leaseUntil, attempts: sql`${sandboxWebhookOutbox.attempts} + 1` })
        .where(inArray(sandboxWebhookOutbox.id, due))
        .returning({
          id: sandboxWebhookOutbox.id,
          webhookId: sandboxWebhookOutbox.webhookId,
          body: sandboxWebhookOutbox.body,
          attempts: sandboxWebhookOutbox.attempts,
        })
      return claimed.sort((a, b) => a.id - b.id)
    },

    async markDelivered(id: number, at: Date): Promise<void> {
      await db
        .update(sandboxWebhookOutbox)
        .set({ deliveredAt: at, lockedUntil: null, lastError: null })
        .where(eq(sandboxWebhookOutbox.id, id))
    },

    async scheduleRetry(id: number, nextAttemptAt: Date, error: string): Promise<void> {
      await db
        .update(sandboxWebhookOutbox)
        .set({ nextAttemptAt, lockedUntil: null, lastError: error })
        .where(eq(sandboxWebhookOutbox.id, id))
    },

    async abandon(id: number, at: Date, error: string): Promise<void> {
      await db
        .update(sandboxWebhookOutbox)
        .set({ abandonedAt: at, lockedUntil: null, lastError: error })
        .where(eq(sandboxWebhookOutbox.id, id))
    },
  }
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>
