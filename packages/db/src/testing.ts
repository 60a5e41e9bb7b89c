import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { z } from 'zod'
import { createDb, type DbHandle, migrationsFolder } from './create-db'

/**
 * Tests run on in-memory PGlite by default. With TEST_DATABASE_URL (a PostgreSQL server
 * `npm test` starts itself), every test file gets a fresh database on that server instead.
 */
const testEnv = z
  .object({
    TEST_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  })
  .parse(process.env)

export const testDatabaseKind = testEnv.TEST_DATABASE_URL ? 'postgres' : 'pglite'

export interface TestDatabase {
  handle: DbHandle
  /** Closes the connection and drops the per-file database. */
  dispose(): Promise<void>
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testEnv.TEST_DATABASE_URL
  if (!adminUrl) {
    const handle = await migratedPglite()
    return { handle, dispose: () => handle.close() }
  }
  const name = `tipsy_test_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await createDb(url.toString(), { poolMax: 5 })
  await handle.migrate()
  return {
    handle,
    async dispose() {
      await handle.close()
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
    },
  }
}

/**
 * An in-memory PGlite with every migration applied. Booting an empty cluster (initdb in
 * WebAssembly) costs about twice as much as loading a dump of a migrated one, and every test
 * file needs a database: the first file to get here writes the dump, keyed by the migrations and
 * the PGlite version, and the others start from it.
 */
async function migratedPglite(): Promise<DbHandle> {
  const template = pgliteTemplatePath()
  if (existsSync(template)) {
    return createDb('memory://', { pgliteDataDir: new Blob([readFileSync(template)]) })
  }
  const handle = await createDb('memory://')
  await handle.migrate()
  const client = (handle.db as unknown as { $client: PGlite }).$client
  const dump = await client.dumpDataDir('none')
  // Written aside and renamed, so a file running beside this one never reads half a dump.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, template)
  return handle
}

function pgliteTemplatePath(): string {
  const hash = createHash('sha256')
  // The package's exports hide its package.json; it sits one folder above the entry point.
  hash.update(readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))))
  const folder = migrationsFolder()
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(folder, file)))
  }
  return join(tmpdir(), `tipsy-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`)
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
