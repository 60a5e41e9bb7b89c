import { describe, expect, it } from 'vitest'
import { formatAmount, formatBillingDate, frequencyLabel } from './format-subscription'

describe('formatAmount', () => {
  it('divides the minor units by 100 and formats en-US currency', () => {
    expect(formatAmount(999, 'USD')).toBe('$9.99')
    expect(formatAmount(123456, 'USD')).toBe('$1,234.56')
    expect(formatAmount(0, 'USD')).toBe('$0.00')
  })

  it('uses the subscription’s currency, in any case', () => {
    expect(formatAmount(999, 'EUR')).toBe('€9.99')
    expect(formatAmount(999, 'gbp')).toBe('£9.99')
  })

  it('defaults to USD when no currency is given', () => {
    expect(formatAmount(999, '')).toBe('$9.99')
    expect(formatAmount(999, null)).toBe('$9.99')
    expect(formatAmount(999)).toBe('$9.99')
  })

  it('shows the code beside the number for a currency Intl does not know', () => {
    expect(formatAmount(999, 'not-a-currency')).toBe('9.99 NOT-A-CURRENCY')
  })
})

describe('formatBillingDate', () => {
  it('writes en-US long dates', () => {
    expect(formatBillingDate('2026-12-22T10:30:00.000Z')).toBe('December 22, 2026')
    expect(formatBillingDate('2026-01-05T00:00:00.000Z')).toBe('January 5, 2026')
  })
})

describe('frequencyLabel', () => {
  it.each([
    ['Month', 'Monthly'],
    ['month', 'Monthly'],
    ['Year', 'Yearly'],
    ['Week', 'Weekly'],
    ['Day', 'Daily'],
    ['every_quarter', 'Every quarter'],
  ])('%s reads %s', (interval, label) => {
    expect(frequencyLabel(interval)).toBe(label)
  })
})
