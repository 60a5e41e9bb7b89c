import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** Both drivers answer raw queries with `{ rows }`; this lets `db.execute<Row>()` say so. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>
}
type RowsResult<Row> = { rows: Row[] }

/** The one database type repositories take, whichever driver is behind it. */
export type Database = PgDatabase<RowsQueryResultHKT, typeof schema>

export interface DbHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface CreateDbOptions {
  /** Maximum pooled connections for PostgreSQL. */
  poolMax?: number
}

/** Arbitrary constant identifying "Tipsy migrations" in pg_advisory_lock. */
const MIGRATION_LOCK_ID = 7_413_250_101

export function migrationsFolder(): string {
  // Resolved through the package so it works from source and from the bundled server alike.
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@tipsy/db/package.json')), 'migrations')
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/**
 * `postgres://…` → node-postgres pool; `memory://` → in-memory PGlite;
 * anything else (`file:./data`, `./data`) → PGlite stored in that directory.
 */
export async function createDb(url: string, options: CreateDbOptions = {}): Promise<DbHandle> {
  if (isPostgresUrl(url)) return createPostgres(url, options)
  return createPglite(url)
}

async function createPglite(url: string): Promise<DbHandle> {
  let client: PGlite
  if (url === 'memory://' || url === 'memory:') {
    client = new PGlite()
  } else {
    const dir = resolve(url.replace(/^file:(\/\/)?/, ''))
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir)
  }
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}

async function createPostgres(url: string, options: CreateDbOptions): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 })
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message))
  const db = drizzlePg(pool, { schema })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect()
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(db, { migrationsFolder: migrationsFolder() })
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        lockClient.release()
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}
