import { describe, expect, it } from 'vitest'
import {
  formatMoney,
  messageExportQuerySchema,
  premiumPriceLabel,
  sandboxClockRequestSchema,
  subscriptionBadge,
} from './billing'
import { subscriptionStatuses } from './subscriptions'

describe('subscriptionBadge', () => {
  it.each([
    ['active', false, 'ACTIVE', 'green'],
    ['active', true, 'CANCELLED', 'red'],
    ['cancellation_pending', false, 'CANCELLATION PENDING', 'yellow'],
    ['cancelled', false, 'CANCELLED', 'red'],
    ['expired', false, 'EXPIRED', 'grey'],
    ['on_hold', false, 'ON HOLD', 'grey'],
    ['failed', false, 'FAILED', 'grey'],
    ['paused', true, 'PAUSED', 'grey'],
    ['pending', false, 'PENDING', 'grey'],
  ] as const)('%s with cancel flag %s reads %s in %s', (status, cancel, text, colour) => {
    expect(subscriptionBadge(status, cancel)).toEqual({ text, colour })
  })

  it('replaces only the first underscore and covers every status', () => {
    for (const status of subscriptionStatuses) {
      const { text } = subscriptionBadge(status, false)
      expect(text).toBe(status.toUpperCase().replace('_', ' '))
    }
  })
})

describe('billing request schemas', () => {
  it('defaults the export format to JSON and refuses others', () => {
    expect(messageExportQuerySchema.parse({})).toEqual({ format: 'json' })
    expect(messageExportQuerySchema.safeParse({ format: 'xml' }).success).toBe(false)
  })

  it('moves the sandbox clock forward only', () => {
    expect(sandboxClockRequestSchema.safeParse({ advanceDays: 31 }).success).toBe(true)
    expect(sandboxClockRequestSchema.safeParse({ advanceDays: 0 }).success).toBe(false)
    expect(sandboxClockRequestSchema.safeParse({ advanceDays: -1 }).success).toBe(false)
  })
})

describe('formatMoney', () => {
  it('divides the minor units by 100 and formats en-US currency', () => {
    expect(formatMoney(999, 'USD')).toBe('$9.99')
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56')
    expect(formatMoney(0, 'USD')).toBe('$0.00')
  })

  it('uses the subscription’s currency, in any case', () => {
    expect(formatMoney(999, 'EUR')).toBe('€9.99')
    expect(formatMoney(999, 'gbp')).toBe('£9.99')
  })

  it('defaults to USD when no currency is given', () => {
    expect(formatMoney(999, '')).toBe('$9.99')
    expect(formatMoney(999, null)).toBe('$9.99')
    expect(formatMoney(999)).toBe('$9.99')
  })

  it('shows the code beside the number for a currency Intl does not know', () => {
    expect(formatMoney(999, 'not-a-currency')).toBe('9.99 NOT-A-CURRENCY')
  })
})

describe('premiumPriceLabel', () => {
  it('is the Premium price as pages show it', () => {
    expect(premiumPriceLabel).toBe('$9.99')
  })
})
