// `npm run soak [-- --ci] [--seconds N] [--db postgres|pglite]`: a mix of reads and writes at
// half the measured maximum rate for 5 minutes (60 s in CI): no errors, and the server's resident
// memory grows less than 10% from the end of the warm-up to the end. Both readings follow a full
// garbage collection in the server (gc-on-signal.mjs), taken while the load runs.
import { apiPath, endpoints } from '@tipsy/contracts'
import { type DatabaseKind, databaseKinds, freshDatabase } from './databases'
import { type LoadRequest, measure } from './measure'
import { fixed, passMark, percent, printTable, runCommand, runFlags } from './report'
import { buildServer, startServer } from './server-process'
import { SAMPLE_TONES, signInActiveUsers } from './user-activity'

const CONNECTIONS = 10
const MAX_GROWTH = 0.1

/** Seconds before the end of the run at which the last reading is taken, still under load. */
const LAST_READING_LEAD_SECONDS = 2

const mix: LoadRequest[] = [
  { method: 'GET', path: apiPath(endpoints.userStats) },
  { method: 'GET', path: apiPath(endpoints.emojiHistory) },
  { method: 'GET', path: apiPath(endpoints.messageHistory) },
  {
    method: 'POST',
    path: apiPath(endpoints.analyzeMessage),
    body: { message: 'so are we doing this or not?? kinda need to know' },
  },
  { method: 'POST', path: apiPath(endpoints.generateEmoji), body: { text: 'pizza night with the team' } },
  {
    method: 'POST',
    path: apiPath(endpoints.generateMessages),
    body: { prompt: 'thank my neighbour for the help', tones: SAMPLE_TONES },
  },
  { method: 'PUT', path: apiPath(endpoints.updatePreferences), body: { selectedEmoji: '🍕' } },
  { method: 'GET', path: apiPath(endpoints.health) },
]

const { ci, seconds } = runFlags(process.argv, { ci: 60, full: 300 })
// Code, connection pools and caches fill during the first half minute or so: the short run waits
// longer for them.
const WARM_UP_SHARE = ci ? 0.5 : 0.25
const dbFlag = process.argv.indexOf('--db')
const kind = (dbFlag >= 0 ? process.argv[dbFlag + 1] : 'postgres') as DatabaseKind
if (!databaseKinds.includes(kind)) throw new Error(`--db must be one of ${databaseKinds.join(', ')}`)

runCommand(async (defer) => {
  buildServer()
  const server = await startServer((await freshDatabase(kind, defer)).url, { collectsGarbageOnSignal: true })
  defer(() => server.stop())
  const users = await signInActiveUsers(server.url, 'soak', CONNECTIONS)
  const run = { connections: CONNECTIONS, users }
  const max = await measure(server.url, mix, { ...run, seconds: 5 })
  const rate = max.requestsPerSecond / 2
  console.info(
    `Soak on ${kind}: ${seconds} s at ${fixed(rate, 0)} req/s (half of ${fixed(max.requestsPerSecond, 0)})`,
  )

  // V8 collects its old generation lazily: between collections RSS climbs steadily (about 45 MB
  // over the first minute here, then back down), so only readings after a full collection say
  // what the process keeps.
  const samples: number[] = []
  const sampler = setInterval(() => samples.push(server.rssKb()), 1000)
  const residentMbAt = (second: number) =>
    new Promise<number>((resolve, reject) =>
      setTimeout(() => {
        server.collectGarbage().then(() => resolve(server.rssKb() / 1024), reject)
      }, second * 1000),
    )
  const [soak, afterWarmUp, end] = await Promise.all([
    measure(server.url, mix, { ...run, seconds, overallRate: rate }),
    residentMbAt(seconds * WARM_UP_SHARE),
    residentMbAt(seconds - LAST_READING_LEAD_SECONDS),
  ])
  clearInterval(sampler)
  const [start, peak] = [samples[0] ?? 0, Math.max(...samples)].map((kb) => kb / 1024)
  const growth = end / afterWarmUp - 1
  const pass = soak.failures === 0 && growth < MAX_GROWTH
  printTable(
    `Soak (${seconds} s, ${mix.length} endpoints in turn; RSS after a full GC at the end of the warm-up (first ${percent(WARM_UP_SHARE)}) and ${LAST_READING_LEAD_SECONDS} s before the end)`,
    [
      'db',
      'req/s',
      'requests',
      'errors',
      'p99 ms',
      'RSS start MB',
      'peak MB',
      'after warm-up MB',
      'end MB',
      'growth',
      'target',
      'result',
    ],
    [
      [
        kind,
        fixed(soak.requestsPerSecond, 0),
        String(soak.total),
        String(soak.failures),
        fixed(soak.p99Ms),
        fixed(start ?? 0),
        fixed(peak ?? 0),
        fixed(afterWarmUp),
        fixed(end),
        percent(growth),
        `0 errors, growth < ${percent(MAX_GROWTH)}`,
        passMark(pass),
      ],
    ],
  )
  return pass
})
