export interface LeaseQueueOptions<T> {
  /** What is lent out, one caller at a time each (here: the context's sequences). */
  items: readonly T[]
  /** Callers that may wait when everything is lent out; one more is refused at once. */
  maxQueued: number
  /** How long a caller may wait before it is refused. */
  maxWaitMs: number
  /** The error for a caller refused because the queue is full or it waited too long. */
  busy: () => Error
  /** The error for a caller that cancelled while waiting, or was waiting when the queue closed. */
  cancelled: (reason: unknown) => Error
}

export interface Lease<T> {
  item: T
  /** Hands the item to the next waiting caller; a second call does nothing. */
  release(): void
}

interface Waiter<T> {
  resolve: (lease: Lease<T>) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
  signal: AbortSignal | undefined
  onAbort: () => void
}

/**
 * Lends a fixed set of items to callers in arrival order, with a bounded line of callers
 * waiting for one: a full line or a long wait is refused rather than piling up work.
 */
export function createLeaseQueue<T>({ items, maxQueued, maxWaitMs, busy, cancelled }: LeaseQueueOptions<T>) {
  const free = [...items]
  const waiting: Waiter<T>[] = []
  let closedBecause: unknown

  function lease(item: T): Lease<T> {
    let released = false
    return {
      item,
      release() {
        if (released) return
        released = true
        const next = waiting.shift()
        if (next) {
          settle(next)
          next.resolve(lease(item))
        } else free.push(item)
      },
    }
  }

  function settle(waiter: Waiter<T>) {
    clearTimeout(waiter.timer)
    waiter.signal?.removeEventListener('abort', waiter.onAbort)
  }

  function leave(waiter: Waiter<T>, error: Error) {
    const index = waiting.indexOf(waiter)
    if (index < 0) return
    waiting.splice(index, 1)
    settle(waiter)
    waiter.reject(error)
  }

  return {
    /** Resolves with an item to use and release; rejects when refused or cancelled first. */
    acquire(signal?: AbortSignal): Promise<Lease<T>> {
      if (closedBecause !== undefined) return Promise.reject(cancelled(closedBecause))
      if (signal?.aborted) return Promise.reject(cancelled(signal.reason))
      const item = free.shift()
      if (item !== undefined) return Promise.resolve(lease(item))
      if (waiting.length >= maxQueued) return Promise.reject(busy())
      return new Promise((resolve, reject) => {
        const waiter: Waiter<T> = {
          resolve,
          reject,
          signal,
          timer: setTimeout(() => leave(waiter, busy()), maxWaitMs),
          onAbort: () => leave(waiter, cancelled(signal?.reason)),
        }
        signal?.addEventListener('abort', waiter.onAbort, { once: true })
        waiting.push(waiter)
      })
    },
    /** Callers waiting now. */
    get waiting() {
      return waiting.length
    },
    /** Refuses every waiting and later caller. */
    close(reason: unknown) {
      closedBecause = reason ?? new Error('closed')
      for (const waiter of [...waiting]) leave(waiter, cancelled(closedBecause))
    },
  }
}
