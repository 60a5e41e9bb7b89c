import { type Database, type Executor, schema } from '@tipsy/db'
import { and, eq, gt, sql } from 'drizzle-orm'

const { rateLimitBuckets: buckets, usageCounters: counters } = schema

/** A rate-limit window after a call was counted: the calls in it so far, and when it ends. */
export interface WindowCount {
  count: number
  ttlMs: number
}

/** One unit of a plan quota: a usage counter row per user, metric and UTC day. */
export interface QuotaUnit {
  userId: string
  metric: string
  /** The UTC day, `YYYY-MM-DD`. */
  day: string
  at: Date
  /** Null: no limit (Premium), the unit is still counted. */
  limit: number | null
}

export interface AdmitResult {
  /** The rate-limit window, when a call was counted in one. */
  window: WindowCount | null
  /** False when the rate limit or the quota refused the call (nothing of the quota was taken). */
  consumed: boolean
}

const placeholder = sql.placeholder

/**
 * Counts a call in a fixed window of `windowMs` (the database clock decides the windows, so
 * every process agrees). A row per key; a window that has ended starts again at 1.
 */
const countInWindow = sql`
  insert into ${buckets} as b (key, window_start, count)
  values (${placeholder('key')}, now(), 1)
  on conflict (key) do update set
    count = case when b.window_start + ${placeholder('windowMs')}::int * interval '1 millisecond' <= now()
      then 1 else b.count + 1 end,
    window_start = case when b.window_start + ${placeholder('windowMs')}::int * interval '1 millisecond' <= now()
      then now() else b.window_start end
  returning b.count,
    greatest(0, ceil(extract(epoch from (b.window_start
      + ${placeholder('windowMs')}::int * interval '1 millisecond' - now())) * 1000))::int as ttl_ms`

/**
 * Takes one unit of a quota unless the counter has reached its limit (a null limit never
 * refuses), in one statement: the upsert's row lock makes concurrent callers in any process
 * queue, so the count never passes the limit. `allowed` gates it on the same statement's rate
 * count. The row's time is left alone, so `release` can put it back exactly as it was.
 */
const takeQuotaUnit = (allowed: ReturnType<typeof sql>) => sql`
  insert into ${counters} as c (user_id, metric, day, count, updated_at)
  select ${placeholder('userId')}::uuid, ${placeholder('metric')}::text, ${placeholder('day')}::date, 1,
    ${placeholder('at')}::timestamptz
  where ${allowed}
  on conflict (user_id, metric, day) do update set count = c.count + 1
  where ${placeholder('limit')}::bigint is null or c.count < ${placeholder('limit')}::bigint
  returning 1 as taken`

/**
 * The SQL of the rate-limit counters and of taking quota units. The statements are built once
 * and prepared by name: a call that is both rate limited and metered is one round trip.
 */
export function createLimitsRepository(db: Database) {
  const window = db
    .$with('window_count', { count: sql<number>`count`.as('count'), ttlMs: sql<number>`ttl_ms`.as('ttl_ms') })
    .as(countInWindow)
  const quotaAfterWindow = db
    .$with('quota', { taken: sql<number>`taken`.as('taken') })
    .as(takeQuotaUnit(sql`(select count from window_count) <= ${placeholder('max')}::int`))
  const quotaAlone = db.$with('quota', { taken: sql<number>`taken`.as('taken') }).as(takeQuotaUnit(sql`true`))

  const countOnly = db
    .with(window)
    .select({ count: window.count, ttlMs: window.ttlMs })
    .from(window)
    .prepare('rate_limit_count')
  const countAndTake = db
    .with(window, quotaAfterWindow)
    .select({
      count: window.count,
      ttlMs: window.ttlMs,
      consumed: sql<boolean>`exists (select 1 from quota)`,
    })
    .from(window)
    .prepare('rate_limit_count_and_quota')
  const takeOnly = db
    .with(quotaAlone)
    .select({ consumed: sql<boolean>`exists (select 1 from quota)` })
    .from(sql`(select 1) as one`)
    .prepare('quota_take')

  return {
    /** Counts a call against `key`'s window. */
    async count(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await countOnly.execute({ key, windowMs })
      return { count: row?.count ?? 1, ttlMs: row?.ttlMs ?? windowMs }
    },

    /**
     * Counts a call in its rate-limit window (when `rate` is given) and, if that leaves it within
     * `rate.max`, takes a unit of the quota — one statement.
     */
    async admit(
      rate: { key: string; windowMs: number; max: number } | null,
      unit: QuotaUnit,
    ): Promise<AdmitResult> {
      const quota = { ...unit, at: unit.at.toISOString() }
      if (!rate) {
        const [row] = await takeOnly.execute(quota)
        return { window: null, consumed: Boolean(row?.consumed) }
      }
      const [row] = await countAndTake.execute({ ...quota, ...rate })
      return {
        window: { count: row?.count ?? 1, ttlMs: row?.ttlMs ?? rate.windowMs },
        consumed: Boolean(row?.consumed),
      }
    },

    /**
     * Gives back one unit taken at `unit.at` (the call it paid for failed). A row the unit
     * created goes with it, so a failed call leaves the counters exactly as they were.
     */
    async release(unit: Omit<QuotaUnit, 'limit' | 'at'>): Promise<void> {
      const todays = and(
        eq(counters.userId, unit.userId),
        eq(counters.metric, unit.metric),
        eq(counters.day, unit.day),
      )
      await db
        .update(counters)
        .set({ count: sql`${counters.count} - 1` })
        .where(and(todays, gt(counters.count, 0)))
      // Deleted only while still at zero: a unit taken in between keeps the row.
      await db.delete(counters).where(and(todays, eq(counters.count, 0)))
    },
  }
}

export type LimitsRepository = ReturnType<typeof createLimitsRepository>

/** Deletes rate-limit windows that ended long ago (a periodic job); returns how many went. */
export async function sweepEndedWindows(db: Executor): Promise<number> {
  const gone = await db
    .delete(buckets)
    .where(sql`${buckets.windowStart} < now() - interval '1 day'`)
    .returning({ key: buckets.key })
  return gone.length
}
