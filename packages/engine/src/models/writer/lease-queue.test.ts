import { describe, expect, it } from 'vitest'
import { createLeaseQueue } from './lease-queue'

const queue = (items: string[], maxQueued = 2, maxWaitMs = 1000) =>
  createLeaseQueue({
    items,
    maxQueued,
    maxWaitMs,
    busy: () => new Error('busy'),
    cancelled: (reason) => new Error(`cancelled: ${String(reason)}`),
  })

describe('createLeaseQueue', () => {
  it('lends free items at once and hands a released one to the longest waiter', async () => {
    const lender = queue(['a', 'b'])
    const first = await lender.acquire()
    const second = await lender.acquire()
    expect([first.item, second.item]).toEqual(['a', 'b'])
    const order: string[] = []
    const third = lender.acquire().then((lease) => order.push(`third:${lease.item}`))
    const fourth = lender.acquire().then((lease) => order.push(`fourth:${lease.item}`))
    expect(lender.waiting).toBe(2)
    second.release()
    second.release()
    first.release()
    await Promise.all([third, fourth])
    expect(order).toEqual(['third:b', 'fourth:a'])
  })

  it('refuses a caller beyond the queue, one that waits too long and one that cancels', async () => {
    const lender = queue(['a'], 1, 30)
    await lender.acquire()
    const waiting = lender.acquire()
    await expect(lender.acquire()).rejects.toThrow('busy')
    await expect(waiting).rejects.toThrow('busy')

    const leave = new AbortController()
    const leaving = lender.acquire(leave.signal)
    leave.abort('gone')
    await expect(leaving).rejects.toThrow('cancelled: gone')
    expect(lender.waiting).toBe(0)
  })

  it('refuses waiting and later callers once closed', async () => {
    const lender = queue(['a'])
    await lender.acquire()
    const waiting = lender.acquire()
    lender.close('shutdown')
    await expect(waiting).rejects.toThrow('cancelled: shutdown')
    await expect(lender.acquire()).rejects.toThrow('cancelled: shutdown')
  })
})
