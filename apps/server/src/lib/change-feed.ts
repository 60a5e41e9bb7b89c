import { CHANGES_CHANNEL, type DbHandle } from '@tipsy/db'
import { BoundedMap } from './bounded-map'

/** What the database tells every process about (the triggers of migration 0007). */
export type ChangeKind = 'session' | 'subscription'

/**
 * A cache entry may be served only while every change committed more than this long ago is
 * known to have arrived: revoking a session reaches every process within this time.
 */
export const MAX_CHANGE_DELAY_MS = 1_000

export interface ChangeFeed {
  /** True while every change committed more than MAX_CHANGE_DELAY_MS ago has arrived. */
  isCurrent(): boolean
  /** Moves on every change that arrives and whenever the feed is lost or found again. */
  epoch(): number
  on(kind: ChangeKind, forget: (id: string) => void): void
  /** Called when changes may have been missed: caches then forget everything. */
  onReset(reset: () => void): void
  close(): Promise<void>
}

/** Listens to the database's change notifications for this process's caches. */
export async function startChangeFeed(db: DbHandle, now: () => number = Date.now): Promise<ChangeFeed> {
  const handlers: Record<ChangeKind, ((id: string) => void)[]> = { session: [], subscription: [] }
  const resets: (() => void)[] = []
  let live = false
  let confirmedAt = 0
  let epoch = 0

  const listener = await db.listen(CHANGES_CHANNEL, {
    onNotification(payload) {
      epoch++
      const separator = payload.indexOf(':')
      const kind = payload.slice(0, separator) as ChangeKind
      const id = payload.slice(separator + 1)
      for (const forget of handlers[kind] ?? []) forget(id)
    },
    onLive(nowLive, at) {
      if (nowLive !== live) {
        epoch++
        // Changes made while nobody listened are unknown: start again from the database.
        if (nowLive) for (const reset of resets) reset()
      }
      live = nowLive
      confirmedAt = at
    },
  })

  return {
    isCurrent: () => live && now() - confirmedAt < MAX_CHANGE_DELAY_MS,
    epoch: () => epoch,
    on: (kind, forget) => void handlers[kind].push(forget),
    onReset: (reset) => void resets.push(reset),
    close: () => listener.close(),
  }
}

/**
 * A per-process cache of rows that the change feed invalidates. An entry is served only while
 * the feed is current; a value read from the database is kept only if no change arrived while
 * it was being read (it might predate that change).
 */
export function createInvalidatedCache<V>(feed: ChangeFeed, kind: ChangeKind, maxEntries: number) {
  const entries = new BoundedMap<string, V>(maxEntries)
  feed.on(kind, (id) => entries.delete(id))
  feed.onReset(() => entries.clear())
  let forgotten = 0

  /** The cached value while the feed is current, without waiting; undefined otherwise. */
  const cached = (key: string): V | undefined => (feed.isCurrent() ? entries.get(key) : undefined)

  return {
    cached,
    /** The cached value, else `load()`'s (kept when it is not null). */
    async get(key: string, load: () => Promise<V | null>): Promise<V | null> {
      const known = cached(key)
      if (known !== undefined) return known
      const epoch = feed.epoch()
      const forgottenBefore = forgotten
      const value = await load()
      const unchanged = feed.epoch() === epoch && forgotten === forgottenBefore
      if (value !== null && unchanged && feed.isCurrent()) entries.set(key, value)
      return value
    },
    /** For this process's own writes, which must be seen by its very next request. */
    forget(key: string): void {
      forgotten++
      entries.delete(key)
    },
  }
}

export type InvalidatedCache<V> = ReturnType<typeof createInvalidatedCache<V>>
