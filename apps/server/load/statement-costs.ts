// Where an endpoint's time goes: the CPU each of its database statements costs, called one
// after another on one connection from this process, split into this process's share (driver,
// Drizzle, and for PGlite the database itself) and the PostgreSQL backend's. Beside the
// engine's analysis, it says how close to its yardstick an endpoint can get at all.
import { readFileSync } from 'node:fs'
import { createDb, type DbHandle, schema } from '@tipsy/db'
import { createEngine } from '@tipsy/engine'
import { sql } from 'drizzle-orm'
import { createRefreshTokensRepository } from '../src/modules/auth/refresh-tokens.repository'
import { createEmojiRepository } from '../src/modules/emoji/emoji.repository'
import { createLimitsRepository } from '../src/modules/limits/limits.repository'
import { createUsageRepository, quotaMetric, utcDay } from '../src/modules/usage/usage.repository'
import { createUserStatsRepository } from '../src/modules/user/user-stats.repository'
import { type DatabaseKind, freshDatabase } from './databases'
import { type Defer, fixed, printTable } from './report'

export interface StatementCost {
  name: string
  /** CPU per call in this process, µs. */
  clientMicros: number
  /** CPU per call in the PostgreSQL backend, µs (0 for PGlite, which runs in this process). */
  databaseMicros: number
}

const CLOCK_TICK_MICROS = 10_000

/** CPU time of a process so far, µs (utime + stime, in clock ticks). */
function processCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS
}

async function cost(
  name: string,
  calls: number,
  backendPid: number | null,
  call: (index: number) => Promise<unknown>,
): Promise<StatementCost> {
  for (let index = 0; index < Math.min(200, calls); index++) await call(index)
  const client = process.cpuUsage()
  const backend = backendPid ? processCpuMicros(backendPid) : 0
  for (let index = 0; index < calls; index++) await call(index)
  const used = process.cpuUsage(client)
  return {
    name,
    clientMicros: (used.user + used.system) / calls,
    databaseMicros: backendPid ? (processCpuMicros(backendPid) - backend) / calls : 0,
  }
}

const ANALYZE_MESSAGE = 'hey!! are we still on for tonight? let me know asap, no pressure lol'

/** The statements of the bench's endpoints, timed on `kind`; and the engine's analysis. */
export async function measureStatementCosts(kind: DatabaseKind, calls: number, defer: Defer) {
  const { url } = await freshDatabase(kind, defer)
  if (kind === 'postgres') {
    // Migrating holds one connection for its lock and runs on another.
    const migrating = await createDb(url)
    await migrating.migrate()
    await migrating.close()
  }
  // One connection, so the backend whose CPU is read is the one that runs every statement.
  const handle: DbHandle = await createDb(url, { poolMax: 1 })
  defer(() => handle.close())
  if (kind === 'pglite') await handle.migrate()
  const { db } = handle
  const backendPid =
    handle.kind === 'postgres'
      ? Number((await db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid)
      : null
  const [user] = await db
    .insert(schema.users)
    .values({ authProvider: 'local', authSubject: 'costs', email: 'costs@load.test', name: 'Costs' })
    .returning({ id: schema.users.id })
  const userId = user?.id ?? ''
  const [family] = await db
    .insert(schema.refreshTokenFamilies)
    .values({ userId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: schema.refreshTokenFamilies.id })
  const emoji = createEmojiRepository(db)
  const usage = createUsageRepository(db)
  for (let index = 0; index < 20; index++) {
    const at = new Date(Date.now() - index * 1000)
    await db
      .insert(schema.emojiHistory)
      .values({ userId, text: `party ${index}`, emoji: '🎉', createdAt: at })
    await usage.incrementStatement(userId, { emoji: 1, messages: 3, 'tone:sober': 1 }, at)
  }
  const limits = createLimitsRepository(db)
  const sessions = createRefreshTokensRepository(db)
  const stats = createUserStatsRepository(db)
  const at = new Date()
  const unit = {
    userId,
    metric: quotaMetric('analyze'),
    day: utcDay(at),
    at,
    limit: null,
    statistic: 'analyze',
  }

  const costs = [
    await cost('select 1 (the yardstick’s statement)', calls, backendPid, () => db.execute(sql`select 1`)),
    await cost('session state (only when not cached)', calls, backendPid, () =>
      sessions.sessionState(family?.id ?? ''),
    ),
    await cost('GET /user/stats: the stats read', calls, backendPid, () => stats.forUser(userId)),
    await cost('GET /emoji/history: the page read', calls, backendPid, () => emoji.listPage(userId, 1, 20)),
    await cost('analyze: rate window + quota unit + statistic', calls, backendPid, () =>
      limits.admit({ key: `costs:${userId}`, windowMs: 60_000, max: 1_000_000_000 }, unit),
    ),
  ]
  const engine = createEngine({ provider: 'local' })
  const engineCost = await cost('the engine’s analysis (in-process)', calls, null, () =>
    engine.analyze(ANALYZE_MESSAGE, 'dating_app'),
  )
  await engine.close()
  return [...costs, engineCost]
}

/**
 * Prints the costs, and from them the most each targeted endpoint could reach against its
 * yardstick if everything else it does cost nothing: `bareMicros` is the bare Fastify request's
 * CPU measured in the same run, common to both sides.
 */
export function printStatementCosts(
  kind: DatabaseKind,
  costs: StatementCost[],
  calls: number,
  bareMicros: number,
  /** The analyze row's target ratio on this database. */
  analyzeTarget: number,
): void {
  printTable(
    `Where the time goes on ${kind} (${calls} calls each, one after another on one connection; CPU µs per call)`,
    ['statement', 'this process', 'PostgreSQL backend', 'total'],
    costs.map((entry) => [
      entry.name,
      fixed(entry.clientMicros, 0),
      kind === 'postgres' && !entry.name.startsWith('the engine') ? fixed(entry.databaseMicros, 0) : '—',
      fixed(entry.clientMicros + entry.databaseMicros, 0),
    ]),
  )
  const total = (name: string) => {
    const entry = costs.find((candidate) => candidate.name.startsWith(name))
    return entry ? entry.clientMicros + entry.databaseMicros : 0
  }
  const ceiling = (yardstick: number, endpoint: number) =>
    `${fixed((100 * (bareMicros + yardstick)) / (bareMicros + endpoint), 0)}%`
  const selectOne = total('select 1')
  const engine = total('the engine')
  console.info(
    `With a bare request at ${fixed(bareMicros, 0)} µs and nothing else of ours, the most each could reach: ` +
      `stats ${ceiling(selectOne, total('GET /user/stats'))} and emoji history ` +
      `${ceiling(selectOne, total('GET /emoji/history'))} of "select 1"; analyze ` +
      `${ceiling(engine, engine + total('analyze:'))} of "analyze" ` +
      '(its one statement beside the engine).',
  )
  // The target leaves a budget of CPU beside the yardstick's; how many of the cheapest round
  // trip there is (a bare `select 1`) fit in it, whatever the design?
  const yardstick = bareMicros + engine
  const budget = yardstick / analyzeTarget - yardstick
  console.info(
    `Analyze at ${fixed(100 * analyzeTarget, 0)}% of its yardstick (${fixed(yardstick, 0)} µs) may spend ` +
      `${fixed(budget, 0)} µs beside it: ${fixed(budget / selectOne, 1)} round trips as cheap as a bare ` +
      `"select 1" (${fixed(selectOne, 0)} µs), before anything it writes.`,
  )
}
