import { describe, expect, it } from 'vitest'
import { messageExportQuerySchema, sandboxClockRequestSchema, subscriptionBadge } from './billing'
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
