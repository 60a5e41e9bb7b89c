import { type Database, type Executor, preparedStatement, schema } from '@tipsy/db'
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm'

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
  /**
   * The day's usage statistic the call adds one to, counted in the same statement only when the
   * unit is taken, and given back with it: the call then writes nothing after the engine.
   */
  statistic: string | null
  /**
   * A request that counts once a day (a chat read for replies, issue 39): the metric of its marker
   * row. When today's marker is there the call is admitted without a unit; otherwise the unit
   * taken sets it.
   */
  once?: string | null
}

export interface AdmitResult {
  /** The rate-limit window, when a call was counted in one. */
  window: WindowCount | null
  /** False when the rate limit or the quota refused the call (nothing of the quota was taken). */
  consumed: boolean
  /** The statistic's time before this call counted it (null: no row yet, or no statistic). */
  statisticWas: Date | null
  /** Admitted as the same request again today (`QuotaUnit.once`): nothing was taken. */
  repeat: boolean
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

/** Today's marker of a request that counts once, read from the statement's snapshot. */
const seenToday = sql`
  select 1 as seen from ${counters}
  where ${counters.userId} = ${placeholder('userId')}::uuid and ${counters.metric} = ${placeholder('once')}::text
    and ${counters.day} = ${placeholder('day')}::date`

/** Sets today's marker, only when the same statement took the quota unit for it. */
const markSeen = sql`
  insert into ${counters} as m (user_id, metric, day, count, updated_at)
  select ${placeholder('userId')}::uuid, ${placeholder('once')}::text, ${placeholder('day')}::date, 1,
    ${placeholder('at')}::timestamptz
  where exists (select 1 from quota)
  on conflict (user_id, metric, day) do nothing
  returning 1 as marked`

/** Adds one to the day's statistic, only when the same statement took the quota unit. */
const countStatistic = sql`
  insert into ${counters} as s (user_id, metric, day, count, updated_at)
  select ${placeholder('userId')}::uuid, ${placeholder('statistic')}::text, ${placeholder('day')}::date, 1,
    ${placeholder('at')}::timestamptz
  where exists (select 1 from quota)
  on conflict (user_id, metric, day) do update set count = s.count + 1, updated_at = excluded.updated_at
  returning 1 as counted`

/**
 * The SQL of the rate-limit counters and of taking quota units. The statements are built once
 * and prepared by name: a call that is rate limited, metered and counted is one round trip.
 */
export function createLimitsRepository(db: Database) {
  const window = db
    .$with('window_count', { count: sql<number>`count`.as('count'), ttlMs: sql<number>`ttl_ms`.as('ttl_ms') })
    .as(countInWindow)
  const quotaAfterWindow = db
    .$with('quota', { taken: sql<number>`taken`.as('taken') })
    .as(takeQuotaUnit(sql`(select count from window_count) <= ${placeholder('max')}::int`))
  const quotaAlone = db.$with('quota', { taken: sql<number>`taken`.as('taken') }).as(takeQuotaUnit(sql`true`))
  const seen = db.$with('seen', { seen: sql<number>`seen`.as('seen') }).as(seenToday)
  const notSeen = sql`not exists (select 1 from seen)`
  const quotaAfterWindowUnseen = db
    .$with('quota', { taken: sql<number>`taken`.as('taken') })
    .as(takeQuotaUnit(sql`(select count from window_count) <= ${placeholder('max')}::int and ${notSeen}`))
  const quotaUnseen = db.$with('quota', { taken: sql<number>`taken`.as('taken') }).as(takeQuotaUnit(notSeen))
  const mark = db.$with('mark', { marked: sql<number>`marked`.as('marked') }).as(markSeen)
  const statistic = db.$with('statistic', { counted: sql<number>`counted`.as('counted') }).as(countStatistic)
  // Read from the statement's snapshot, before the statistic moves: `release` puts it back.
  const statisticWas = db
    .$with('statistic_was', { at: sql<string | null>`updated_at`.as('updated_at') })
    .as(sql`
    select ${counters.updatedAt} from ${counters}
    where ${counters.userId} = ${placeholder('userId')}::uuid and ${counters.metric} = ${placeholder('statistic')}::text
      and ${counters.day} = ${placeholder('day')}::date`)
  const consumed = sql<boolean>`exists (select 1 from quota)`.as('consumed')
  const repeat = sql<boolean>`exists (select 1 from seen)`.as('repeat')
  const was = sql<Date | null>`(select updated_at from statistic_was)`.as('was')
  const count = sql<number>`count`.as('count')
  const ttlMs = sql<number>`ttl_ms`.as('ttl_ms')
  type Row = { count?: number; ttl_ms?: number; consumed?: boolean; was?: Date | null; repeat?: boolean }
  const prepared = (name: string, query: { getSQL(): SQL }) =>
    preparedStatement<Row>(db, name, query.getSQL())

  const countOnly = prepared('rate_limit_count', db.with(window).select({ count, ttlMs }).from(window))
  // One prepared statement per shape: with or without the rate window, with or without a
  // statistic, counting once a day or every time.
  const admitWithRate = {
    plain: prepared(
      'rate_limit_count_and_quota',
      db.with(window, quotaAfterWindow).select({ count, ttlMs, consumed }).from(window),
    ),
    counted: prepared(
      'rate_limit_count_quota_and_statistic',
      db
        .with(window, quotaAfterWindow, statisticWas, statistic)
        .select({ count, ttlMs, consumed, was })
        .from(window),
    ),
    once: prepared(
      'rate_limit_count_quota_once_and_statistic',
      db
        .with(window, seen, quotaAfterWindowUnseen, mark, statisticWas, statistic)
        .select({ count, ttlMs, consumed, was, repeat })
        .from(window),
    ),
  }
  const admitAlone = {
    plain: prepared('quota_take', db.with(quotaAlone).select({ consumed }).from(sql`(select 1) as one`)),
    counted: prepared(
      'quota_take_and_statistic',
      db.with(quotaAlone, statisticWas, statistic).select({ consumed, was }).from(sql`(select 1) as one`),
    ),
    once: prepared(
      'quota_take_once_and_statistic',
      db
        .with(seen, quotaUnseen, mark, statisticWas, statistic)
        .select({ consumed, was, repeat })
        .from(sql`(select 1) as one`),
    ),
  }

  return {
    /** Counts a call against `key`'s window. */
    async count(key: string, windowMs: number): Promise<WindowCount> {
      const [row] = await countOnly({ key, windowMs })
      return { count: row?.count ?? 1, ttlMs: row?.ttl_ms ?? windowMs }
    },

    /**
     * Counts a call in its rate-limit window (when `rate` is given) and, if that leaves it within
     * `rate.max`, takes a unit of the quota and counts its statistic — one statement.
     */
    async admit(
      rate: { key: string; windowMs: number; max: number } | null,
      unit: QuotaUnit,
    ): Promise<AdmitResult> {
      const quota = { ...unit, at: unit.at.toISOString(), once: unit.once ?? null }
      // The once shapes count the statistic too: the one request counted once, a chat read, has one.
      const shape = unit.once ? 'once' : unit.statistic === null ? 'plain' : 'counted'
      const [row] = rate ? await admitWithRate[shape]({ ...quota, ...rate }) : await admitAlone[shape](quota)
      const repeat = Boolean(row?.repeat)
      return {
        window: rate ? { count: row?.count ?? 1, ttlMs: row?.ttl_ms ?? rate.windowMs } : null,
        consumed: Boolean(row?.consumed) || repeat,
        statisticWas: row?.was ?? null,
        repeat,
      }
    },

    /**
     * Gives back one unit taken at `unit.at`, and its statistic (the call it paid for failed).
     * A row the unit created goes with it, so a failed call leaves the counters as they were.
     */
    async release(unit: Omit<QuotaUnit, 'limit'>, statisticWas: Date | null = null): Promise<void> {
      const metrics = [unit.metric, unit.statistic, unit.once].filter((metric) => typeof metric === 'string')
      const todays = and(
        eq(counters.userId, unit.userId),
        inArray(counters.metric, metrics),
        eq(counters.day, unit.day),
      )
      // The statistic's time goes back too, unless a later call has moved it since.
      const timeBefore = statisticWas
        ? sql`case when ${counters.metric} = ${unit.statistic} and ${counters.updatedAt} = ${unit.at.toISOString()}::timestamptz
            then ${statisticWas.toISOString()}::timestamptz else ${counters.updatedAt} end`
        : counters.updatedAt
      await db
        .update(counters)
        .set({ count: sql`${counters.count} - 1`, updatedAt: timeBefore })
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
