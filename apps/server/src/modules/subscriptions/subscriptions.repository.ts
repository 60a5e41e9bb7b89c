import type { BillingProviderName } from '@tipsy/contracts'
import { type Database, type Executor, schema } from '@tipsy/db'
import { and, eq, sql } from 'drizzle-orm'
import type { ProviderStatus, ProviderSubscription } from './subscription-provider'

const { subscriptions, users } = schema

/** Our one subscription record per user, as the provider last reported it. */
export interface SubscriptionRecord extends Omit<ProviderSubscription, 'userId' | 'saleMismatch'> {
  userId: string
  provider: BillingProviderName
  /** Provider time of the newest event or snapshot applied. */
  lastEventAt: Date | null
}

/** What a user's plan is decided from (plan-policy's `planOf`). */
export type PlanFields = Pick<
  SubscriptionRecord,
  'status' | 'cancelAtNextBillingDate' | 'nextBillingDate' | 'expiresAt'
>

/** Statuses in which a subscription may still bill or grant access. */
const LIVE_PROVIDER_STATUSES: readonly ProviderStatus[] = ['pending', 'active', 'on_hold', 'paused']

const liveStatusList = sql.raw(LIVE_PROVIDER_STATUSES.map((status) => `'${status}'`).join(', '))

/** Reads and writes of subscription records through the pool or a transaction. */
function subscriptionRecords(db: Executor) {
  return {
    async findByUser(userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
      if (!row) return null
      return {
        userId: row.userId,
        provider: row.provider as BillingProviderName,
        subscriptionId: row.providerSubscriptionId,
        status: row.status as ProviderStatus,
        cancelAtNextBillingDate: row.cancelAtNextBillingDate,
        recurringPreTaxAmount: row.recurringPreTaxAmount,
        currency: row.currency,
        paymentFrequencyInterval: row.paymentFrequencyInterval,
        nextBillingDate: row.nextBillingDate,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
        customer: row.customer as SubscriptionRecord['customer'],
        billing: row.billing as SubscriptionRecord['billing'],
        lastEventAt: row.lastEventAt,
      }
    },

    /** Whose record holds this provider subscription, if anyone's. */
    async findOwner(provider: BillingProviderName, subscriptionId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscriptionId)),
        )
      return row?.userId ?? null
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      return Boolean(row)
    },

    /**
     * Writes the provider's view into the user's record in one statement. It is skipped when the record already holds a newer event,
     * and when a different subscription that has ended would replace one that is still live
     * (a late `expired` of an old subscription must not end a new one). True when written.
     */
    async applySnapshot(
      userId: string,
      provider: BillingProviderName,
      subscription: ProviderSubscription,
      asOf: Date,
    ): Promise<boolean> {
      const values = {
        userId,
        provider,
        providerSubscriptionId: subscription.subscriptionId,
        status: subscription.status,
        cancelAtNextBillingDate: subscription.cancelAtNextBillingDate,
        recurringPreTaxAmount: subscription.recurringPreTaxAmount,
        currency: subscription.currency,
        paymentFrequencyInterval: subscription.paymentFrequencyInterval,
        nextBillingDate: subscription.nextBillingDate,
        expiresAt: subscription.expiresAt,
        customer: subscription.customer,
        billing: subscription.billing,
        lastEventAt: asOf,
        createdAt: subscription.createdAt,
        updatedAt: sql`now()`,
      }
      const excluded = (column: string) => sql.raw(`excluded.${column}`)
      const written = await db
        .insert(subscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            provider: excluded('provider'),
            providerSubscriptionId: excluded('provider_subscription_id'),
            status: excluded('status'),
            cancelAtNextBillingDate: excluded('cancel_at_next_billing_date'),
            recurringPreTaxAmount: excluded('recurring_pre_tax_amount'),
            currency: excluded('currency'),
            paymentFrequencyInterval: excluded('payment_frequency_interval'),
            nextBillingDate: excluded('next_billing_date'),
            expiresAt: excluded('expires_at'),
            customer: excluded('customer'),
            billing: excluded('billing'),
            lastEventAt: excluded('last_event_at'),
            createdAt: excluded('created_at'),
            updatedAt: sql`now()`,
          },
          setWhere: sql`${subscriptions.lastEventAt} is null or (
            excluded.last_event_at >= ${subscriptions.lastEventAt} and (
              (excluded.provider = ${subscriptions.provider}
                and excluded.provider_subscription_id = ${subscriptions.providerSubscriptionId})
              or excluded.status in (${liveStatusList})
              or ${subscriptions.status} not in (${liveStatusList})
            )
          )`,
        })
        .returning({ userId: subscriptions.userId })
      return written.length > 0
    },
  }
}

export type SubscriptionRecords = ReturnType<typeof subscriptionRecords>

export function createSubscriptionsRepository(db: Database) {
  const planFields = db
    .select({
      status: subscriptions.status,
      cancelAtNextBillingDate: subscriptions.cancelAtNextBillingDate,
      nextBillingDate: subscriptions.nextBillingDate,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('subscription_plan_fields')

  return {
    ...subscriptionRecords(db),

    /** The fields the user's plan is decided from; null without a subscription record. */
    async findPlanFields(userId: string): Promise<PlanFields | null> {
      const [row] = await planFields.execute({ userId })
      return row ? { ...row, status: row.status as ProviderStatus } : null
    },

    /**
     * Runs `work` in a transaction holding a lock on one provider subscription. Deliveries of
     * the same subscription to several processes then resolve its owner and write one after
     * the other; otherwise two first inserts race and one fails on the provider-id index.
     */
    async withSubscriptionLocked<T>(
      provider: BillingProviderName,
      subscriptionId: string,
      work: (locked: SubscriptionRecords) => Promise<T>,
    ): Promise<T> {
      const lockKey = `subscription:${provider}:${subscriptionId}`
      // Inside, every query goes through `tx`: PGlite runs a transaction exclusively.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`)
        return work(subscriptionRecords(tx))
      })
    },
  }
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>
