import { type Database, schema } from '@tipsy/db'
import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'

/** Tables that count every request by design, so a refused request moves them too. */
const countsEveryRequest: string[] = [getTableName(schema.rateLimitBuckets)]

const productTables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !countsEveryRequest.includes(name))

/**
 * Row triggers on every product table count its writes in `fuzz_row_changes`: "did this
 * request write anything?" is then one small read, and only the tables it wrote to have their
 * content compared. A write that is rolled back takes its count with it.
 */
async function installWriteCounters(db: Database): Promise<void> {
  const statements = [
    'create table fuzz_row_changes (table_name text primary key, changes bigint not null default 0)',
    `create function fuzz_count_row_change() returns trigger language plpgsql as $$
     begin
       update fuzz_row_changes set changes = changes + 1 where table_name = tg_table_name;
       return null;
     end $$`,
    ...productTables.flatMap((name) => [
      `insert into fuzz_row_changes (table_name) values ('${name}')`,
      `create trigger fuzz_count_changes after insert or update or delete on "${name}"
       for each row execute function fuzz_count_row_change()`,
    ]),
  ]
  for (const statement of statements) await db.execute(sql.raw(statement))
}

async function writeCounts(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ table_name: string; changes: string }>(
    sql`select table_name, changes from fuzz_row_changes`,
  )
  return new Map(rows.map((row) => [row.table_name, Number(row.changes)]))
}

/** Row count and a hash of every row's content. */
async function contentHash(db: Database, table: string): Promise<string> {
  const { rows } = await db.execute<{ hash: string }>(
    sql.raw(
      `select count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) as hash from "${table}" t`,
    ),
  )
  return rows[0]?.hash ?? ''
}

/**
 * Watches the product's tables between requests. `changedSinceLastCall` names the tables
 * whose content differs from the last call: a table written and then put back as it was
 * (a quota unit taken and given back) does not count as changed.
 */
export async function createStateWatch(db: Database) {
  await installWriteCounters(db)
  let counts = await writeCounts(db)
  const hashes = new Map<string, string>()
  for (const table of productTables) hashes.set(table, await contentHash(db, table))

  return {
    async changedSinceLastCall(): Promise<string[]> {
      const now = await writeCounts(db)
      const written = productTables.filter((table) => now.get(table) !== counts.get(table))
      counts = now
      const changed: string[] = []
      for (const table of written) {
        const hash = await contentHash(db, table)
        if (hash !== hashes.get(table)) changed.push(table)
        hashes.set(table, hash)
      }
      return changed
    },
  }
}

export type StateWatch = Awaited<ReturnType<typeof createStateWatch>>
