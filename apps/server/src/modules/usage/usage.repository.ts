import { type Database, schema } from '@tipsy/db'
import { eq, max, sql, sum } from 'drizzle-orm'

const { usageCounters } = schema

/** The counters the product keeps per user and UTC day. */
export type UsageMetric = 'generate' | 'messages' | 'analyze' | 'rewrite' | 'emoji' | `tone:${string}`

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
