// History at scale: a page of history for one of 1,000 users over 1,000,000 emoji rows and
// 1,000,000 generations (3,000,000 variations), against the same request on a database that is
// empty but for that user's own 1,000 + 1,000 rows: the same page, the same bytes, so the ratio
// is what the other 999,000 rows of each table cost.
import { apiPath, endpoints } from '@tipsy/contracts'
import { signIn } from './api-client'
import { type DatabaseKind, freshDatabase } from './databases'
import { type LoadRequest, measure } from './measure'
import { type Defer, fixed, passMark, printTable } from './report'
import { seedEmail, seedHistory } from './seed-history'
import { ONE_ENGINE_WORKER, startServer } from './server-process'

const SIZE = { users: 1_000, rowsPerUser: 1_000 }
const MAX_SLOWDOWN = 2
/**
 * The CI form fails a page only past this, and reports one between it and MAX_SLOWDOWN: a page
 * answered in under a millisecond moves by half its time with the machine. A missing index costs
 * tens of milliseconds (dozens of ×); a plan made afresh per call, 3.6× (the deep emoji page's
 * `in (…)`, now `= any(array(…))`).
 */
const CI_FAILS_PAST = 3
const CONNECTIONS = 4

const pages = [
  { name: 'emoji, first page', path: `${apiPath(endpoints.emojiHistory)}?page=1&limit=20` },
  {
    name: 'emoji, last page',
    path: `${apiPath(endpoints.emojiHistory)}?page=${SIZE.rowsPerUser / 20}&limit=20`,
  },
  { name: 'messages, first page', path: `${apiPath(endpoints.messageHistory)}?page=1&per_page=10` },
  {
    name: 'messages, last page',
    path: `${apiPath(endpoints.messageHistory)}?page=${SIZE.rowsPerUser / 10}&per_page=10`,
  },
]

/** PostgreSQL always; PGlite takes minutes to seed, so only in the long form. */
export async function measureHistoryAtScale(options: { ci: boolean; seconds: number; defer: Defer }) {
  const kinds: DatabaseKind[] = options.ci ? ['postgres'] : ['postgres', 'pglite']
  const table: string[][] = []
  let passed = true
  for (const kind of kinds) {
    const seededUrl = (await freshDatabase(kind, options.defer)).url
    console.info(`Seeding ${kind} with ${SIZE.users * SIZE.rowsPerUser} emoji rows and as many generations…`)
    const seedMs = await seedHistory(seededUrl, SIZE)
    console.info(`  seeded in ${fixed(seedMs / 1000)} s`)
    const seeded = await startServer(seededUrl, { env: ONE_ENGINE_WORKER })
    options.defer(() => seeded.stop())
    const aloneUrl = (await freshDatabase(kind, options.defer)).url
    await seedHistory(aloneUrl, { users: 1, rowsPerUser: SIZE.rowsPerUser })
    const alone = await startServer(aloneUrl, { env: ONE_ENGINE_WORKER })
    options.defer(() => alone.stop())
    const seededUser = await signIn(seeded.url, seedEmail(1))
    const aloneUser = await signIn(alone.url, seedEmail(1))

    for (const page of pages) {
      const run = async (url: string, headers: Record<string, string>) => {
        const request: LoadRequest = { method: 'GET', path: page.path, headers }
        await measure(url, request, { seconds: 1, connections: CONNECTIONS })
        return measure(url, request, { seconds: options.seconds, connections: CONNECTIONS })
      }
      const measurePair = async () => {
        const baseline = await run(alone.url, aloneUser.headers)
        const atScale = await run(seeded.url, seededUser.headers)
        return { baseline, atScale, slowdown: atScale.meanMs / baseline.meanMs }
      }
      // A page answered in under half a millisecond moves by half its time with a neighbour's
      // burst: in the CI form a pair over the limit is measured once more, and the better kept.
      let { baseline, atScale, slowdown } = await measurePair()
      if (options.ci && slowdown > MAX_SLOWDOWN) {
        const again = await measurePair()
        if (again.slowdown < slowdown) ({ baseline, atScale, slowdown } = again)
      }
      const errors = atScale.failures + baseline.failures
      const pass = slowdown <= MAX_SLOWDOWN && errors === 0
      const reported = options.ci && !pass && errors === 0 && slowdown <= CI_FAILS_PAST
      passed &&= pass || reported
      table.push([
        page.name,
        kind,
        fixed(baseline.meanMs, 2),
        fixed(atScale.meanMs, 2),
        fixed(baseline.requestsPerSecond, 0),
        fixed(atScale.requestsPerSecond, 0),
        `${fixed(slowdown, 2)}×`,
        `≤ ${MAX_SLOWDOWN}×`,
        reported ? 'miss (reported)' : passMark(pass),
      ])
    }
    await seeded.stop()
    await alone.stop()
  }
  printTable(
    `History at scale (${CONNECTIONS} connections; mean latency of a page: the user alone vs ${SIZE.users} users × ${SIZE.rowsPerUser} rows)`,
    [
      'page',
      'db',
      'alone ms',
      'at scale ms',
      'alone req/s',
      'at scale req/s',
      'slowdown',
      'target',
      'result',
    ],
    table,
  )
  return passed
}
