// Bulk history for the scale measurement, written in SQL (INSERT … SELECT generate_series), not
// one request per row. Rows are inserted time-major — every user's newest row, then the next —
// so one user's history is spread over the table the way real traffic spreads it.
import { createDb } from '@tipsy/db'
import { sql } from 'drizzle-orm'

export interface SeedSize {
  users: number
  rowsPerUser: number
}

/** The seeded users sign in locally with these addresses: `seedEmail(1)` … `seedEmail(users)`. */
export const seedEmail = (n: number) => `seed-${n}@load.test`

const SEEDED_TONES = JSON.stringify({
  sober: 50,
  tipsy: 20,
  drunk: 0,
  flirty: 0,
  confident: 0,
  funny: 30,
  casual: 0,
  bold: 0,
})
const seededUsers = sql`select id from users where auth_subject like 'seed-%@load.test'`

/** Migrates `databaseUrl` and fills it; returns how long the seeding took in ms. */
export async function seedHistory(databaseUrl: string, size: SeedSize): Promise<number> {
  const started = performance.now()
  const handle = await createDb(databaseUrl)
  try {
    await handle.migrate()
    await handle.db.transaction(async (tx) => {
      // Every reference is valid by construction; skipping the per-row foreign-key triggers is
      // what a bulk restore does, and makes 5 million rows a minute's work rather than several.
      await tx.execute(sql`set local session_replication_role = replica`)
      // Like a restore, too: secondary indexes are built once after the load rather than kept up
      // row by row (constraint indexes stay; the tables' own definitions bring them back).
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`)
      const { rows: indexes } = await tx.execute<{ name: string; definition: string }>(sql`
        select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename in ('emoji_history', 'messages', 'message_variations')
          and indexname not in (select conname from pg_constraint)`)
      for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`))
      await tx.execute(sql`
        insert into users (auth_provider, auth_subject, email, name)
        select 'local', 'seed-' || n || '@load.test', 'seed-' || n || '@load.test', 'Seed ' || n
        from generate_series(1, ${size.users}) n`)
      await tx.execute(sql`
        insert into emoji_history (user_id, text, emoji, selected_emoji, created_at)
        select u.id, 'seeded message number ' || g, '🎉🥳✨', null, now() - g * interval '1 minute'
        from generate_series(1, ${size.rowsPerUser}) g cross join (${seededUsers}) u
        order by g`)
      await tx.execute(sql`
        insert into messages (user_id, prompt, context, platform, tones, created_at)
        select u.id, 'seeded prompt number ' || g, null, 'whatsapp', ${SEEDED_TONES}::jsonb,
          now() - g * interval '1 minute'
        from generate_series(1, ${size.rowsPerUser}) g cross join (${seededUsers}) u
        order by g`)
      await tx.execute(sql`
        insert into message_variations (message_id, position, tone, text, created_at)
        select m.id, p, 'sober', 'Seeded variation ' || p || ' of ' || m.prompt, m.created_at
        from messages m cross join generate_series(0, 2) p
        order by m.id, p`)
      for (const index of indexes) await tx.execute(sql.raw(index.definition))
    })
    // What autovacuum does after a bulk load: statistics and the visibility map.
    await handle.db.execute(sql`vacuum analyze`)
  } finally {
    await handle.close()
  }
  return performance.now() - started
}
