import { randomBytes } from 'node:crypto'
import { PREMIUM_PRICE } from '@tipsy/contracts'
import type { Database } from '@tipsy/db'
import { BillingProviderError } from '../../subscriptions/subscription-provider'
import type { DodoPayment, DodoSubscription, DodoWebhookEnvelope } from '../dodo-wire-format'
import {
  billingStateOf,
  type CheckoutSession,
  createSandboxRepository,
  type SandboxRepository,
  type SandboxSubscriptionRow,
} from './sandbox.repository'
import {
  cancelAtPeriodEnd,
  cancelImmediately,
  nextTransition,
  replaceCard,
  resumeBeforePeriodEnd,
  type SandboxBillingState,
  startSubscription,
  type Transition,
} from './sandbox-lifecycle'
import { cardBehaviour, lastFour, normaliseCardNumber } from './test-cards'

/** The one product the sandbox sells (DESIGN.md "Plans"). */
export const SANDBOX_PRODUCT = {
  id: 'pdt_sandbox_premium',
  name: 'Tipsy Premium',
  amount: PREMIUM_PRICE.amount,
  currency: PREMIUM_PRICE.currency,
} as const

const BUSINESS_ID = 'bus_sandbox'
const DAY_MS = 24 * 60 * 60 * 1000
const CHECKOUT_SESSION_TTL_MS = DAY_MS
/** Renewals one subscription may catch up on in one go (twenty years of months). */
const MAX_TRANSITIONS_PER_SUBSCRIPTION = 240

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`

export interface CheckoutParameters {
  redirectUrl: string
  email: string | null
  emailLocked: boolean
  metadata: Record<string, string>
}

export interface CheckoutForm {
  email: string
  name: string
  cardNumber: string
  street: string
  city: string
  state: string
  zipcode: string
  country: string
}

export type PaymentOutcome =
  | { kind: 'paid'; subscriptionId: string; redirectUrl: string }
  | { kind: 'declined' | 'unknown-card' | 'expired' | 'not-found' }
  /** The customer already holds a live subscription: nothing is charged. */
  | { kind: 'already-subscribed'; redirectUrl: string }

export type CardUpdateOutcome =
  | { kind: 'updated'; status: string }
  | { kind: 'declined' | 'unknown-card' | 'not-found' | 'ended' }

export interface SandboxBillingOptions {
  db: Database
  /** The app's clock; the sandbox's time runs ahead of it by the stored offset. */
  clock: () => Date
  /** Called after webhooks were queued, so a worker can send them soon. */
  onWebhooksQueued: () => void
}

/**
 * The sandbox provider's back office: checkout, billing on its own clock, cancellation and
 * card updates. Every change is stored with the webhooks it causes in one transaction.
 */
export function createSandboxBilling(options: SandboxBillingOptions) {
  const { db, clock, onWebhooksQueued } = options
  const repository = createSandboxRepository(db)

  const inTransaction = <T>(work: (tx: SandboxRepository) => Promise<T>): Promise<T> =>
    // Inside, every query goes through `tx`: PGlite runs a transaction exclusively.
    db.transaction((tx) => work(createSandboxRepository(tx)))

  async function now(): Promise<Date> {
    return new Date(clock().getTime() + (await repository.clockOffsetMs()))
  }

  function wireSubscription(row: SandboxSubscriptionRow): DodoSubscription {
    const iso = (date: Date | null) => date?.toISOString() ?? null
    return {
      subscription_id: row.subscriptionId,
      status: row.status,
      cancel_at_next_billing_date: row.cancelAtNextBillingDate,
      recurring_pre_tax_amount: row.amount,
      currency: row.currency,
      payment_frequency_interval: 'Month',
      payment_frequency_count: 1,
      subscription_period_interval: 'Year',
      subscription_period_count: 10,
      next_billing_date: row.nextBillingDate.toISOString(),
      previous_billing_date: row.previousBillingDate.toISOString(),
      expires_at: iso(row.expiresAt),
      cancelled_at: iso(row.cancelledAt),
      created_at: row.createdAt.toISOString(),
      customer: {
        customer_id: row.customerId,
        email: row.customerEmail,
        name: row.customerName,
        phone_number: null,
      },
      billing: {
        street: row.billing.street ?? '',
        city: row.billing.city ?? '',
        state: row.billing.state ?? '',
        zipcode: row.billing.zipcode ?? '',
        country: row.billing.country ?? '',
      },
      metadata: row.metadata,
      product_id: row.productId,
      quantity: 1,
      tax_inclusive: false,
      trial_period_days: 0,
      on_demand: false,
      addons: [],
      meters: [],
      discount_id: null,
      payment_method_id: `pm_sandbox_${lastFour(row.cardNumber)}`,
    }
  }

  function wirePayment(row: SandboxSubscriptionRow, transition: Transition): DodoPayment {
    const succeeded = transition.charge?.succeeded ?? false
    const subscription = wireSubscription(row)
    const at = transition.at.toISOString()
    return {
      payment_id: randomId('pay'),
      business_id: BUSINESS_ID,
      brand_id: BUSINESS_ID,
      subscription_id: row.subscriptionId,
      status: succeeded ? 'succeeded' : 'failed',
      total_amount: row.amount,
      settlement_amount: row.amount,
      settlement_currency: row.currency,
      currency: row.currency,
      tax: 0,
      customer: subscription.customer,
      billing: subscription.billing,
      metadata: row.metadata,
      created_at: at,
      updated_at: at,
      card_last_four: lastFour(row.cardNumber),
      card_network: 'VISA',
      payment_method: 'card',
      payment_provider: 'dodo',
      retry_attempt: transition.charge?.retryAttempt ?? 0,
      error_code: succeeded ? null : 'CARD_DECLINED',
      error_message: succeeded ? null : 'The card was declined (sandbox test card).',
      digital_products_delivered: false,
      disputes: [],
      refunds: [],
    }
  }

  const withState = (row: SandboxSubscriptionRow, state: SandboxBillingState): SandboxSubscriptionRow => ({
    ...row,
    ...state,
  })

  /** Stores the transition and queues its webhooks, each in Dodo's envelope. */
  async function record(tx: SandboxRepository, before: SandboxSubscriptionRow, transition: Transition) {
    const after = withState(before, transition.state)
    await tx.saveBillingState(after.subscriptionId, transition.state)
    await tx.enqueueWebhooks(
      transition.events.map((type) => {
        const envelope: DodoWebhookEnvelope = {
          business_id: BUSINESS_ID,
          type,
          timestamp: transition.at.toISOString(),
          data: type.startsWith('payment.') ? wirePayment(after, transition) : wireSubscription(after),
        }
        return { webhookId: randomId('msg'), eventType: type, body: JSON.stringify(envelope) }
      }),
      new Date(),
    )
    return after
  }

  /** Runs every renewal, retry and end of period due by the sandbox's time for one subscription. */
  async function settle(subscriptionId: string, at: Date): Promise<number> {
    return inTransaction(async (tx) => {
      const row = await tx.findSubscription(subscriptionId, { lock: 'skip' })
      if (!row) return 0
      let current = row
      let transitions = 0
      for (; transitions < MAX_TRANSITIONS_PER_SUBSCRIPTION; transitions++) {
        const transition = nextTransition(billingStateOf(current), at)
        if (!transition) break
        current = await record(tx, current, transition)
      }
      return transitions
    })
  }

  /** Runs what fell due by the sandbox's time; returns how many transitions ran. */
  async function processDue(): Promise<number> {
    const at = await now()
    let processed = 0
    for (const subscriptionId of await repository.dueSubscriptionIds(at, 500)) {
      processed += await settle(subscriptionId, at)
    }
    if (processed > 0) onWebhooksQueued()
    return processed
  }

  return {
    async openCheckout(parameters: CheckoutParameters): Promise<CheckoutSession> {
      const session = {
        id: randomId('cks'),
        redirectUrl: parameters.redirectUrl,
        email: parameters.email,
        emailLocked: parameters.emailLocked && Boolean(parameters.email),
        metadata: parameters.metadata,
        subscriptionId: null,
        createdAt: new Date(),
      }
      await repository.createCheckoutSession(session)
      return session
    },

    /** Null when the session does not exist or has expired. */
    async findOpenCheckout(sessionId: string): Promise<CheckoutSession | null> {
      const session = await repository.findCheckoutSession(sessionId)
      if (!session || Date.now() - session.createdAt.getTime() > CHECKOUT_SESSION_TTL_MS) return null
      return session
    },

    /**
     * The session's customer already holds a live subscription, when the session says who the
     * customer is (the app's user, or a locked e-mail): the page refuses before any card field.
     */
    async alreadySubscribed(session: CheckoutSession): Promise<boolean> {
      if (session.subscriptionId) return false
      const userId = session.metadata.userId ?? null
      const email = session.emailLocked && session.email ? session.email : null
      if (!userId && !email) return false
      return (await repository.findLiveSubscription({ userId, email: email ?? '' })) !== null
    },

    /**
     * Charges the card and creates the subscription. Paying a session twice (a double submit)
     * answers with the subscription the first payment created.
     */
    async pay(sessionId: string, form: CheckoutForm): Promise<PaymentOutcome> {
      const behaviour = cardBehaviour(form.cardNumber)
      if (!behaviour) return { kind: 'unknown-card' }
      const at = await now()
      const outcome = await inTransaction(async (tx): Promise<PaymentOutcome> => {
        const session = await tx.findCheckoutSession(sessionId, { forUpdate: true })
        if (!session) return { kind: 'not-found' }
        if (session.subscriptionId) {
          return { kind: 'paid', subscriptionId: session.subscriptionId, redirectUrl: session.redirectUrl }
        }
        if (Date.now() - session.createdAt.getTime() > CHECKOUT_SESSION_TTL_MS) return { kind: 'expired' }
        const email = session.emailLocked && session.email ? session.email : form.email
        // One live subscription per customer: a second checkout (an old tab, a double
        // purchase) is refused before the card is charged.
        const userId = session.metadata.userId ?? null
        await tx.lockCustomer(userId ?? email.toLowerCase())
        if (await tx.findLiveSubscription({ userId, email })) {
          return { kind: 'already-subscribed', redirectUrl: session.redirectUrl }
        }
        if (behaviour === 'declined') return { kind: 'declined' }
        const start = startSubscription(normaliseCardNumber(form.cardNumber), at)
        const row: SandboxSubscriptionRow = {
          subscriptionId: randomId('sub'),
          productId: SANDBOX_PRODUCT.id,
          customerId: (await tx.customerIdForEmail(email)) ?? randomId('cus'),
          customerName: form.name,
          customerEmail: email,
          billing: {
            street: form.street,
            city: form.city,
            state: form.state,
            zipcode: form.zipcode,
            country: form.country,
          },
          metadata: session.metadata,
          amount: SANDBOX_PRODUCT.amount,
          currency: SANDBOX_PRODUCT.currency,
          ...start.state,
        }
        await tx.insertSubscription(row)
        await record(tx, row, start)
        await tx.completeCheckoutSession(session.id, row.subscriptionId)
        return { kind: 'paid', subscriptionId: row.subscriptionId, redirectUrl: session.redirectUrl }
      })
      if (outcome.kind === 'paid') onWebhooksQueued()
      return outcome
    },

    /** The subscription in Dodo's wire format, as of the sandbox's time. */
    async getSubscription(
      subscriptionId: string,
    ): Promise<{ subscription: DodoSubscription; asOf: Date } | null> {
      const asOf = await now()
      const row = await repository.findSubscription(subscriptionId)
      return row ? { subscription: wireSubscription(row), asOf } : null
    },

    async cancelAtNextBillingDate(
      subscriptionId: string,
    ): Promise<{ subscription: DodoSubscription; asOf: Date }> {
      const at = await now()
      const after = await inTransaction(async (tx) => {
        const row = await tx.findSubscription(subscriptionId, { lock: 'wait' })
        if (!row) throw new BillingProviderError(`Subscription ${subscriptionId} not found`, 404)
        if (row.status !== 'active' && row.status !== 'on_hold') {
          throw new BillingProviderError(`Subscription ${subscriptionId} is ${row.status}`, 409)
        }
        const transition = cancelAtPeriodEnd(billingStateOf(row), at)
        return transition ? record(tx, row, transition) : row
      })
      onWebhooksQueued()
      return { subscription: wireSubscription(after), asOf: at }
    },

    /** Ends the subscription now, as Dodo's `PATCH {status: 'cancelled'}` does. */
    async cancelNow(subscriptionId: string): Promise<{ subscription: DodoSubscription; asOf: Date }> {
      const at = await now()
      const after = await inTransaction(async (tx) => {
        const row = await tx.findSubscription(subscriptionId, { lock: 'wait' })
        if (!row) throw new BillingProviderError(`Subscription ${subscriptionId} not found`, 404)
        const transition = cancelImmediately(billingStateOf(row), at)
        if (!transition)
          throw new BillingProviderError(`Subscription ${subscriptionId} is ${row.status}`, 409)
        return record(tx, row, transition)
      })
      onWebhooksQueued()
      return { subscription: wireSubscription(after), asOf: at }
    },

    /** Takes back a cancellation at the period's end, while the period runs. */
    async resume(subscriptionId: string): Promise<{ subscription: DodoSubscription; asOf: Date }> {
      const at = await now()
      const after = await inTransaction(async (tx) => {
        const row = await tx.findSubscription(subscriptionId, { lock: 'wait' })
        if (!row) throw new BillingProviderError(`Subscription ${subscriptionId} not found`, 404)
        if (row.status !== 'active' || at >= row.nextBillingDate) {
          throw new BillingProviderError(`Subscription ${subscriptionId} is ${row.status}`, 409)
        }
        const transition = resumeBeforePeriodEnd(billingStateOf(row), at)
        return transition ? record(tx, row, transition) : row
      })
      onWebhooksQueued()
      return { subscription: wireSubscription(after), asOf: at }
    },
    /** Puts a new card on file; a subscription on hold is charged with it at once. */
    async updateCard(subscriptionId: string, cardNumber: string): Promise<CardUpdateOutcome> {
      const behaviour = cardBehaviour(cardNumber)
      if (!behaviour) return { kind: 'unknown-card' }
      if (behaviour === 'declined') return { kind: 'declined' }
      const at = await now()
      const outcome = await inTransaction(async (tx): Promise<CardUpdateOutcome> => {
        const row = await tx.findSubscription(subscriptionId, { lock: 'wait' })
        if (!row) return { kind: 'not-found' }
        if (row.status !== 'active' && row.status !== 'on_hold') return { kind: 'ended' }
        const after = await record(
          tx,
          row,
          replaceCard(billingStateOf(row), normaliseCardNumber(cardNumber), at),
        )
        return { kind: 'updated', status: after.status }
      })
      onWebhooksQueued()
      return outcome
    },

    processDue,

    /** Moves the sandbox's clock forward and runs what fell due. */
    async advanceClock(days: number): Promise<{ now: Date; processed: number }> {
      await repository.advanceClock(Math.round(days * DAY_MS))
      const processed = await processDue()
      return { now: await now(), processed }
    },
  }
}

export type SandboxBilling = ReturnType<typeof createSandboxBilling>
