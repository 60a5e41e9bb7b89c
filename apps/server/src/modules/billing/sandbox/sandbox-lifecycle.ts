import { chargeSucceeds } from './test-cards'

/** How the sandbox bills: monthly in advance, failed renewals retried daily for three days (docs/product.md §4, §9). */
export const RETRY_INTERVAL_MS = 24 * 60 * 60 * 1000
export const RENEWAL_RETRIES = 3

export type SandboxStatus = 'active' | 'on_hold' | 'cancelled' | 'failed' | 'expired'

export type SandboxEventType =
  | 'subscription.active'
  | 'subscription.renewed'
  | 'subscription.on_hold'
  | 'subscription.failed'
  | 'subscription.cancelled'
  | 'subscription.expired'
  | 'subscription.updated'
  | 'payment.succeeded'
  | 'payment.failed'

export interface SandboxBillingState {
  status: SandboxStatus
  cardNumber: string
  cancelAtNextBillingDate: boolean
  createdAt: Date
  previousBillingDate: Date
  nextBillingDate: Date
  expiresAt: Date | null
  cancelledAt: Date | null
  /** Failed charges for the billing date that is due; 0 while nothing has failed. */
  failedRenewalAttempts: number
  nextRetryAt: Date | null
}

/** What happened at `at`: the new state, the webhooks it sends, and the charge it made. */
export interface Transition {
  at: Date
  state: SandboxBillingState
  events: SandboxEventType[]
  charge: { succeeded: boolean; retryAttempt: number } | null
}

/**
 * One month later on the subscription's billing day, clamped to the month's last day, so a
 * subscription started on the 31st renews on the 28th/29th in February and the 31st in March.
 */
export function addBillingMonth(from: Date, billingDay: number): Date {
  const year = from.getUTCFullYear()
  const month = from.getUTCMonth() + 1
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(billingDay, lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  )
}

/** A new subscription paid at checkout: its first month starts now. */
export function startSubscription(cardNumber: string, now: Date): Transition {
  return {
    at: now,
    state: {
      status: 'active',
      cardNumber,
      cancelAtNextBillingDate: false,
      createdAt: now,
      previousBillingDate: now,
      nextBillingDate: addBillingMonth(now, now.getUTCDate()),
      expiresAt: null,
      cancelledAt: null,
      failedRenewalAttempts: 0,
      nextRetryAt: null,
    },
    events: ['payment.succeeded', 'subscription.active'],
    charge: { succeeded: true, retryAttempt: 0 },
  }
}

/** Charges the renewal that is due at `at`, on the card on file. */
function chargeRenewal(state: SandboxBillingState, at: Date): Transition {
  const retryAttempt = state.failedRenewalAttempts
  if (chargeSucceeds(state.cardNumber, 'renewal')) {
    const periodStart = state.nextBillingDate
    return {
      at,
      state: {
        ...state,
        status: 'active',
        previousBillingDate: periodStart,
        nextBillingDate: addBillingMonth(periodStart, state.createdAt.getUTCDate()),
        failedRenewalAttempts: 0,
        nextRetryAt: null,
      },
      events: [
        'payment.succeeded',
        state.status === 'on_hold' ? 'subscription.active' : 'subscription.renewed',
      ],
      charge: { succeeded: true, retryAttempt },
    }
  }
  const failures = state.failedRenewalAttempts + 1
  const charge = { succeeded: false, retryAttempt }
  if (failures > RENEWAL_RETRIES) {
    return {
      at,
      state: { ...state, status: 'failed', failedRenewalAttempts: failures, nextRetryAt: null },
      events: ['payment.failed', 'subscription.failed'],
      charge,
    }
  }
  return {
    at,
    state: {
      ...state,
      status: 'on_hold',
      failedRenewalAttempts: failures,
      nextRetryAt: new Date(at.getTime() + RETRY_INTERVAL_MS),
    },
    events: state.status === 'on_hold' ? ['payment.failed'] : ['payment.failed', 'subscription.on_hold'],
    charge,
  }
}

/** The next thing that falls due by `now`, or null when nothing does. Apply repeatedly. */
export function nextTransition(state: SandboxBillingState, now: Date): Transition | null {
  if (state.status === 'active' && state.nextBillingDate <= now) {
    const at = state.nextBillingDate
    if (state.cancelAtNextBillingDate) {
      return {
        at,
        state: { ...state, status: 'cancelled', cancelledAt: at },
        events: ['subscription.cancelled'],
        charge: null,
      }
    }
    return chargeRenewal(state, at)
  }
  if (state.status === 'on_hold' && state.nextRetryAt && state.nextRetryAt <= now) {
    return chargeRenewal(state, state.nextRetryAt)
  }
  return null
}

/** Cancel at the next billing date: access runs to the end of the paid period. */
export function cancelAtPeriodEnd(state: SandboxBillingState, now: Date): Transition | null {
  if (state.cancelAtNextBillingDate) return null
  return {
    at: now,
    state: { ...state, cancelAtNextBillingDate: true, expiresAt: state.nextBillingDate },
    events: ['subscription.updated'],
    charge: null,
  }
}

/**
 * Ends the subscription at once (a second subscription the customer should not have): no
 * renewal, no access past now. Null when it has ended already.
 */
export function cancelImmediately(state: SandboxBillingState, now: Date): Transition | null {
  if (state.status !== 'active' && state.status !== 'on_hold') return null
  return {
    at: now,
    state: { ...state, status: 'cancelled', cancelledAt: now, expiresAt: now, nextRetryAt: null },
    events: ['subscription.cancelled'],
    charge: null,
  }
}

/**
 * Undoes a cancellation at the period's end while the period runs: the subscription renews on
 * its billing date again. Null when there is nothing to undo.
 */
export function resumeBeforePeriodEnd(state: SandboxBillingState, now: Date): Transition | null {
  if (state.status !== 'active' || !state.cancelAtNextBillingDate || now >= state.nextBillingDate) return null
  return {
    at: now,
    state: { ...state, cancelAtNextBillingDate: false, expiresAt: null },
    events: ['subscription.updated'],
    charge: null,
  }
}

/**
 * A new card on file. A subscription on hold is charged at once: success makes it active
 * again; a decline leaves it on hold (the scheduled retries go on).
 */
export function replaceCard(state: SandboxBillingState, cardNumber: string, now: Date): Transition {
  const withCard = { ...state, cardNumber }
  if (state.status !== 'on_hold') return { at: now, state: withCard, events: [], charge: null }
  if (chargeSucceeds(cardNumber, 'renewal')) return chargeRenewal(withCard, now)
  return {
    at: now,
    state: withCard,
    events: ['payment.failed'],
    charge: { succeeded: false, retryAttempt: state.failedRenewalAttempts },
  }
}
