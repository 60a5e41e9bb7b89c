import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format-date'

describe('formatLongDate', () => {
  it('writes the long month, day and year', () => {
    expect(formatLongDate('2025-10-18')).toBe('October 18, 2025')
  })

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatLongDate('2025-10-27T00:00:00Z')).toBe('October 27, 2025')
  })
})
