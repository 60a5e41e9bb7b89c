import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from './create-db'

const LEDGER_MIGRATION = '0008_ledger-without-personal-data'

interface Journal {
  entries: { tag: string }[]
}

/** The migrations folder as it was before `tag`: the same files, the journal cut short. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tipsy-migrations-'))
  cpSync(migrationsFolder(), folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal
  const cut = journal.entries.findIndex((entry) => entry.tag === tag)
  if (cut < 0) throw new Error(`no migration ${tag}`)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }))
  return folder
}

const subscriptionActive = {
  business_id: 'bus_1',
  type: 'subscription.active',
  timestamp: '2026-03-01T10:00:00.000Z',
  data: {
    subscription_id: 'sub_123',
    customer: { customer_id: 'cus_1', name: 'Ada Lovelace', email: 'ada@example.com' },
    billing: { street: '12 Analytical Row', city: 'London', state: 'LDN', zipcode: 'N1', country: 'GB' },
  },
}

/** Issue 36: the ledger kept whole webhook bodies (name, e-mail, address) with no end date. */
describe('migration 0008: the webhook ledger without personal data', () => {
  let client: PGlite
  let olderMigrations: string
  beforeAll(async () => {
    client = new PGlite()
    await client.waitReady
    olderMigrations = migrationsBefore(LEDGER_MIGRATION)
    const db = drizzle(client)
    await migrate(db, { migrationsFolder: olderMigrations })
    await db.execute(sql`insert into billing_webhook_events (webhook_id, provider, type, payload) values
      ('msg_active', 'dodo', 'subscription.active', ${JSON.stringify(subscriptionActive)}::jsonb),
      ('msg_odd', 'sandbox', 'payment.failed', '{"data": {"customer": {"email": "bob@example.com"}}}'::jsonb)`)
    await migrate(db, { migrationsFolder: migrationsFolder() })
  })
  afterAll(async () => {
    await client.close()
    rmSync(olderMigrations, { recursive: true, force: true })
  })

  it('keeps the ids, the type and the event time of what was recorded', async () => {
    const { rows } = await client.query(
      `select webhook_id, provider, type, subscription_id, occurred_at from billing_webhook_events order by webhook_id`,
    )
    expect(rows).toEqual([
      {
        webhook_id: 'msg_active',
        provider: 'dodo',
        type: 'subscription.active',
        subscription_id: 'sub_123',
        occurred_at: new Date('2026-03-01T10:00:00.000Z'),
      },
      {
        webhook_id: 'msg_odd',
        provider: 'sandbox',
        type: 'payment.failed',
        subscription_id: null,
        occurred_at: null,
      },
    ])
  })

  it('leaves no body, and so no name, e-mail or address, in the table', async () => {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'billing_webhook_events'`,
    )
    expect(rows.map((row) => row.column_name).sort()).toEqual([
      'occurred_at',
      'provider',
      'received_at',
      'subscription_id',
      'type',
      'webhook_id',
    ])
    const { rows: everything } = await client.query(`select * from billing_webhook_events`)
    expect(JSON.stringify(everything)).not.toMatch(/Ada|ada@example|Analytical|bob@example/)
  })
})
