import { describe, expect, it } from 'vitest'
import { formatBillingDate, frequencyLabel } from './format-subscription'

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
