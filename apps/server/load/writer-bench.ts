// `npm run bench:writer [-- --calls N]`: the in-process model (ENGINE=llama-cpp, the model store's
// default GGUF) served by a real server process, beside the rules' server (ENGINE=local) started
// in the same run: time to a healthy server (the model's load), resident memory, p50 and p95 per
// task over N calls each (5 by default), and 20 generate requests sent at once, each of which
// must end in a 200 or the model queue's own 503 with Retry-After (never another error, never a
// hang). A streamed generation is timed to its first message (what the screen shows first) and
// to its end. Needs the models in the cache (`npm run models`); nothing is downloaded.
import { apiPath, defaultTones, endpoints } from '@tipsy/contracts'
import { callApi, type LoadUser, signInPremium } from './api-client'
import { freshDatabase } from './databases'
import {
  type CallOutcome,
  countOutcomes,
  type Defer,
  fixed,
  passMark,
  percentile,
  printTable,
  runCommand,
} from './report'
import { buildServer, type RunningProcess, startServer } from './server-process'

const CONCURRENT_GENERATES = 20
/** A call that has not answered in this long counts as hung (the model's 30 s, its 10 s wait, slack). */
const HUNG_AFTER_MS = 60_000

const tasks: { name: string; path: string; body: object }[] = [
  {
    name: 'analyze',
    path: apiPath(endpoints.analyzeMessage),
    body: {
      message: 'hey sorry i cant make it tonight, can we do thursday instead?',
      use_case: 'text_friend',
    },
  },
  {
    name: 'rewrite (friendly)',
    path: apiPath(endpoints.rewriteMessage),
    body: {
      message: 'Per our conversation, I need the deck by EOD.',
      use_case: 'work_email',
      rewrite_styles: ['friendly'],
    },
  },
  {
    name: 'generate',
    path: apiPath(endpoints.generateMessages),
    body: { prompt: 'tell Sam I am running 10 minutes late', tones: defaultTones },
  },
  {
    name: 'reply',
    path: apiPath(endpoints.replyToConversation),
    body: {
      transcript: [{ side: 'them', text: 'are you still coming to dinner on friday?' }],
      tones: defaultTones,
    },
  },
  {
    name: 'emoji',
    path: apiPath(endpoints.generateEmoji),
    body: { text: 'pizza party tonight' },
  },
]

async function timedCall(
  server: RunningProcess,
  user: LoadUser,
  path: string,
  body: object,
): Promise<CallOutcome> {
  const started = performance.now()
  const hung = new Promise<{ status: number; headers: Headers }>((resolve) =>
    setTimeout(() => resolve({ status: 0, headers: new Headers() }), HUNG_AFTER_MS).unref(),
  )
  const response = await Promise.race([
    callApi(server.url, 'POST', path, { headers: user.headers, body }),
    hung,
  ])
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  }
}

/** A streamed generation: when its first message arrived, and when it ended (ms; 0 when it failed). */
async function timedStream(server: RunningProcess, user: LoadUser, body: object) {
  const started = performance.now()
  const response = await fetch(server.url + apiPath(endpoints.generateMessagesStream), {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(HUNG_AFTER_MS),
  })
  if (response.status !== 200 || !response.body) return { firstMs: 0, doneMs: 0, status: response.status }
  let firstMs = 0
  let seen = ''
  const decoder = new TextDecoder()
  for await (const chunk of response.body) {
    seen += decoder.decode(chunk, { stream: true })
    if (!firstMs && seen.includes('event: message')) firstMs = performance.now() - started
  }
  const ended = seen.includes('event: done')
  return { firstMs, doneMs: ended ? performance.now() - started : 0, status: ended ? 200 : 0 }
}

/** `calls` streamed generations, one after another: the first message's times and the whole call's. */
async function streamed(server: RunningProcess, user: LoadUser, calls: number) {
  const first: number[] = []
  const done: number[] = []
  const failed: string[] = []
  for (let call = 0; call < calls; call++) {
    const outcome = await timedStream(server, user, {
      prompt: `ask Priya if she wants to get dinner on Friday at ${6 + call}pm`,
      tones: defaultTones,
    })
    if (outcome.status !== 200 || !outcome.firstMs) failed.push(String(outcome.status || 'cut'))
    else {
      first.push(outcome.firstMs)
      done.push(outcome.doneMs)
    }
  }
  return { first: first.sort((a, b) => a - b), done: done.sort((a, b) => a - b), failed }
}

/** The screen's first words (issue 38): a streamed generation's first message within 3 s, at the median. */
const FIRST_MESSAGE_P50_MS = 3_000

async function startEngine(engine: 'local' | 'llama-cpp', defer: Defer) {
  const database = await freshDatabase('pglite', defer)
  const started = performance.now()
  const server = await startServer(database.url, { env: { ENGINE: engine, MODELS_OFFLINE: '1' } })
  const startMs = performance.now() - started
  defer(() => server.stop())
  const user = await signInPremium(server.url, `writer-bench-${engine}@load.test`)
  const health = (await callApi(server.url, 'GET', apiPath(endpoints.health))).body as { writer?: object }
  return { server, user, startMs, rssMb: server.rssKb() / 1024, writer: JSON.stringify(health.writer) }
}

