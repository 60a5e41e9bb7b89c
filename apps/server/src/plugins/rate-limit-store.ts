import { type Database, schema } from '@tipsy/db'
import { sql } from 'drizzle-orm'

const { rateLimitBuckets: buckets } = schema

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** How often an increment also sweeps windows that ended long ago (1 in N). */
const SWEEP_ONE_IN = 500

/**
 * A store for @fastify/rate-limit whose fixed-window counters live in the database, so every
 * server process counts the same requests. The database clock decides the windows.
 */
export function databaseRateLimitStore(db: Database) {
  return class DatabaseRateLimitStore {
    async incr(key: string, callback: IncrCallback, timeWindow: number): Promise<void> {
      try {
        const expired = sql`${buckets.windowStart} + ${timeWindow} * interval '1 millisecond' <= now()`
        const [row] = await db
          .insert(buckets)
          .values({ key, windowStart: sql`now()`, count: 1 })
          .onConflictDoUpdate({
            target: buckets.key,
            set: {
              count: sql`case when ${expired} then 1 else ${buckets.count} + 1 end`,
              windowStart: sql`case when ${expired} then now() else ${buckets.windowStart} end`,
            },
          })
          .returning({
            count: buckets.count,
            ttl: sql<number>`greatest(0, ceil(extract(epoch from (${buckets.windowStart} + ${timeWindow} * interval '1 millisecond' - now())) * 1000))::int`,
          })
        if (Math.random() * SWEEP_ONE_IN < 1) {
          await db.delete(buckets).where(sql`${buckets.windowStart} < now() - interval '1 day'`)
        }
        callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow })
      } catch (error) {
        callback(error as Error)
      }
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore()
    }
  }
}
