// `npm run bench [-- --ci] [--seconds N] [--part speed|history] [--speed-targets-warn-only]`:
// requests per second of our endpoints as a ratio to a bare Fastify server measured on the same
// machine in the same run, on PGlite and on PostgreSQL; then history listing at scale.
import { createEngine } from '@tipsy/engine'
import { type DatabaseKind, databaseKinds, freshDatabase } from './databases'
import { measureHistoryAtScale } from './history-at-scale'
import { type LoadRequest, type Measurement, measure } from './measure'
import { type Defer, fixed, percent, printTable, runCommand, runFlags } from './report'
import { buildServer, type RunningProcess, startBareFastify, startServer } from './server-process'
import { SAMPLE_TONES, signInActiveUsers } from './user-activity'

const CONNECTIONS = 10
const P99_AT_HALF_RATE_MS = 50

interface Row {
  name: string
  request: LoadRequest
  /** Minimum share of the bare server's requests per second (null: none); no targets: a reference. */
  minRatio: Record<DatabaseKind, number | null> | 'reference'
}

const NO_RATIO = { pglite: null, postgres: null }
const DATABASE_READ = { pglite: 0.15, postgres: 0.35 }
const ANALYZE_MESSAGE = 'hey!! are we still on for tonight? let me know asap, no pressure lol'

const endpointRows: Row[] = [
  { name: 'GET /api/health', request: { method: 'GET', path: '/api/health' }, minRatio: NO_RATIO },
  {
    name: 'GET /api/user/stats',
    request: { method: 'GET', path: '/api/user/stats' },
    minRatio: DATABASE_READ,
  },
  {
    name: 'GET /api/emoji/history',
    request: { method: 'GET', path: '/api/emoji/history' },
    minRatio: DATABASE_READ,
  },
  {
    name: 'POST /api/messages/analyze',
    request: {
      method: 'POST',
      path: '/api/messages/analyze',
      body: { message: ANALYZE_MESSAGE, use_case: 'dating_app' },
    },
    minRatio: { pglite: 0.25, postgres: 0.25 },
  },
  {
    name: 'POST /api/messages/generate',
    request: {
      method: 'POST',
      path: '/api/messages/generate',
      body: {
        prompt: 'ask my friend if she wants to get dinner on friday',
        tones: SAMPLE_TONES,
        platform: 'whatsapp',
      },
    },
    minRatio: NO_RATIO,
  },
]

/** Bare Fastify plus one `select 1` through the bare driver: the ceiling of any database read. */
const oneQueryRow: Row = {
  name: '(bare Fastify + select 1)',
  request: { method: 'GET', path: '/one-query' },
  minRatio: 'reference',
}

/**
 * The server process's CPU time per request during a run: unlike requests per second, it hardly
 * moves when a neighbour takes CPU, so it shows a change in the server's own cost clearly.
 */
async function cpuPerRequest(process: RunningProcess, run: () => Promise<Measurement>) {
  const before = process.cpuMs()
  const measurement = await run()
  return { ...measurement, cpuMicros: ((process.cpuMs() - before) * 1000) / Math.max(1, measurement.total) }
}

/** CPU time of one in-process analysis by the local engine, in microseconds (median of 200). */
async function engineAnalyzeMicros(): Promise<number> {
  const engine = createEngine({ provider: 'local' })
  const times: number[] = []
  for (let i = 0; i < 300; i++) {
    const started = performance.now()
    await engine.analyze(ANALYZE_MESSAGE, 'dating_app')
    if (i >= 100) times.push((performance.now() - started) * 1000)
  }
  await engine.close()
  return times.sort((a, b) => a - b)[times.length / 2] ?? 0
}

const { ci, seconds } = runFlags(process.argv, { ci: 3, full: 10 })
const partFlag = process.argv.indexOf('--part')
const part = partFlag >= 0 ? process.argv[partFlag + 1] : 'all'
const speedTargetsWarnOnly = process.argv.includes('--speed-targets-warn-only')
const warmUpSeconds = ci ? 1 : 3
const bareRequest: LoadRequest = { method: 'GET', path: '/' }

