import type { WindowCount } from './limits.repository'

/** Ended windows are swept once the map holds this many keys (and again at twice the live count). */
const SWEEP_AT = 10_000

/**
 * Rate-limit windows in this process's memory: the same fixed windows as the database's
 * (`limits.repository.ts`: a window starts with its first call and ends `windowMs` later), with
 * no round trip. Only for PGlite, whose data directory one process alone can open: every call
 * that database serves passes through this process, so the count is exact. PostgreSQL keeps its
 * windows in the database (or Redis), shared by every process.
 */
export function createMemoryWindowCounter(now: () => number = Date.now) {
  // Each window keeps its own end: a minute's and a day's windows share the map.
  const windows = new Map<string, { end: number; count: number }>()
  let sweepAt = SWEEP_AT

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.end <= at) windows.delete(key)
    sweepAt = Math.max(SWEEP_AT, windows.size * 2)
  }

  return {
    async count(key: string, windowMs: number): Promise<WindowCount> {
      const at = now()
      let window = windows.get(key)
      if (!window || window.end <= at) {
        if (!window && windows.size >= sweepAt) sweep(at)
        window = { end: at + windowMs, count: 0 }
        windows.set(key, window)
      }
      window.count++
      return { count: window.count, ttlMs: Math.max(0, window.end - at) }
    },
    async close(): Promise<void> {},
  }
}

export type MemoryWindowCounter = ReturnType<typeof createMemoryWindowCounter>

const byDatabase = new WeakMap<object, MemoryWindowCounter>()

/**
 * The windows of one in-process database: apps built in one process on the same PGlite share
 * them, as they share its rows.
 */
export function memoryWindowsOf(database: object): MemoryWindowCounter {
  let counter = byDatabase.get(database)
  if (!counter) {
    counter = createMemoryWindowCounter()
    byDatabase.set(database, counter)
  }
  return counter
}
