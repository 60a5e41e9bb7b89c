import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoTimestamp, preparedStatement, sqlLiteral } from './prepared-statement'
import { users } from './schema'
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './testing'

describe('sqlLiteral', () => {
  it('quotes strings with their quotes doubled, and writes numbers, booleans, dates and null', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'")
    expect(sqlLiteral(42)).toBe('42')
    expect(sqlLiteral(false)).toBe('false')
    expect(sqlLiteral(null)).toBe('null')
    expect(sqlLiteral(new Date('2030-01-01T00:00:00Z'))).toBe("'2030-01-01T00:00:00.000Z'")
  })

  it('refuses what it cannot write exactly', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError)
    expect(() => sqlLiteral('a\0b')).toThrow(TypeError)
    expect(() => sqlLiteral({})).toThrow(TypeError)
  })
})

describe(`preparedStatement on ${testDatabaseKind}`, () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.dispose())

  it('gives back every value exactly, whatever its quotes and backslashes', async () => {
    const { db } = database.handle
    const echo = preparedStatement<{ text: string; n: number; at: Date; nothing: null }>(
      db,
      'test_echo',
      sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('n')}::int as n,
        ${sql.placeholder('at')}::timestamptz as at, ${sql.placeholder('nothing')}::text as nothing`,
    )
    const tricky = [`it's`, `'); drop table users; --`, 'back\\slash \\x27', `"double" $1 $$ é 🎉`]
    for (const text of tricky) {
      const [row] = await echo({ text, n: 7, at: '2030-01-01T08:00:00.000Z', nothing: null })
      expect(row).toEqual({ text, n: 7, at: new Date('2030-01-01T08:00:00Z'), nothing: null })
    }
    expect(await db.select().from(users)).toEqual([])
  })

  it('is prepared once per database, though several repositories build it', async () => {
    const { db } = database.handle
    const query = sql`select ${sql.placeholder('n')}::int + 1 as next`
    const first = preparedStatement<{ next: number }>(db, 'test_next', query)
    const second = preparedStatement<{ next: number }>(db, 'test_next', query)
    expect(await first({ n: 1 })).toEqual([{ next: 2 }])
    expect(await second({ n: 2 })).toEqual([{ next: 3 }])
  })

  it('writes a timestamp as toISOString() does, microseconds cut', async () => {
    const { db } = database.handle
    const iso = preparedStatement<{ iso: string }>(
      db,
      'test_iso',
      sql`select ${isoTimestamp(sql`${sql.placeholder('at')}::timestamptz`)} as iso`,
    )
    for (const at of [
      '2030-01-02T03:04:05.123999+00:00',
      '2030-12-31T23:59:59.9999+00:00',
      '2030-06-01T12:00:00+02:00',
    ]) {
      const [row] = await iso({ at })
      expect(row?.iso).toBe(new Date(at).toISOString())
    }
  })
})
