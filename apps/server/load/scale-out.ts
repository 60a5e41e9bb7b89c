// `npm run scale-out`: two server processes on one PostgreSQL behind a round-robin proxy.
// Sessions, refresh-token rotation, quotas and webhook idempotency must hold whichever process
// serves each request. Prints one line per check and "N passed, N failed".

import { apiPath, endpoints, FREE_DAILY_LIMITS } from '@tipsy/contracts'
import pg from 'pg'
import { SANDBOX_DEVELOPMENT_WEBHOOK_SECRET } from '../src/config'
import { MAX_CHANGE_DELAY_MS } from '../src/lib/change-feed'
import { premiumActivationBody } from '../src/modules/billing/billing-test-support'
import {
  type ApiResponse,
  callApi,
  deliverSandboxWebhook,
  type LoadUser,
  refreshCookieHeader,
  refreshCookieOf,
  signIn,
} from './api-client'
import { freshDatabase } from './databases'
import { runCommand } from './report'
import { startRoundRobinProxy, UPSTREAM_HEADER } from './round-robin-proxy'
import { buildServer, ONE_ENGINE_WORKER, startServer } from './server-process'
import { SAMPLE_TONES } from './user-activity'

type Check = [name: string, run: () => Promise<void>]

/** Revocation must reach every process within this (the caches' promise). */
const REVOCATION_DEADLINE_MS = MAX_CHANGE_DELAY_MS
/** How often the revocation check runs, to see its timing more than once. */
const REVOCATION_ROUNDS = 5
const propagation: number[] = []
/** Calls B still accepted after the logout on A had answered, over all rounds. */
let acceptedAfterLogout = 0

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message)
}
const upstreamOf = (response: ApiResponse) => response.headers.get(UPSTREAM_HEADER)
const codeOf = (response: ApiResponse) => (response.body as { code?: string } | null)?.code
const describe = (response: ApiResponse) =>
  `${response.status} from process ${upstreamOf(response)}: ${JSON.stringify(response.body)}`

