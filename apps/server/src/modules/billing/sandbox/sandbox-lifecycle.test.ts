import { describe, expect, it } from 'vitest'
import {
  addBillingMonth,
  cancelAtPeriodEnd,
  cancelImmediately,
  nextTransition,
  RETRY_INTERVAL_MS,
  replaceCard,
  resumeBeforePeriodEnd,
  type SandboxBillingState,
  startSubscription,
} from './sandbox-lifecycle'

const GOOD = '4242424242424242'
const FAILS_ON_RENEWAL = '4000000000000341'
const start = new Date('2026-01-31T09:30:00Z')

/** Applies every transition due by `now`. */
function settle(state: SandboxBillingState, now: Date) {
  const events: string[] = []
  let current = state
  for (let next = nextTransition(current, now); next; next = nextTransition(current, now)) {
    events.push(...next.events)
    current = next.state
  }
  return { state: current, events }
}

describe('addBillingMonth', () => {
  it('keeps the billing day, clamped to short months', () => {
    const feb = addBillingMonth(start, 31)
    expect(feb.toISOString()).toBe('2026-02-28T09:30:00.000Z')
    expect(addBillingMonth(feb, 31).toISOString()).toBe('2026-03-31T09:30:00.000Z')
    expect(addBillingMonth(new Date('2026-12-15T00:00:00Z'), 15).toISOString()).toBe(
      '2027-01-15T00:00:00.000Z',
    )
  })
})

describe('sandbox billing', () => {
  const paid = startSubscription(GOOD, start)

  it('starts active for a month with a payment', () => {
    expect(paid.events).toEqual(['payment.succeeded', 'subscription.active'])
    expect(paid.state.nextBillingDate.toISOString()).toBe('2026-02-28T09:30:00.000Z')
  })

  it('renews on the billing date, catching up on every month that passed', () => {
    expect(nextTransition(paid.state, new Date('2026-02-28T09:29:59Z'))).toBeNull()
    const { state, events } = settle(paid.state, new Date('2026-04-01T00:00:00Z'))
    expect(events).toEqual([
      'payment.succeeded',
      'subscription.renewed',
      'payment.succeeded',
      'subscription.renewed',
    ])
    expect(state.previousBillingDate.toISOString()).toBe('2026-03-31T09:30:00.000Z')
    expect(state.nextBillingDate.toISOString()).toBe('2026-04-30T09:30:00.000Z')
  })

  it('cancels at the end of the period when asked to', () => {
    const cancelling = cancelAtPeriodEnd(paid.state, new Date('2026-02-10T00:00:00Z'))
    expect(cancelling?.events).toEqual(['subscription.updated'])
    expect(cancelling?.state.expiresAt).toEqual(paid.state.nextBillingDate)
    expect(cancelAtPeriodEnd(cancelling?.state as SandboxBillingState, new Date())).toBeNull()
    const { state, events } = settle(
      cancelling?.state as SandboxBillingState,
      new Date('2026-06-01T00:00:00Z'),
    )
    expect(events).toEqual(['subscription.cancelled'])
    expect(state).toMatchObject({ status: 'cancelled', cancelledAt: paid.state.nextBillingDate })
  })

  it('puts a failed renewal on hold and retries daily for three days, then fails', () => {
    const risky = startSubscription(FAILS_ON_RENEWAL, start).state
    const due = risky.nextBillingDate
    const onHold = settle(risky, due)
    expect(onHold.events).toEqual(['payment.failed', 'subscription.on_hold'])
    expect(onHold.state).toMatchObject({ status: 'on_hold', failedRenewalAttempts: 1 })
    expect(onHold.state.nextRetryAt).toEqual(new Date(due.getTime() + RETRY_INTERVAL_MS))

    const twoDaysLater = settle(onHold.state, new Date(due.getTime() + 2 * RETRY_INTERVAL_MS))
    expect(twoDaysLater.events).toEqual(['payment.failed', 'payment.failed'])
    expect(twoDaysLater.state.status).toBe('on_hold')

    const failed = settle(twoDaysLater.state, new Date(due.getTime() + 3 * RETRY_INTERVAL_MS))
    expect(failed.events).toEqual(['payment.failed', 'subscription.failed'])
    expect(failed.state.status).toBe('failed')
    expect(nextTransition(failed.state, new Date('2030-01-01T00:00:00Z'))).toBeNull()
  })

  it('restores a subscription on hold when a good card is charged', () => {
    const risky = startSubscription(FAILS_ON_RENEWAL, start).state
    const onHold = settle(risky, risky.nextBillingDate).state
    const restored = replaceCard(onHold, GOOD, new Date(risky.nextBillingDate.getTime() + 3600_000))
    expect(restored.events).toEqual(['payment.succeeded', 'subscription.active'])
    expect(restored.state).toMatchObject({ status: 'active', failedRenewalAttempts: 0, nextRetryAt: null })
    // The paid month starts at the missed billing date: renewals stay on the same day.
    expect(restored.state.nextBillingDate.toISOString()).toBe('2026-03-31T09:30:00.000Z')

    const stillFailing = replaceCard(onHold, FAILS_ON_RENEWAL, new Date())
    expect(stillFailing.events).toEqual(['payment.failed'])
    expect(stillFailing.state.status).toBe('on_hold')
  })
})

describe('resumeBeforePeriodEnd', () => {
  const paid = startSubscription(GOOD, start)
  const cancelled = cancelAtPeriodEnd(paid.state, start)?.state as SandboxBillingState
  const midPeriod = new Date('2026-02-10T00:00:00Z')

  it('takes the cancellation back while the period runs, and renews on the billing date again', () => {
    const resumed = resumeBeforePeriodEnd(cancelled, midPeriod)
    expect(resumed?.events).toEqual(['subscription.updated'])
    expect(resumed?.charge).toBeNull()
    expect(resumed?.state).toMatchObject({
      cancelAtNextBillingDate: false,
      expiresAt: null,
      status: 'active',
    })
    const next = settle(resumed?.state as SandboxBillingState, new Date('2026-03-01T00:00:00Z'))
    expect(next.events).toEqual(['payment.succeeded', 'subscription.renewed'])
  })

  it('has nothing to do for a renewing subscription or after the period', () => {
    expect(resumeBeforePeriodEnd(paid.state, midPeriod)).toBeNull()
    expect(resumeBeforePeriodEnd(cancelled, cancelled.nextBillingDate)).toBeNull()
  })
})

describe('cancelImmediately', () => {
  const paid = startSubscription(GOOD, start)
  const midPeriod = new Date('2026-02-10T00:00:00Z')

  it('ends the subscription now: cancelled, nothing charged, nothing renews', () => {
    const ended = cancelImmediately(paid.state, midPeriod)
    expect(ended?.events).toEqual(['subscription.cancelled'])
    expect(ended?.charge).toBeNull()
    expect(ended?.state).toMatchObject({ status: 'cancelled', cancelledAt: midPeriod, expiresAt: midPeriod })
    expect(settle(ended?.state as SandboxBillingState, new Date('2027-01-01T00:00:00Z')).events).toEqual([])
  })

  it('has nothing to end once the subscription has ended', () => {
    const ended = cancelImmediately(paid.state, midPeriod)?.state as SandboxBillingState
    expect(cancelImmediately(ended, midPeriod)).toBeNull()
  })
})
