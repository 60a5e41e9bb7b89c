import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time'

const now = new Date('2025-06-01T12:00:00.000Z')
const before = (ms: number) => new Date(now.getTime() - ms)
const s = 1_000
const min = 60 * s
const h = 60 * min
const d = 24 * h

describe('relativeTime (docs/product.md §9)', () => {
  it.each([
    [0, '0 seconds ago'],
    [1 * s, '1 second ago'],
    [59 * s + 999, '59 seconds ago'],
    [60 * s, '1 minute ago'],
    [2 * min, '2 minutes ago'],
    [59 * min + 59 * s, '59 minutes ago'],
    [60 * min, '1 hour ago'],
    [2 * h, '2 hours ago'],
    [23 * h + 59 * min, '23 hours ago'],
    [24 * h, '1 day ago'],
    [6 * d + 23 * h, '6 days ago'],
    [7 * d, '1 week ago'],
    [13 * d, '1 week ago'],
    [14 * d, '2 weeks ago'],
    [27 * d + 23 * h, '3 weeks ago'],
    [28 * d, '1 month ago'],
    [59 * d, '1 month ago'],
    [60 * d, '2 months ago'],
    [400 * d, '13 months ago'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeTime(before(elapsed), now)).toBe(expected)
  })

  it('accepts ISO strings and epoch numbers', () => {
    expect(relativeTime(before(5 * min).toISOString(), now.getTime())).toBe('5 minutes ago')
    expect(relativeTime(before(3 * h).getTime(), now)).toBe('3 hours ago')
  })

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * s), now)).toBe('0 seconds ago')
  })
})