runCommand(async (defer) => {
  buildServer()
  const database = await freshDatabase('postgres', defer)
  // Both processes must share the access-token key and the webhook secret (LOAD_JWT_SECRET is
  // the default of startServer); the rate limits are raised there, so only quotas refuse.
  const env = { SANDBOX_WEBHOOK_SECRET: SANDBOX_DEVELOPMENT_WEBHOOK_SECRET, ...ONE_ENGINE_WORKER }
  const processes = await Promise.all([
    startServer(database.url, { env }),
    startServer(database.url, { env }),
  ])
  for (const server of processes) defer(() => server.stop())
  const proxy = await startRoundRobinProxy(processes.map((server) => server.url))
  defer(() => proxy.close())
  const sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
  defer(() => sql.end())

  const api = <T = Record<string, unknown>>(method: string, path: string, user?: LoadUser, body?: unknown) =>
    callApi<T>(proxy.url, method, path, { ...(user ? { headers: user.headers } : {}), body })
  const generate = (user: LoadUser) =>
    api('POST', apiPath(endpoints.generateMessages), user, {
      prompt: 'remind the team about friday',
      tones: SAMPLE_TONES,
    })
  const onBoth = async <T>(call: () => Promise<ApiResponse<T>>) => {
    const answers = [await call(), await call()]
    expect(
      new Set(answers.map(upstreamOf)).size === 2,
      `expected both processes, got ${answers.map(upstreamOf)}`,
    )
    return answers
  }

  const logoutReachesTheOtherProcess = async (email: string) => {
    const user = await signIn(proxy.url, email)
    const [a, b] = processes.map((server) => server.url)
    const me = (url: string | undefined) =>
      callApi(url ?? '', 'GET', apiPath(endpoints.me), { headers: user.headers })
    // Process B checks the session twice: the second answer comes from its cache.
    for (let n = 0; n < 2; n++) expect((await me(b)).status === 200, 'the session works on B')
    const logout = await callApi(a ?? '', 'POST', apiPath(endpoints.logout), {
      headers: refreshCookieHeader(user.refreshToken),
      body: {},
    })
    expect(logout.status === 200, `logout on A: ${logout.status}`)
    const started = performance.now()
    let answer = await me(b)
    while (answer.status === 200 && performance.now() - started < REVOCATION_DEADLINE_MS) {
      acceptedAfterLogout++
      await new Promise((resolve) => setTimeout(resolve, 2))
      answer = await me(b)
    }
    const tookMs = performance.now() - started
    expect(
      answer.status === 401 && codeOf(answer) === 'session_revoked',
      `B still accepts the session ${Math.round(tookMs)} ms after the logout on A: ${describe(answer)}`,
    )
    propagation.push(tookMs)
  }

  const checks: Check[] = [
    [
      'a session started on one process works on the other',
      async () => {
        const user = await signIn(proxy.url, 'roaming@load.test')
        for (const me of await onBoth(() => api('GET', apiPath(endpoints.me), user))) {
          expect(me.status === 200, `GET /api/auth/me: ${describe(me)}`)
        }
      },
    ],
    [
      'refresh rotation on one process; the old token replayed on the other revokes the family',
      async () => {
        const user = await signIn(proxy.url, 'rotating@load.test')
        const refresh = (refreshToken: string) =>
          callApi<{ accessToken: string }>(proxy.url, 'POST', apiPath(endpoints.refresh), {
            headers: refreshCookieHeader(refreshToken),
            body: {},
          })
        const rotated = await refresh(user.refreshToken)
        expect(rotated.status === 200, `rotation: ${describe(rotated)}`)
        const replayed = await refresh(user.refreshToken)
        expect(upstreamOf(replayed) !== upstreamOf(rotated), 'the replay was served by the rotating process')
        expect(
          replayed.status === 401 && codeOf(replayed) === 'refresh_token_reused',
          `replay: ${describe(replayed)}`,
        )
        const successor = await refresh(refreshCookieOf(rotated) ?? '')
        expect(successor.status === 401, `the rotated token after the reuse: ${describe(successor)}`)
        const rotatedUser = { ...user, headers: { authorization: `Bearer ${rotated.body.accessToken}` } }
        for (const me of await onBoth(() => api('GET', apiPath(endpoints.me), rotatedUser))) {
          expect(
            me.status === 401 && codeOf(me) === 'session_revoked',
            `revoked access token: ${describe(me)}`,
          )
        }
      },
    ],
    ...Array.from(
      { length: REVOCATION_ROUNDS },
      (_, round): Check => [
        `a logout on one process ends the session on the other within a second, though it was cached there (${round + 1}/${REVOCATION_ROUNDS})`,
        () => logoutReachesTheOtherProcess(`leaving-${round}@load.test`),
      ],
    ),
    [
      `a Free user's generation ${FREE_DAILY_LIMITS.generate + 1} of the day is refused though requests alternate`,
      async () => {
        const user = await signIn(proxy.url, 'free-sequential@load.test')
        const served = new Set<string | null>()
        for (let n = 1; n <= FREE_DAILY_LIMITS.generate; n++) {
          const answer = await generate(user)
          expect(answer.status === 200, `generation ${n}: ${describe(answer)}`)
          served.add(upstreamOf(answer))
        }
        expect(served.size === 2, 'the generations were not spread over both processes')
        const over = await generate(user)
        expect(over.status === 429 && codeOf(over) === 'quota_exceeded', `over the quota: ${describe(over)}`)
      },
    ],
    [
      `concurrent generations on both processes never pass the quota of ${FREE_DAILY_LIMITS.generate}`,
      async () => {
        const user = await signIn(proxy.url, 'free-concurrent@load.test')
        const answers = await Promise.all(Array.from({ length: 40 }, () => generate(user)))
        const accepted = answers.filter((answer) => answer.status === 200)
        const refused = answers.filter((answer) => answer.status === 429)
        expect(accepted.length === FREE_DAILY_LIMITS.generate, `${accepted.length} accepted`)
        expect(refused.length === answers.length - accepted.length, 'an answer was neither 200 nor 429')
        expect(new Set(accepted.map(upstreamOf)).size === 2, 'only one process accepted generations')
        const plan = await api<{ usedToday: { generate: number } }>('GET', apiPath(endpoints.userPlan), user)
        expect(plan.body.usedToday.generate === FREE_DAILY_LIMITS.generate, `used today: ${describe(plan)}`)
      },
    ],
    [
      'one webhook delivered to both processes applies once',
      async () => {
        const user = await signIn(proxy.url, 'webhook@load.test')
        const webhookId = `msg_scale_out_${user.userId}`
        const activation = premiumActivationBody(user.userId, 'webhook@load.test')
        const deliveries = await Promise.all(
          processes.map((server) => deliverSandboxWebhook(server.url, { webhookId, body: activation })),
        )
        for (const delivery of deliveries) expect(delivery.status === 200, `delivery: ${delivery.status}`)
        // The same webhook-id again, now saying "cancelled": a redelivery is never applied twice.
        const envelope = JSON.parse(activation)
        const cancellation = JSON.stringify({
          ...envelope,
          type: 'subscription.cancelled',
          timestamp: new Date(Date.now() + 1000).toISOString(),
          data: { ...envelope.data, status: 'cancelled' },
        })
        for (const server of processes) {
          const again = await deliverSandboxWebhook(server.url, { webhookId, body: cancellation })
          expect(again.status === 200, `redelivery: ${again.status}`)
        }
        const recorded = await sql.query(
          'select count(*)::int as n from billing_webhook_events where webhook_id = $1',
          [webhookId],
        )
        expect(recorded.rows[0]?.n === 1, `webhook recorded ${recorded.rows[0]?.n} times`)
        for (const plan of await onBoth(() =>
          api<{ plan: string }>('GET', apiPath(endpoints.userPlan), user),
        )) {
          expect(plan.body.plan === 'premium', `plan after the redelivery: ${describe(plan)}`)
        }
      },
    ],
  ]

  let failed = 0
  console.info(`Scale-out: 2 processes on one PostgreSQL behind a round-robin proxy (${proxy.url})`)
  for (const [name, run] of checks) {
    try {
      await run()
      console.info(`  ✓ ${name}`)
    } catch (error) {
      failed++
      console.error(`  ✗ ${name}\n      ${(error as Error).message}`)
    }
  }
  const sorted = [...propagation].sort((x, y) => x - y)
  console.info(
    `\nRevocation: after a logout on A, B refused the session within ${sorted.map((ms) => ms.toFixed(1)).join(', ')} ms ` +
      `(deadline ${REVOCATION_DEADLINE_MS} ms, counted from A's answer to B's refusal); ` +
      `B accepted ${acceptedAfterLogout} call(s) in between.`,
  )
  console.info(`\n${checks.length - failed} passed, ${failed} failed`)
  return failed === 0
})