async function measureSpeed(defer: Defer): Promise<boolean> {
  console.info(
    `Speed: ${seconds} s per measurement, ${CONNECTIONS} connections (a Premium user each), pipelining 1`,
  )
  const bare = await startBareFastify()
  defer(() => bare.stop())
  await measure(bare.url, bareRequest, { seconds: warmUpSeconds * 2, connections: CONNECTIONS })

  let passed = true
  let bareCpuMicros = 0
  const table: string[][] = []
  for (const kind of databaseKinds) {
    const server = await startServer((await freshDatabase(kind, defer)).url)
    defer(() => server.stop())
    const ceiling = await startBareFastify((await freshDatabase(kind, defer)).url)
    defer(() => ceiling.stop())
    const users = await signInActiveUsers(server.url, 'bench', CONNECTIONS)
    const targets: [Row, RunningProcess][] = [
      ...endpointRows.map((row): [Row, RunningProcess] => [row, server]),
      [oneQueryRow, ceiling],
    ]
    for (const [row, target] of targets) {
      const run = { connections: CONNECTIONS, users }
      await measure(target.url, row.request, { ...run, seconds: warmUpSeconds })
      // The yardstick is measured right before each row: the machine is shared, and a
      // neighbour's load then weighs on both sides of the ratio alike.
      const baseline = await cpuPerRequest(bare, () =>
        measure(bare.url, bareRequest, { seconds, connections: CONNECTIONS }),
      )
      const max = await cpuPerRequest(target, () => measure(target.url, row.request, { ...run, seconds }))
      const half = await measure(target.url, row.request, {
        ...run,
        seconds,
        overallRate: max.requestsPerSecond / 2,
      })
      bareCpuMicros = baseline.cpuMicros
      const ratio = max.requestsPerSecond / baseline.requestsPerSecond
      const errors = max.failures + half.failures
      let targetText = 'reference'
      let result = '—'
      if (row.minRatio !== 'reference') {
        const minRatio = row.minRatio[kind]
        const speedMet = (minRatio === null || ratio >= minRatio) && half.p99Ms < P99_AT_HALF_RATE_MS
        passed &&= errors === 0 && (speedMet || speedTargetsWarnOnly)
        targetText = `${minRatio === null ? '' : `≥ ${percent(minRatio)}, `}p99½ < ${P99_AT_HALF_RATE_MS} ms`
        result = errors > 0 ? 'FAIL' : speedMet ? 'pass' : speedTargetsWarnOnly ? 'miss (warned)' : 'MISS'
      }
      table.push([
        row.name,
        kind,
        fixed(max.requestsPerSecond, 0),
        fixed(baseline.requestsPerSecond, 0),
        percent(ratio),
        fixed(max.cpuMicros, 0),
        fixed(baseline.cpuMicros, 0),
        fixed(max.p50Ms),
        fixed(max.p99Ms),
        fixed(half.p99Ms),
        String(errors),
        targetText,
        result,
      ])
    }
    await server.stop()
    await ceiling.stop()
  }
  await bare.stop()
  printTable(
    'Speed (ratio = req/s ÷ the bare Fastify server measured just before it; CPU = the serving process)',
    [
      'endpoint',
      'db',
      'req/s',
      'bare req/s',
      'ratio',
      'CPU µs/req',
      'bare CPU µs/req',
      'p50 ms',
      'p99 ms',
      'p99 ms at ½ rate',
      'errors',
      'target',
      'result',
    ],
    table,
  )
  const analyzeMicros = await engineAnalyzeMicros()
  console.info(
    `\nFor scale: one analysis by the local engine takes ${fixed(analyzeMicros, 0)} µs of CPU in-process, ` +
      `${fixed(analyzeMicros / Math.max(1, bareCpuMicros), 0)}× the bare server's whole request.`,
  )
  return passed
}

runCommand(async (defer) => {
  buildServer()
  let passed = true
  if (part === 'all' || part === 'speed') passed = (await measureSpeed(defer)) && passed
  if (part === 'all' || part === 'history') {
    passed = (await measureHistoryAtScale({ ci, seconds, defer })) && passed
  }
  return passed
})
