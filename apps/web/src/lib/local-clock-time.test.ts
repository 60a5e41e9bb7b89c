import { describe, expect, it } from 'vitest'
import { localClockTime } from './local-clock-time'

describe('localClockTime', () => {
  it('reads the browser clock as HH:MM, 24-hour, padded', () => {
    expect(localClockTime(new Date(2025, 2, 8, 2, 5))).toBe('02:05')
    expect(localClockTime(new Date(2025, 2, 8, 23, 59))).toBe('23:59')
    expect(localClockTime(new Date(2025, 2, 8, 0, 0))).toBe('00:00')
  })
})