/** Each task `calls` times, one after another; the times of the 200s, and how many were not. */
async function perTask(server: RunningProcess, user: LoadUser, calls: number) {
  const results = new Map<string, { times: number[]; failed: string[] }>()
  for (const task of tasks) {
    const times: number[] = []
    const failed: string[] = []
    for (let call = 0; call < calls; call++) {
      const outcome = await timedCall(server, user, task.path, task.body)
      if (outcome.status === 200) times.push(outcome.ms)
      else failed.push(String(outcome.status || 'hung'))
    }
    results.set(task.name, { times: times.sort((a, b) => a - b), failed })
  }
  return results
}

runCommand(async (defer) => {
  const callsFlag = process.argv.indexOf('--calls')
  const calls = callsFlag >= 0 ? Number(process.argv[callsFlag + 1]) : 5
  buildServer()
  const rules = await startEngine('local', defer)
  const model = await startEngine('llama-cpp', defer)
  const rulesTimes = await perTask(rules.server, rules.user, calls)
  const rulesStreamed = await streamed(rules.server, rules.user, calls)
  await rules.server.stop()
  const modelTimes = await perTask(model.server, model.user, calls)
  const modelStreamed = await streamed(model.server, model.user, calls)
  const rssAfterCalls = model.server.rssKb() / 1024

  const outcomes = await Promise.all(
    Array.from({ length: CONCURRENT_GENERATES }, (_, index) =>
      timedCall(model.server, model.user, apiPath(endpoints.generateMessages), {
        prompt: `tell Sam I am running ${10 + index} minutes late`,
        tones: defaultTones,
      }),
    ),
  )
  const byStatus = countOutcomes(outcomes)
  const wrong = outcomes.filter(
    (outcome) => outcome.status !== 200 && !(outcome.status === 503 && outcome.retryAfter),
  )
  const answered = outcomes
    .filter((outcome) => outcome.status === 200)
    .map((outcome) => outcome.ms)
    .sort((a, b) => a - b)

  printTable(
    'Servers, started in this run (PGlite, models from the cache)',
    ['engine', 'writer (/api/health)', 'healthy after s', 'RSS MB at start', 'RSS MB after the calls'],
    [
      ['local (rules)', rules.writer, fixed(rules.startMs / 1000), fixed(rules.rssMb, 0), '—'],
      [
        'llama-cpp',
        model.writer,
        fixed(model.startMs / 1000),
        fixed(model.rssMb, 0),
        fixed(rssAfterCalls, 0),
      ],
    ],
  )
  const ms = (sorted: number[], p: number) => (sorted.length ? fixed(percentile(sorted, p), 0) : '—')
  printTable(
    `Each task ${calls} times, one after another (ms; a call that was not a 200 is named, not timed)`,
    ['task', 'llama-cpp p50', 'llama-cpp p95', 'not 200', 'rules p50', 'rules p95', 'p50 ratio'],
    tasks.map(({ name }) => {
      const ours = modelTimes.get(name) ?? { times: [], failed: [] }
      const base = rulesTimes.get(name) ?? { times: [], failed: [] }
      const ratio =
        ours.times.length && base.times.length
          ? percentile(ours.times, 50) / percentile(base.times, 50)
          : Number.NaN
      return [
        name,
        ms(ours.times, 50),
        ms(ours.times, 95),
        ours.failed.join(' ') || '0',
        ms(base.times, 50),
        ms(base.times, 95),
        Number.isNaN(ratio) ? '—' : `${fixed(ratio, 0)}×`,
      ]
    }),
  )
  const streamTimes = (times: Awaited<ReturnType<typeof streamed>>) => [
    ms(times.first, 50),
    ms(times.first, 95),
    ms(times.done, 50),
    ms(times.done, 95),
    times.failed.join(' ') || '0',
  ]
  const firstP50 = modelStreamed.first.length ? percentile(modelStreamed.first, 50) : Number.POSITIVE_INFINITY
  printTable(
    `A streamed generation, ${calls} times (ms): its first message on screen, and its end`,
    [
      'engine',
      'first message p50',
      'p95',
      'whole call p50',
      'p95',
      'not 200',
      'target (first message p50)',
      '',
    ],
    [
      [
        'llama-cpp',
        ...streamTimes(modelStreamed),
        `≤ ${FIRST_MESSAGE_P50_MS}`,
        firstP50 <= FIRST_MESSAGE_P50_MS ? 'met' : 'MISSED',
      ],
      ['local (rules)', ...streamTimes(rulesStreamed), '', ''],
    ],
  )
  printTable(
    `${CONCURRENT_GENERATES} generate requests at once on llama-cpp`,
    ['outcome', 'requests', 'p50 ms of the 200s', 'max ms', 'target', ''],
    [
      [
        [...byStatus].map(([status, count]) => `${status}: ${count}`).join(', '),
        String(outcomes.length),
        ms(answered, 50),
        ms(answered, 100),
        '200 or 503 + Retry-After, none hung',
        passMark(wrong.length === 0),
      ],
    ],
  )
  return wrong.length === 0
})
