import type { QuotaName } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { and, eq, inArray, sql } from 'drizzle-orm'

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
  /** Adds to today's counters (a row per metric, created on first use); null when nothing is added. */
  function incrementStatement(userId: string, amounts: Partial<Record<UsageMetric, number>>, at: Date) {
    const day = utcDay(at)
    const rows = Object.entries(amounts)
      .filter(([, amount]) => (amount ?? 0) > 0)
      .map(([metric, amount]) => ({ userId, metric, day, count: amount ?? 0, updatedAt: at }))
    if (rows.length === 0) return null
    return db
      .insert(usageCounters)
      .values(rows)
      .onConflictDoUpdate({
        target: [usageCounters.userId, usageCounters.metric, usageCounters.day],
        set: {
          count: sql`${usageCounters.count} + excluded.count`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
  }

  return {
    incrementStatement,

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
  }
}

export type UsageRepository = ReturnType<typeof createUsageRepository>
