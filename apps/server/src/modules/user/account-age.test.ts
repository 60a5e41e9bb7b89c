import { describe, expect, it } from 'vitest'
import { formatAccountAge } from './account-age'

const DAY = 24 * 60 * 60 * 1000
const created = new Date('2026-01-01T12:00:00Z')
const after = (days: number) => new Date(created.getTime() + days * DAY)

describe('formatAccountAge', () => {
  it.each([
    [0, 'Today'],
    [0.9, 'Today'],
    [1, '1 day'],
    [13, '13 days'],
    [14, '2 weeks'],
    [59, '8 weeks'],
    [60, '2 months'],
    [364, '12 months'],
    [365, '1 year'],
    [800, '2 years'],
  ])('after %s days: %s', (days, expected) => {
    expect(formatAccountAge(created, after(days))).toBe(expected)
  })
})
