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

/** What `Database.transaction` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Where a repository runs its SQL: the pool, or a transaction a service opened. */
export type Executor = Database | Transaction

/**
 * The channel the change triggers notify on (migration 0007): payloads `session:<family id>`
 * when a refresh-token family is revoked or deleted, `subscription:<user id>` when a user's
 * subscription record is written.
 */
export const CHANGES_CHANNEL = 'tipsy_changes'

export interface ListenHandlers {
  onNotification(payload: string): void
  /**
   * Whether every notification sent from now on will arrive. With PostgreSQL it turns false
   * when the listening connection is lost (and true again once it is back); `confirmedAt` is
   * then the start of the newest successful heartbeat: every notification committed before it
   * has been delivered.
   */
  onLive(live: boolean, confirmedAt: number): void
}

export interface Listener {
  close(): Promise<void>
}

export interface DbHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies pending migrations; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  /**
   * Receives the notifications sent on `channel` by any process (LISTEN). PGlite runs in this
   * process only, so its notifications are always live; PostgreSQL keeps one dedicated
   * connection that reconnects when lost and sends a heartbeat every `HEARTBEAT_MS`.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>
  close(): Promise<void>
}

export interface CreateDbOptions {
  /** Maximum pooled connections for PostgreSQL. */
  poolMax?: number
  /** In-memory PGlite only: start from this data directory dump (`dumpDataDir`) instead of an empty cluster. */
  pgliteDataDir?: Blob
}

/** How the listening connection names itself (pg_stat_activity; the bench leaves it out of its counts). */
export const CHANGE_FEED_APPLICATION_NAME = 'tipsy-change-feed'

/** How often the PostgreSQL listener proves its connection alive. */
export const HEARTBEAT_MS = 250
const RECONNECT_MAX_MS = 5_000

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
  return createPglite(url, options.pgliteDataDir)
}

async function createPglite(url: string, dataDir?: Blob): Promise<DbHandle> {
  let client: PGlite
  if (url === 'memory://' || url === 'memory:') {
    client = new PGlite(dataDir ? { loadDataDir: dataDir } : {})
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
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, (payload) => handlers.onNotification(payload))
      handlers.onLive(true, Number.POSITIVE_INFINITY)
      return { close: () => stop() }
    },
    close: () => client.close(),
  }
}

async function createPostgres(url: string, options: CreateDbOptions): Promise<DbHandle> {
  // Connections stay open while idle: closing idle ones set and cleared a timer around every
  // query, and a server reuses its few connections all the time anyway.
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10, idleTimeoutMillis: 0 })
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
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A
 * heartbeat every HEARTBEAT_MS proves the connection alive; a lost connection is reported at
 * once and replaced with backoff. Resolves after the first attempt, connected or not.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | null = null
  let closed = false
  let retryMs = 100
  let timer: NodeJS.Timeout | null = null

  const schedule = (run: () => void, ms: number) => {
    if (closed) return
    timer = setTimeout(run, ms)
    timer.unref()
  }

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return
    client = null
    handlers.onLive(false, 0)
    lostClient.end().catch(() => {})
    schedule(() => void connect(), retryMs)
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS)
  }

  const heartbeat = (beating: pg.Client) => {
    if (client !== beating) return
    const startedAt = Date.now()
    beating.query('select 1').then(
      () => {
        if (client !== beating) return
        handlers.onLive(true, startedAt)
        schedule(() => heartbeat(beating), HEARTBEAT_MS)
      },
      () => lost(beating),
    )
  }

  const connect = async () => {
    // A heartbeat that never returns (a silent network) fails after query_timeout, and reconnects.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      query_timeout: 2_000,
      application_name: CHANGE_FEED_APPLICATION_NAME,
    })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotification(message.payload)
    })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      const startedAt = Date.now()
      await next.connect()
      await next.query(`LISTEN ${quoteIdentifier(channel)}`)
      if (closed) {
        await next.end()
        return
      }
      client = next
      retryMs = 100
      handlers.onLive(true, startedAt)
      schedule(() => heartbeat(next), HEARTBEAT_MS)
    } catch {
      client = next
      lost(next)
    }
  }

  await connect()
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const open = client
      client = null
      await open?.end().catch(() => {})
    },
  }
}
