import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPath, defaultTones, endpoints, type GenerateRequest } from '@tipsy/contracts'
import { createPooledEngine } from '@tipsy/engine'
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/modules/auth/access-tokens'
import { grantPremium } from '../src/modules/billing/billing-test-support'
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../src/test-support/test-app'
import { type Callers, mintBadTokens } from './callers'
import { OUTSIDE_FILE } from './outside-routes-target'
import { createStateWatch, type StateWatch } from './state-watch'

/** What a fuzz run sends requests to, and the ids that its placeholders name. */
export interface FuzzApp {
  t: TestApp
  /** Which tables a request changed. */
  state: StateWatch
  callers: Callers
  knownIds: { MESSAGE: string[]; VARIATION: string[] }
  /** The text of a file beside the web build: seeing it in an answer means a path escaped. */
  outsideMarker: string
  /** Signs both users in again before their access tokens run out (long runs). */
  renewSessionsWhenOld(): Promise<void>
  close(): Promise<void>
}

/** A web build of three files, with a file outside it that must never be served. */
function writeWebBuild(): { root: string; dir: string; marker: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tipsy-fuzz-'))
  const root = join(dir, 'client')
  mkdirSync(join(root, 'assets'), { recursive: true })
  mkdirSync(join(root, 'login'))
  writeFileSync(join(root, 'index.html'), '<html><body>landing</body></html>')
  writeFileSync(join(root, 'login', 'index.html'), '<html><body>login</body></html>')
  writeFileSync(join(root, '__spa-fallback.html'), '<html><body>shell</body></html>')
  writeFileSync(join(root, 'assets', 'app-fuzz.js'), 'console.log(1)')
  const marker = `outside-the-web-root-${Date.now()}`
  writeFileSync(join(dir, OUTSIDE_FILE), marker)
  return { root, dir, marker }
}

/** The server's defaults (config.ts): two workers, 5 s a call, 64 waiting. */
const FUZZ_ENGINE_POOL = { workers: 2, callBudgetMs: 5_000, maxQueued: 64 }

const FREE = { name: 'Fuzz Free', email: 'fuzz-free@example.com' }
const PREMIUM = { name: 'Fuzz Premium', email: 'fuzz-premium@example.com' }

const premiumGeneration: GenerateRequest = {
  prompt: 'Invite the team to Friday lunch',
  tones: { ...defaultTones, confident: 60 },
}

/**
 * The app on in-memory PGlite with a Free and a Premium user, each with a few stored
 * generations whose message and variation ids the fuzzer may name.
 */
export async function createFuzzApp(options: { logLevel: string }): Promise<FuzzApp> {
  const web = writeWebBuild()
  // The engine runs in its worker pool, as the server runs it: every answer crosses a thread.
  const engine = createPooledEngine({ provider: 'local' }, FUZZ_ENGINE_POOL)
  await engine.ready()
  const t = await createTestApp({
    env: { WEB_DIST_DIR: web.root, LOG_LEVEL: options.logLevel },
    engine: () => engine,
  })
  const signInBoth = async (): Promise<Callers> => {
    const free = await t.signIn(FREE)
    const premium = await t.signIn(PREMIUM)
    return { free, premium, badTokens: await mintBadTokens(free, TEST_JWT_SECRET) }
  }
  const callers = await signInBoth()
  await grantPremium(t, callers.premium, PREMIUM.email)
  const knownIds = await storeGenerations(t, callers)
  const state = await createStateWatch(t.database.handle.db)
  let signedInAt = Date.now()

  return {
    t,
    state,
    callers,
    knownIds,
    outsideMarker: web.marker,
    async renewSessionsWhenOld() {
      if (Date.now() - signedInAt < (ACCESS_TOKEN_TTL_SECONDS * 1000) / 2) return
      Object.assign(callers, await signInBoth())
      signedInAt = Date.now()
      // The sign-ins wrote sessions: the next request is judged from here.
      await state.changedSinceLastCall()
    },
    async close() {
      await t.close()
      await engine.close()
      rmSync(web.dir, { recursive: true, force: true })
    },
  }
}

/** Three generations of each user; their message and variation ids, Premium's first. */
async function storeGenerations(t: TestApp, { free, premium }: Callers): Promise<FuzzApp['knownIds']> {
  const knownIds: FuzzApp['knownIds'] = { MESSAGE: [], VARIATION: [] }
  for (const user of [premium, premium, premium, free, free, free]) {
    const response = await t.app.inject({
      method: endpoints.generateMessages.method,
      url: apiPath(endpoints.generateMessages),
      headers: user.headers,
      payload: user === premium ? premiumGeneration : { ...premiumGeneration, tones: defaultTones },
    })
    if (response.statusCode !== 200) throw new Error(`storing a generation failed: ${response.body}`)
    const { message_id, generatedMessages } = response.json<{
      message_id: string
      generatedMessages: { id: string }[]
    }>()
    knownIds.MESSAGE.push(message_id)
    knownIds.VARIATION.push(generatedMessages[0]?.id ?? message_id)
  }
  return knownIds
}
