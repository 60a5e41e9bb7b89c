import { defaultTones } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import {
  allowedTones,
  countsOnceAs,
  dailyLimit,
  formatWait,
  historyLimit,
  lockedTonesUsed,
  nextUtcMidnight,
  planOf,
  premiumToneDetail,
  quotaExceededDetail,
  RENEWAL_GRACE_MS,
} from './plan-policy'

const DAY = 24 * 60 * 60 * 1000
const periodEnd = new Date('2026-03-15T10:00:00Z')
const at = (offsetMs: number) => new Date(periodEnd.getTime() + offsetMs)

const record = (overrides: Partial<NonNullable<Parameters<typeof planOf>[0]>> = {}) => ({
  status: 'active' as const,
  cancelAtNextBillingDate: false,
  nextBillingDate: periodEnd,
  expiresAt: null,
  ...overrides,
})

describe('planOf', () => {
  it('is Free without a subscription', () => {
    expect(planOf(null, at(0))).toEqual({ plan: 'free', premiumUntil: null, premiumRenews: false })
  })

  it('is Premium while active, until the period ends', () => {
    expect(planOf(record(), at(-DAY))).toEqual({
      plan: 'premium',
      premiumUntil: periodEnd,
      premiumRenews: true,
    })
  })

  it('keeps a renewing subscription Premium for a grace period while the renewal arrives, not longer', () => {
    expect(planOf(record(), at(DAY)).plan).toBe('premium')
    expect(planOf(record(), at(RENEWAL_GRACE_MS - 1)).plan).toBe('premium')
    expect(planOf(record(), at(RENEWAL_GRACE_MS)).plan).toBe('free')
  })

  it('keeps active-with-cancel Premium exactly until the paid period ends', () => {
    const cancelling = record({ cancelAtNextBillingDate: true })
    expect(planOf(cancelling, at(-1))).toEqual({
      plan: 'premium',
      premiumUntil: periodEnd,
      premiumRenews: false,
    })
    expect(planOf(cancelling, at(0)).plan).toBe('free')
  })

  it.each(['cancelled', 'on_hold', 'failed', 'paused', 'expired', 'pending'] as const)(
    'is Free when %s',
    (status) => {
      expect(planOf(record({ status }), at(-DAY)).plan).toBe('free')
    },
  )
})

describe('limits and tones', () => {
  it('limits Free per day and leaves Premium unlimited', () => {
    expect([
      dailyLimit('free', 'generate'),
      dailyLimit('free', 'analyze'),
      dailyLimit('free', 'emoji'),
    ]).toEqual([20, 40, 100])
    expect(dailyLimit('premium', 'generate')).toBeNull()
    expect([historyLimit('free'), historyLimit('premium')]).toEqual([10, null])
  })

  it('locks flirty, confident, funny and bold above 0 for Free only', () => {
    expect(allowedTones('free')).toEqual(['sober', 'tipsy', 'drunk', 'casual'])
    expect(allowedTones('premium')).toHaveLength(8)
    expect(lockedTonesUsed('free', { ...defaultTones, drunk: 100, casual: 100 })).toEqual([])
    expect(lockedTonesUsed('free', { ...defaultTones, bold: 1, flirty: 30 })).toEqual(['flirty', 'bold'])
    expect(lockedTonesUsed('premium', { ...defaultTones, bold: 1 })).toEqual([])
  })

  it('names the locked tones', () => {
    expect(premiumToneDetail(['flirty'])).toMatch(
      /^Flirty is a Premium tone\. On the Free plan you can use sober, tipsy, drunk and casual/,
    )
    expect(premiumToneDetail(['flirty', 'funny', 'bold'])).toMatch(
      /^Flirty, funny and bold are Premium tones\./,
    )
  })
})

describe('daily reset', () => {
  it('resets at the next UTC midnight', () => {
    expect(nextUtcMidnight(new Date('2026-03-15T20:48:00Z')).toISOString()).toBe('2026-03-16T00:00:00.000Z')
    expect(nextUtcMidnight(new Date('2026-03-31T00:00:00Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z')
    expect(nextUtcMidnight(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z')
  })

  it('says how long until then, rounded up to the minute', () => {
    expect(formatWait((3 * 60 + 12) * 60_000)).toBe('3 h 12 min')
    expect(formatWait((3 * 60 + 11) * 60_000 + 1)).toBe('3 h 12 min')
    expect(formatWait(2 * 60 * 60_000)).toBe('2 h')
    expect(formatWait(45 * 60_000)).toBe('45 min')
    expect(formatWait(1000)).toBe('1 min')
  })

  it('names the limit, when it resets and how to lift it', () => {
    expect(quotaExceededDetail('generate', 20, new Date('2026-03-15T20:48:00Z'))).toBe(
      'Free plan limit reached: 20 message generations a day. It resets at 00:00 UTC (in 3 h 12 min). ' +
        'Upgrade to Premium for unlimited generations.',
    )
    expect(quotaExceededDetail('analyze', 40, new Date('2026-03-15T23:30:00Z'))).toMatch(
      /40 analyses and rewrites a day\. It resets at 00:00 UTC \(in 30 min\)/,
    )
  })

  it('keys a chat read by its transcript alone, and counts every other call', () => {
    const chat = [
      { side: 'them' as const, text: 'are you free saturday?' },
      { side: 'me' as const, text: 'maybe!' },
    ]
    const key = countsOnceAs('reply', { transcript: chat, intent: 'say yes' })
    expect(key).toMatch(/^chat:[0-9a-f]{32}$/)
    expect(
      countsOnceAs('reply', { transcript: chat.map((b) => ({ ...b, text: ` ${b.text.toUpperCase()}` })) }),
    ).toBe(key)
    expect(countsOnceAs('reply', { transcript: [...chat, { side: 'them', text: 'or sunday' }] })).not.toBe(
      key,
    )
    expect(countsOnceAs('reply', { transcript: chat.map((b) => ({ ...b, side: 'them' })) })).not.toBe(key)
    expect(countsOnceAs('generate', { transcript: chat })).toBeNull()
  })
})
