import { PGlite } from '@electric-sql/pglite'
import { type AnyColumn, fillPlaceholders, type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import type { Database } from './create-db'

const dialect = new PgDialect()

/** A value PostgreSQL reads back exactly from its literal: what our hot statements take. */
export type StatementValue = string | number | boolean | Date | null

/**
 * A statement as a literal argument of `EXECUTE`. Strings are quoted with their quotes doubled
 * (standard_conforming_strings is on in every PostgreSQL we run, so a backslash is an ordinary
 * character); numbers must be finite.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`)
    return String(value)
  }
  const text = value instanceof Date ? value.toISOString() : value
  if (typeof text !== 'string' || text.includes('\0')) throw new TypeError('not a statement value')
  return `'${text.replaceAll("'", "''")}'`
}

/** The statements prepared on each PGlite database, by name (several repositories may share one). */
const preparedOn = new WeakMap<PGlite, Map<string, { text: string; done: Promise<unknown> }>>()

function prepareOnce(client: PGlite, name: string, text: string): Promise<unknown> {
  const statements = preparedOn.get(client) ?? new Map()
  preparedOn.set(client, statements)
  const known = statements.get(name)
  if (known) {
    if (known.text !== text) throw new Error(`prepared statement "${name}" already names another statement`)
    return known.done
  }
  const done = client.query(`prepare ${name} as ${text}`).catch((error: unknown) => {
    statements.delete(name)
    throw error
  })
  statements.set(name, { text, done })
  return done
}

/**
 * A statement on a hot path, compiled once and prepared by name in the database, so neither
 * the query builder nor the planner runs per call. Drizzle's `.prepare(name)` does this on
 * node-postgres but not on PGlite, where every call was parsed and planned again and passed
 * through Drizzle's row mapping: an emoji page cost 540–840 µs that way and ≈ 400 µs prepared
 * (docs/decisions/0007). On PGlite the statement is prepared with `PREPARE` and run with
 * `EXECUTE` and literal arguments (`sqlLiteral`); on PostgreSQL each pooled connection
 * prepares it on first use. Rows come back as the driver parses them (timestamps as `Date`,
 * JSON as values), with the statement's own column names. `query` uses
 * `sql.placeholder(name)` for its parameters; the returned function fills them.
 */
export function preparedStatement<Row>(db: Database, name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query)
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  const argumentsOf = (values: Record<string, StatementValue>) => fillPlaceholders(compiled.params, values)

  if (client instanceof PGlite) {
    const prepare = () => prepareOnce(client, name, compiled.sql)
    return async (values: Record<string, StatementValue>): Promise<Row[]> => {
      const args = argumentsOf(values).map(sqlLiteral)
      await prepare()
      const call = args.length > 0 ? `execute ${name}(${args.join(', ')})` : `execute ${name}`
      return (await client.query<Row>(call)).rows
    }
  }
  return async (values: Record<string, StatementValue>): Promise<Row[]> =>
    (await client.query<Row & pg.QueryResultRow>({ name, text: compiled.sql, values: argumentsOf(values) }))
      .rows
}

/**
 * A timestamp as the ISO 8601 text JavaScript's `toISOString()` writes (UTC, milliseconds, `Z`;
 * microseconds cut, as a `Date` cuts them), made by the database: a read that only passes the
 * time on to JSON then parses no `Date` and formats none.
 */
export const isoTimestamp = (column: SQL | AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
