import { describe, expect, it } from 'vitest'
import { displayStatus, paidThrough, purchaseRefusal } from './subscription-status'

const DAY = 24 * 60 * 60 * 1000
const periodEnd = new Date('2026-03-15T10:00:00Z')
const before = new Date(periodEnd.getTime() - DAY)
const after = new Date(periodEnd.getTime() + 1)

const record = (overrides: Partial<Parameters<typeof displayStatus>[0]> = {}) => ({
  status: 'active' as const,
  cancelAtNextBillingDate: false,
  nextBillingDate: periodEnd,
  expiresAt: null,
  ...overrides,
})

describe('paidThrough', () => {
  it('is the next billing date, or an earlier expiry', () => {
    expect(paidThrough(record())).toEqual(periodEnd)
    const earlier = new Date(periodEnd.getTime() - 2 * DAY)
    expect(paidThrough(record({ expiresAt: earlier }))).toEqual(earlier)
    // Dodo's expires_at is the end of the whole term (years away): the billing date still ends the period.
    expect(paidThrough(record({ expiresAt: new Date('2036-01-01T00:00:00Z') }))).toEqual(periodEnd)
  })
})

describe('displayStatus', () => {
  it.each([
    ['active, renewing', record(), before, 'active'],
    ['active, renewing, billing date passed (renewal on its way)', record(), after, 'active'],
    [
      'active with the cancel flag inside the period',
      record({ cancelAtNextBillingDate: true }),
      before,
      'active',
    ],
    [
      'active with the cancel flag after the period',
      record({ cancelAtNextBillingDate: true }),
      after,
      'expired',
    ],
    ['cancelled outright', record({ status: 'cancelled' }), before, 'cancelled'],
    ['cancelled outright, after the period', record({ status: 'cancelled' }), after, 'cancelled'],
    [
      'cancelled at the end of the period it was set to end',
      record({ status: 'cancelled', cancelAtNextBillingDate: true }),
      before,
      'expired',
    ],
    ['on hold', record({ status: 'on_hold' }), before, 'on_hold'],
    ['failed', record({ status: 'failed' }), before, 'failed'],
    ['paused', record({ status: 'paused' }), before, 'paused'],
    ['pending', record({ status: 'pending' }), before, 'pending'],
    ['expired', record({ status: 'expired' }), before, 'expired'],
  ] as const)('%s → %s', (_name, subscription, now, expected) => {
    expect(displayStatus(subscription, now)).toBe(expected)
  })
})

describe('purchaseRefusal (one live subscription per user)', () => {
  it.each([
    ['no subscription', null, before, null],
    ['active, renewing', record(), before, 'already_subscribed'],
    ['active, renewing, billing date passed', record(), after, 'already_subscribed'],
    [
      'cancelled at the period end, period running',
      record({ cancelAtNextBillingDate: true }),
      before,
      'resume_instead',
    ],
    ['cancelled at the period end, period over', record({ cancelAtNextBillingDate: true }), after, null],
    ['on hold', record({ status: 'on_hold' }), before, 'payment_on_hold'],
    ['pending', record({ status: 'pending' }), before, 'payment_pending'],
    ['paused', record({ status: 'paused' }), before, 'subscription_paused'],
    ['cancelled', record({ status: 'cancelled' }), before, null],
    ['failed', record({ status: 'failed' }), before, null],
    ['expired', record({ status: 'expired' }), before, null],
  ] as const)('%s → %s', (_name, subscription, now, expected) => {
    expect(purchaseRefusal(subscription, now)?.code ?? null).toBe(expected)
  })

  it('names the date until which a cancelled subscription gives access', () => {
    expect(purchaseRefusal(record({ cancelAtNextBillingDate: true }), before)?.detail).toContain(
      'You already have Premium until March 15, 2026.',
    )
  })
})
