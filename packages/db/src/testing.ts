import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { z } from 'zod'
import { createDb, type DbHandle } from './create-db'

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
    const handle = await createDb('memory://')
    await handle.migrate()
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

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
