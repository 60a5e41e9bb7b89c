// Fresh databases for one run: a PGlite directory or a throw-away PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startPostgres } from '../../../scripts/lib/postgres.mjs'
import type { Defer } from './report'

export type DatabaseKind = 'pglite' | 'postgres'
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres']

export interface FreshDatabase {
  url: string
  /**
   * Crashes the database and brings it back. PostgreSQL stops without a shutdown checkpoint and
   * replays its WAL on start; PGlite runs inside the server process, so killing that crashes it.
   */
  crash(): void
}

/** A new, empty database; `durable` turns fsync on for PostgreSQL. */
export async function freshDatabase(
  kind: DatabaseKind,
  defer: Defer,
  options: { durable?: boolean } = {},
): Promise<FreshDatabase> {
  if (kind === 'postgres') {
    const postgres = await startPostgres(options)
    defer(() => postgres.stop())
    return { url: postgres.url, crash: () => postgres.crashAndRestart() }
  }
  const dir = mkdtempSync(join(tmpdir(), 'tipsy-load-pglite-'))
  defer(() => rmSync(dir, { recursive: true, force: true }))
  return { url: join(dir, 'data'), crash: () => {} }
}
