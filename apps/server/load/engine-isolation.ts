// `npm run isolation`: nothing one user sends can stall another. A real server process answers
// /api/health while 20 hostile engine requests (the inputs an outside probe found froze the
// server) run without pause; health's p99 must stay within 100 ms, printed beside health at
// rest in the same run, and every hostile request must end in a 2xx or 4xx, or a 503 with
// Retry-After (never another 5xx, never a hang).
import { apiPath, defaultTones, endpoints } from '@tipsy/contracts'
import { type ApiResponse, callApi, type LoadUser, signInPremium } from './api-client'
import { freshDatabase } from './databases'
import {
  type CallOutcome,
  countOutcomes,
  fixed,
  passMark,
  percentile,
  printTable,
  runCommand,
  runFlags,
} from './report'
import { buildServer, startServer } from './server-process'

const HEALTH_P99_TARGET_MS = 100
const CONCURRENT_HOSTILE = 20
const HEALTH_PAUSE_MS = 20
/** A hostile request that has not answered in this long counts as hung. */
const HOSTILE_TIMEOUT_MS = 35_000

/** The probe's reproductions and their relatives, each at the contract's limits. */
const hostileCalls: { name: string; path: string; body: object }[] = [
  {
    name: '"k. " x 666, concise rewrite',
    path: apiPath(endpoints.rewriteMessage),
    body: { message: 'k. '.repeat(666), use_case: 'general', rewrite_styles: ['concise'] },
  },
  {
    name: '"what? " x 333, default styles',
    path: apiPath(endpoints.rewriteMessage),
    body: {
      message: 'what? '.repeat(333),
      use_case: 'general',
      rewrite_styles: ['professional', 'friendly', 'concise'],
    },
  },
  {
    name: 'reply to 8 bubbles of "a, "',
    path: apiPath(endpoints.replyToConversation),
    body: {
      transcript: Array.from({ length: 8 }, (_, index) => ({
        side: index % 2 === 0 ? 'them' : 'me',
        text: 'a, '.repeat(333),
      })),
      tones: defaultTones,
    },
  },
  {
    name: 'grammar, "happy " x 331 + "birthday"',
    path: apiPath(endpoints.checkGrammar),
    body: { message: `${'happy '.repeat(331)}birthday`, use_case: 'general' },
  },
  {
    name: 'analyze, 2,000 characters of "!?"',
    path: apiPath(endpoints.analyzeMessage),
    body: { message: '!?'.repeat(1000), use_case: 'general' },
  },
]

/** Times /api/health, one call after another, until `until` says stop. */
async function pollHealth(baseUrl: string, count: number | null, until: () => boolean): Promise<number[]> {
  const times: number[] = []
  while (count === null ? !until() : times.length < count) {
    const started = performance.now()
    const response = await fetch(baseUrl + apiPath(endpoints.health))
    await response.arrayBuffer()
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, HEALTH_PAUSE_MS))
  }
  return times.sort((a, b) => a - b)
}

async function hostileCall(baseUrl: string, user: LoadUser, index: number): Promise<CallOutcome> {
  const call = hostileCalls[index % hostileCalls.length]
  if (!call) throw new Error('no hostile call')
  const started = performance.now()
  const timeout = new Promise<ApiResponse>((resolve) =>
    setTimeout(() => resolve({ status: 0, body: null, headers: new Headers() }), HOSTILE_TIMEOUT_MS).unref(),
  )
  const response = await Promise.race([
    callApi(baseUrl, 'POST', call.path, { headers: user.headers, body: call.body }),
    timeout,
  ])
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  }
}

runCommand(async (defer) => {
  const { seconds } = runFlags(process.argv.slice(2), { ci: 20, full: 60 })
  buildServer()
  const database = await freshDatabase('pglite', defer)
  const server = await startServer(database.url)
  defer(() => server.stop())
  const user = await signInPremium(server.url, 'isolation@load.test')

  // Each hostile kind once, alone, so the workers have loaded everything before anything is timed.
  for (let index = 0; index < hostileCalls.length; index++) await hostileCall(server.url, user, index)
  const atRest = await pollHealth(server.url, 200, () => false)

  let stop = false
  const outcomes: CallOutcome[] = []
  let next = 0
  const lanes = Array.from({ length: CONCURRENT_HOSTILE }, async () => {
    while (!stop) outcomes.push(await hostileCall(server.url, user, next++))
  })
  const deadline = Date.now() + seconds * 1000
  const underLoad = await pollHealth(server.url, null, () => Date.now() >= deadline)
  stop = true
  await Promise.all(lanes)

  const byStatus = countOutcomes(outcomes)
  const wrong = outcomes.filter(
    (outcome) =>
      outcome.status === 0 || (outcome.status >= 500 && !(outcome.status === 503 && outcome.retryAfter)),
  )
  const p99 = percentile(underLoad, 99)
  const passed = p99 <= HEALTH_P99_TARGET_MS && wrong.length === 0

  printTable(
    `/api/health while ${CONCURRENT_HOSTILE} hostile engine requests run (${seconds} s), beside health at rest`,
    ['', 'calls', 'p50 ms', 'p99 ms', 'max ms', 'target', ''],
    [
      [
        'at rest',
        String(atRest.length),
        fixed(percentile(atRest, 50)),
        fixed(percentile(atRest, 99)),
        fixed(atRest.at(-1) ?? 0),
        '',
        '',
      ],
      [
        'under hostile load',
        String(underLoad.length),
        fixed(percentile(underLoad, 50)),
        fixed(p99),
        fixed(underLoad.at(-1) ?? 0),
        `p99 <= ${HEALTH_P99_TARGET_MS}`,
        passMark(p99 <= HEALTH_P99_TARGET_MS),
      ],
    ],
  )
  const hostileTimes = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b)
  printTable(
    'The hostile requests (each kind in turn)',
    ['answered', 'count', ''],
    [
      ...[...byStatus].map(([status, count]) => [status, String(count), '']),
      [
        'time p50 / p99 ms',
        `${fixed(percentile(hostileTimes, 50), 0)} / ${fixed(percentile(hostileTimes, 99), 0)}`,
        '',
      ],
      ['hung or another 5xx', String(wrong.length), passMark(wrong.length === 0)],
    ],
  )
  return passed
})
