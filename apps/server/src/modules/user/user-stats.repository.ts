import { type Database, preparedStatement, schema } from '@tipsy/db'
import { sql } from 'drizzle-orm'

const { users, usageCounters } = schema

export interface UserStatsRow {
  createdAt: Date
  lastActiveAt: Date
  /** All-time total per usage metric. */
  totals: Map<string, number>
  /** When any of the user's counters last moved. */
  lastUsedAt: Date | null
}

/** The dashboard's figures: the account's dates and its all-time usage, read in one statement. */
export function createUserStatsRepository(db: Database) {
  const usage = sql<{ totals: Record<string, number> | null; lastUsedAt: string | null } | null>`(
    select jsonb_build_object('totals', jsonb_object_agg(metric, total), 'lastUsedAt', max(last_used))
    from (
      select ${usageCounters.metric} as metric, sum(${usageCounters.count}) as total,
        max(${usageCounters.updatedAt}) as last_used
      from ${usageCounters}
      where ${usageCounters.userId} = ${users.id}
      group by ${usageCounters.metric}
    ) per_metric
  )`
  // Compiled and prepared once: neither the query builder nor the planner runs per call.
  const stats = preparedStatement<{ created_at: Date; last_active_at: Date; usage: typeof usage._.type }>(
    db,
    'user_stats',
    sql`select ${users.createdAt} as created_at, ${users.lastActiveAt} as last_active_at, ${usage} as usage
      from ${users} where ${users.id} = ${sql.placeholder('userId')}`,
  )

  return {
    /** Null when the account no longer exists. */
    async forUser(userId: string): Promise<UserStatsRow | null> {
      const [row] = await stats({ userId })
      if (!row) return null
      const totals = Object.entries(row.usage?.totals ?? {}).map(
        ([metric, total]) => [metric, Number(total)] as const,
      )
      const lastUsedAt = row.usage?.lastUsedAt ? new Date(row.usage.lastUsedAt) : null
      return {
        createdAt: row.created_at,
        lastActiveAt: row.last_active_at,
        totals: new Map(totals),
        lastUsedAt,
      }
    },
  }
}

export type UserStatsRepository = ReturnType<typeof createUserStatsRepository>
