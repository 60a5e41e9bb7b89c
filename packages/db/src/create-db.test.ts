import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type DbHandle } from './create-db'
import { users } from './schema'
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './testing'

const expectedTables = [
  'billing_webhook_events',
  'copy_events',
  'emoji_history',
  'message_analyses',
  'message_variations',
  'messages',
  'rate_limit_buckets',
  'refresh_token_families',
  'refresh_tokens',
  'sandbox_checkout_sessions',
  'sandbox_clock',
  'sandbox_subscriptions',
  'sandbox_webhook_outbox',
  'saved_messages',
  'subscriptions',
  'usage_counters',
  'user_preferences',
  'users',
  'web_vitals',
]

async function tablesOf(handle: DbHandle): Promise<string[]> {
  const result = await handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )
  return result.rows.map((row) => row.table_name)
}

describe(`migrations on ${testDatabaseKind}`, () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.dispose())

  it('creates every table', async () => {
    expect(await tablesOf(database.handle)).toEqual(expectedTables)
    expect(database.handle.kind).toBe(testDatabaseKind)
  })

  it('is idempotent: running again changes nothing', async () => {
    await database.handle.migrate()
    await Promise.all([database.handle.migrate(), database.handle.migrate()])
    expect(await tablesOf(database.handle)).toEqual(expectedTables)
  })

  it('enforces one account per identity', async () => {
    const identity = {
      authProvider: 'local',
      authSubject: 'same@example.com',
      email: 'same@example.com',
      name: 'A',
    }
    await database.handle.db.insert(users).values(identity)
    await expect(database.handle.db.insert(users).values(identity)).rejects.toThrow()
  })
})

describe('PGlite on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tipsy-pglite-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps data across a close and reopen', async () => {
    const first = await createDb(`file:${dir}`)
    await first.migrate()
    await first.db
      .insert(users)
      .values({ authProvider: 'local', authSubject: 'k', email: 'k@example.com', name: 'K' })
    await first.close()

    const second = await createDb(dir)
    await second.migrate()
    expect(await second.db.$count(users)).toBe(1)
    await second.ping()
    await second.close()
  })
})
