import { type Database, isoTimestamp, preparedStatement, schema } from '@tipsy/db'
import { sql } from 'drizzle-orm'

const { users, usageCounters } = schema

export interface UserStatsRow {
  createdAt: Date
  /** The later of the account's last sign-in and its last counted use, as ISO text. */
  lastActive: string
  /** All-time total per usage metric. */
  totals: Map<string, number>
}

type Row = {
  metric: string | null
  total: number | null
  created_ms: number | null
  last_active: string | null
}

/**
 * The dashboard's figures: the account's dates and its all-time usage, read in one statement of
 * plain rows — the account's row (no metric) and one per metric — with the dates as a number and
 * ISO text, so nothing is parsed twice (no JSON built by the database, no `Date` per row).
 */
export function createUserStatsRepository(db: Database) {
  const userId = sql.placeholder('userId')
  const lastUsed = sql`(select max(${usageCounters.updatedAt}) from ${usageCounters} where ${usageCounters.userId} = ${users.id})`
  // Compiled and prepared once: neither the query builder nor the planner runs per call.
  const stats = preparedStatement<Row>(
    db,
    'user_stats',
    sql`select null::text as metric, null::float8 as total,
        (extract(epoch from ${users.createdAt}) * 1000)::float8 as created_ms,
        ${isoTimestamp(sql`greatest(${users.lastActiveAt}, ${lastUsed})`)} as last_active
      from ${users} where ${users.id} = ${userId}
      union all
      select ${usageCounters.metric}, sum(${usageCounters.count})::float8, null, null
      from ${usageCounters} where ${usageCounters.userId} = ${userId}
      group by ${usageCounters.metric}`,
  )

  return {
    /** Null when the account no longer exists. */
    async forUser(userId: string): Promise<UserStatsRow | null> {
      const rows = await stats({ userId })
      let account: Row | undefined
      const totals = new Map<string, number>()
      for (const row of rows) {
        if (row.metric === null) account = row
        else totals.set(row.metric, row.total ?? 0)
      }
      if (!account || account.created_ms === null || account.last_active === null) return null
      return { createdAt: new Date(account.created_ms), lastActive: account.last_active, totals }
    },
  }
}

export type UserStatsRepository = ReturnType<typeof createUserStatsRepository>
