// `npm run soak [-- --ci] [--seconds N] [--db postgres|pglite]`: a mix of reads and writes at
// half the measured maximum rate for 5 minutes (60 s in CI): no errors, and the server's resident
// memory grows less than 10% from the end of the warm-up to the end.
import { type DatabaseKind, databaseKinds, freshDatabase } from './databases'
import { type LoadRequest, measure } from './measure'
import { fixed, passMark, percent, printTable, runCommand, runFlags } from './report'
import { buildServer, startServer } from './server-process'
import { SAMPLE_TONES, signInActiveUsers } from './user-activity'

const CONNECTIONS = 10
const MAX_GROWTH = 0.1

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const mix: LoadRequest[] = [
  { method: 'GET', path: '/api/user/stats' },
  { method: 'GET', path: '/api/emoji/history' },
  { method: 'GET', path: '/api/messages/history' },
  {
    method: 'POST',
    path: '/api/messages/analyze',
    body: { message: 'so are we doing this or not?? kinda need to know' },
  },
  { method: 'POST', path: '/api/emoji/generate', body: { text: 'pizza night with the team' } },
  {
    method: 'POST',
    path: '/api/messages/generate',
    body: { prompt: 'thank my neighbour for the help', tones: SAMPLE_TONES },
  },
  { method: 'PUT', path: '/api/user/preferences', body: { selectedEmoji: '🍕' } },
  { method: 'GET', path: '/api/health' },
]

const { ci, seconds } = runFlags(process.argv, { ci: 60, full: 300 })
// V8 is still sizing its heap for the first half minute or so: the short run waits longer for it.
const WARM_UP_SHARE = ci ? 0.5 : 0.25
const dbFlag = process.argv.indexOf('--db')
const kind = (dbFlag >= 0 ? process.argv[dbFlag + 1] : 'postgres') as DatabaseKind
if (!databaseKinds.includes(kind)) throw new Error(`--db must be one of ${databaseKinds.join(', ')}`)

runCommand(async (defer) => {
  buildServer()
  const server = await startServer((await freshDatabase(kind, defer)).url)
  defer(() => server.stop())
  const users = await signInActiveUsers(server.url, 'soak', CONNECTIONS)
  const run = { connections: CONNECTIONS, users }
  const max = await measure(server.url, mix, { ...run, seconds: 5 })
  const rate = max.requestsPerSecond / 2
  console.info(
    `Soak on ${kind}: ${seconds} s at ${fixed(rate, 0)} req/s (half of ${fixed(max.requestsPerSecond, 0)})`,
  )

  const samples: number[] = []
  const sampler = setInterval(() => samples.push(server.rssKb()), 1000)
  const soak = await measure(server.url, mix, { ...run, seconds, overallRate: rate })
  clearInterval(sampler)

  // RSS saws up and down with garbage collection, so single samples mislead: growth compares the
  // median of the first half after warm-up with that of the second half. A leak lifts both.
  const afterWarmUpSamples = samples.slice(Math.floor(samples.length * WARM_UP_SHARE))
  const middle = Math.floor(afterWarmUpSamples.length / 2)
  const [start, afterWarmUp, end] = [
    samples[0] ?? 0,
    median(afterWarmUpSamples.slice(0, middle)),
    median(afterWarmUpSamples.slice(middle)),
  ].map((kb) => kb / 1024)
  const growth = (end ?? 0) / (afterWarmUp ?? 1) - 1
  const pass = soak.failures === 0 && growth < MAX_GROWTH
  printTable(
    `Soak (${seconds} s, ${mix.length} endpoints in turn; RSS sampled every second, warm-up = first ${percent(WARM_UP_SHARE)})`,
    [
      'db',
      'req/s',
      'requests',
      'errors',
      'p99 ms',
      'RSS start MB',
      'after warm-up MB (median)',
      'last half MB (median)',
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
        fixed(afterWarmUp ?? 0),
        fixed(end ?? 0),
        percent(growth),
        `0 errors, growth < ${percent(MAX_GROWTH)}`,
        passMark(pass),
      ],
    ],
  )
  return pass
})
