import { type SQLWrapper, sql } from 'drizzle-orm'
import type { Executor } from './create-db'

/**
 * Runs several writes as one SQL statement, each a data-modifying CTE: one round trip, and
 * atomic like a transaction (a statement applies whole or not at all). Every part sees the
 * database as it was before the statement — a part cannot read what another part writes — and
 * foreign keys are checked at its end, so a row and rows referring to it may be written together.
 */
export async function writeAsOneStatement(db: Executor, writes: SQLWrapper[]): Promise<void> {
  if (writes.length === 0) return
  // Drizzle puts an embedded query in parentheses, which is exactly what `name as (…)` needs.
  const parts = writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as ${write}`)
  await db.execute(sql`with ${sql.join(parts, sql`, `)} select 1`)
}
