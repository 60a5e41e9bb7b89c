import type { QuotaName } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { and, eq, gt, inArray, max, sql, sum } from 'drizzle-orm'

const { usageCounters } = schema

/** The counters the product keeps per user and UTC day. */
export type UsageMetric =
  | 'generate'
  | 'messages'
  | 'analyze'
  | 'rewrite'
  | 'emoji'
  | `tone:${string}`
  | QuotaMetric

/** Plan quota counters, apart from the statistics: they count metered calls that succeeded. */
export type QuotaMetric = `quota:${QuotaName}`
export const quotaMetric = (quota: QuotaName): QuotaMetric => `quota:${quota}`

export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

export function createUsageRepository(db: Database) {
  return {
    /** Adds to today's counters in one statement (a row per metric, created on first use). */
    async increment(userId: string, amounts: Partial<Record<UsageMetric, number>>, at: Date): Promise<void> {
      const day = utcDay(at)
      const rows = Object.entries(amounts)
        .filter(([, amount]) => (amount ?? 0) > 0)
        .map(([metric, amount]) => ({ userId, metric, day, count: amount ?? 0, updatedAt: at }))
      if (rows.length === 0) return
      await db
        .insert(usageCounters)
        .values(rows)
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.metric, usageCounters.day],
          set: {
            count: sql`${usageCounters.count} + excluded.count`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
    },

    /**
     * Adds one to today's counter unless it has reached `limit` (null: no limit), as a single
     * statement: the row lock of the upsert makes concurrent callers in any process queue up,
     * so the count never passes the limit. False when the limit was reached. The row's time is
     * left alone, so that `release` can put it back exactly as it was.
     */
    async tryConsume(userId: string, metric: UsageMetric, at: Date, limit: number | null): Promise<boolean> {
      const consumed = await db
        .insert(usageCounters)
        .values({ userId, metric, day: utcDay(at), count: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.metric, usageCounters.day],
          set: { count: sql`${usageCounters.count} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${usageCounters.count} < ${limit}` }),
        })
        .returning({ count: usageCounters.count })
      return consumed.length > 0
    },

    /**
     * Gives back one unit taken by `tryConsume` at `at` (the call it paid for failed). A row the
     * unit created goes with it, so a failed call leaves the counters exactly as they were.
     */
    async release(userId: string, metric: UsageMetric, at: Date): Promise<void> {
      const todays = and(
        eq(usageCounters.userId, userId),
        eq(usageCounters.metric, metric),
        eq(usageCounters.day, utcDay(at)),
      )
      await db
        .update(usageCounters)
        .set({ count: sql`${usageCounters.count} - 1` })
        .where(and(todays, gt(usageCounters.count, 0)))
      // Deleted only while still at zero: a unit taken in between keeps the row.
      await db.delete(usageCounters).where(and(todays, eq(usageCounters.count, 0)))
    },

    /** The counts of the given metrics on the UTC day of `at` (0 when absent). */
    async countsOn<M extends UsageMetric>(
      userId: string,
      metrics: M[],
      at: Date,
    ): Promise<Record<M, number>> {
      const rows = await db
        .select({ metric: usageCounters.metric, count: usageCounters.count })
        .from(usageCounters)
        .where(
          and(
            eq(usageCounters.userId, userId),
            eq(usageCounters.day, utcDay(at)),
            inArray(usageCounters.metric, metrics),
          ),
        )
      const found = new Map(rows.map((row) => [row.metric, row.count]))
      return Object.fromEntries(metrics.map((metric) => [metric, found.get(metric) ?? 0])) as Record<
        M,
        number
      >
    },

    /** All-time totals per metric, and when any counter last moved (the user's last activity). */
    async summary(userId: string): Promise<{ totals: Map<string, number>; lastUsedAt: Date | null }> {
      const rows = await db
        .select({
          metric: usageCounters.metric,
          total: sum(usageCounters.count).mapWith(Number),
          lastUsedAt: max(usageCounters.updatedAt),
        })
        .from(usageCounters)
        .where(eq(usageCounters.userId, userId))
        .groupBy(usageCounters.metric)
      const lastUsedAt = rows.reduce<Date | null>(
        (latest, row) => (row.lastUsedAt && (!latest || row.lastUsedAt > latest) ? row.lastUsedAt : latest),
        null,
      )
      return { totals: new Map(rows.map((row) => [row.metric, row.total])), lastUsedAt }
    },
  }
}

export type UsageRepository = ReturnType<typeof createUsageRepository>
