// `npm run durability [-- --ci] [--seconds N]`: under concurrent writes (emoji, generations,
// preferences), `kill -9` the server mid-load — PostgreSQL (fsync on) is crashed as well — then
// restart on the same data and check that every write answered 2xx is there.
import { setTimeout as sleep } from 'node:timers/promises'
import { apiPath, endpoints } from '@tipsy/contracts'
import { callApi, expectOk, type LoadUser, signInPremium } from './api-client'
import { databaseKinds, freshDatabase } from './databases'
import { passMark, printTable, runCommand, runFlags } from './report'
import { buildServer, ONE_ENGINE_WORKER, startServer } from './server-process'
import { SAMPLE_TONES } from './user-activity'

const WRITERS = 4
const { seconds } = runFlags(process.argv, { ci: 3, full: 15 })
const FIRST_WRITES_DEADLINE_MS = 60_000

/** What one user's writers saw acknowledged, and the preference write that was in flight. */
interface Acknowledged {
  user: LoadUser
  emojiTexts: string[]
  messageIds: string[]
  preferenceSent: number
  preferenceAcknowledged: number
}

/** Sends requests one after another until `stop`; connection errors end the loop quietly. */
async function writeUntil(stopped: () => boolean, write: (n: number) => Promise<void>) {
  for (let n = 1; !stopped(); n++) {
    try {
      await write(n)
    } catch {
      if (stopped()) return
      throw new Error(`a write failed before the kill (write ${n})`)
    }
  }
}

function startWriters(baseUrl: string, acknowledged: Acknowledged, stopped: () => boolean) {
  const { user } = acknowledged
  const post = (path: string, body: unknown) =>
    expectOk(callApi<Record<string, unknown>>(baseUrl, 'POST', path, { headers: user.headers, body }))
  return [
    writeUntil(stopped, async (n) => {
      const text = `durable emoji ${user.userId} ${n}`
      await post(apiPath(endpoints.generateEmoji), { text })
      acknowledged.emojiTexts.push(text)
    }),
    writeUntil(stopped, async (n) => {
      const body = await post(apiPath(endpoints.generateMessages), {
        prompt: `durable prompt ${n}`,
        tones: SAMPLE_TONES,
      })
      acknowledged.messageIds.push(String(body.message_id))
    }),
    writeUntil(stopped, async (n) => {
      acknowledged.preferenceSent = n
      await expectOk(
        callApi(baseUrl, 'PUT', apiPath(endpoints.updatePreferences), {
          headers: user.headers,
          body: { selectedEmoji: `v${n}` },
        }),
      )
      acknowledged.preferenceAcknowledged = n
    }),
  ]
}

/** Resolves once each kind of write has at least one 2xx, or at the deadline (the row then fails). */
async function everyKindAcknowledged(writers: Acknowledged[], deadlineMs: number) {
  const deadline = performance.now() + deadlineMs
  const some = (select: (acknowledged: Acknowledged) => number) => writers.some((a) => select(a) > 0)
  while (performance.now() < deadline) {
    const everyKind =
      some((a) => a.emojiTexts.length) &&
      some((a) => a.messageIds.length) &&
      some((a) => a.preferenceAcknowledged)
    if (everyKind) return
    await sleep(50)
  }
}

async function missingWrites(baseUrl: string, acknowledged: Acknowledged) {
  const get = <T>(path: string) =>
    expectOk(callApi<T>(baseUrl, 'GET', path, { headers: acknowledged.user.headers }))
  const storedTexts = new Set<string>()
  for (let page = 1; ; page++) {
    const body = await get<{ history: { text: string }[]; hasMore: boolean }>(
      `${apiPath(endpoints.emojiHistory)}?page=${page}&limit=100`,
    )
    for (const item of body.history) storedTexts.add(item.text)
    if (!body.hasMore) break
  }
  const storedIds = new Set<string>()
  for (let page = 1; ; page++) {
    const body = await get<{ messages: { message_id: string }[]; total: number }>(
      `${apiPath(endpoints.messageHistory)}?page=${page}&per_page=100`,
    )
    for (const item of body.messages) storedIds.add(item.message_id)
    if (page * 100 >= body.total) break
  }
  const { preferences } = await get<{ preferences: { selectedEmoji: string | null } }>(
    apiPath(endpoints.getPreferences),
  )
  const storedPreference = Number(preferences.selectedEmoji?.slice(1) ?? 0)
  return {
    emoji: acknowledged.emojiTexts.filter((text) => !storedTexts.has(text)).length,
    messages: acknowledged.messageIds.filter((id) => !storedIds.has(id)).length,
    // The last acknowledged value, or the one in flight at the kill (committed, never answered).
    preferences:
      storedPreference === acknowledged.preferenceAcknowledged ||
      storedPreference === acknowledged.preferenceSent
        ? 0
        : 1,
  }
}

runCommand(async (defer) => {
  buildServer()
  const table: string[][] = []
  let passed = true
  for (const kind of databaseKinds) {
    const database = await freshDatabase(kind, defer, { durable: true })
    const server = await startServer(database.url, { env: ONE_ENGINE_WORKER })
    defer(() => server.kill())
    const writers: Acknowledged[] = []
    for (let i = 0; i < WRITERS; i++) {
      const user = await signInPremium(server.url, `durable-${i}@load.test`)
      writers.push({ user, emojiTexts: [], messageIds: [], preferenceSent: 0, preferenceAcknowledged: 0 })
    }
    let killed = false
    const startedAt = performance.now()
    const loops = writers.flatMap((acknowledged) => startWriters(server.url, acknowledged, () => killed))
    // The run's clock starts once every kind of write has been answered, so a slow first write
    // (a busy machine, the engine warming up) cannot leave a kind with nothing to check.
    await everyKindAcknowledged(writers, FIRST_WRITES_DEADLINE_MS)
    // Somewhere in the second half of the run, so the kill lands on a busy server.
    await sleep(seconds * 1000 * (0.5 + Math.random() * 0.5))
    const killAfterMs = performance.now() - startedAt
    killed = true
    await server.kill()
    await Promise.all(loops)
    database.crash()

    const restarted = await startServer(database.url, { env: ONE_ENGINE_WORKER })
    defer(() => restarted.stop())
    const lost = { emoji: 0, messages: 0, preferences: 0 }
    for (const acknowledged of writers) {
      const missing = await missingWrites(restarted.url, acknowledged)
      lost.emoji += missing.emoji
      lost.messages += missing.messages
      lost.preferences += missing.preferences
    }
    await restarted.stop()
    const count = (select: (acknowledged: Acknowledged) => number) =>
      writers.reduce((sum, acknowledged) => sum + select(acknowledged), 0)
    const rows: [string, number, number][] = [
      ['POST /api/emoji/generate', count((a) => a.emojiTexts.length), lost.emoji],
      ['POST /api/messages/generate', count((a) => a.messageIds.length), lost.messages],
      ['PUT /api/user/preferences', count((a) => a.preferenceAcknowledged), lost.preferences],
    ]
    for (const [name, acknowledgedCount, lostCount] of rows) {
      const pass = lostCount === 0 && acknowledgedCount > 0
      passed &&= pass
      table.push([
        name,
        kind,
        `${(killAfterMs / 1000).toFixed(1)} s`,
        String(acknowledgedCount),
        String(lostCount),
        passMark(pass),
      ])
    }
  }
  printTable(
    `Crash durability (${WRITERS} users × 3 writers, kill -9 mid-load; PostgreSQL with fsync on, crashed too)`,
    ['write', 'db', 'killed after', 'acknowledged 2xx', 'lost', 'result'],
    table,
  )
  return passed
})
