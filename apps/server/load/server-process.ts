// Real server processes for the load tests: the built server (or the bare Fastify yardstick)
// spawned with node on 127.0.0.1, polled until it answers, and ended by pid.

import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { apiPath, endpoints } from '@tipsy/contracts'
import { freePort } from '../../../scripts/lib/postgres.mjs'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SERVER_ENTRY = fileURLToPath(new URL('../dist/server.js', import.meta.url))
const BARE_ENTRY = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url))
const GC_ON_SIGNAL = fileURLToPath(new URL('./gc-on-signal.mjs', import.meta.url))
const COUNT_ROUND_TRIPS = fileURLToPath(new URL('./count-round-trips.mjs', import.meta.url))
/** What gc-on-signal.mjs prints when it has collected. */
const GC_DONE_LINE = 'tipsy-load: garbage collected'
const START_TIMEOUT_MS = 60_000

/** Shared by every process of a run, so sessions and webhooks work across processes. */
export const LOAD_JWT_SECRET = 'load-test-secret-that-is-long-enough-for-hs256'

export interface RunningProcess {
  url: string
  pid: number
  /** Resident memory of the process now, in kilobytes (VmRSS). */
  rssKb(): number
  /** CPU time the process has used so far (user + system), in milliseconds. */
  cpuMs(): number
  /** SIGKILL: no drain, no close; resolves when the process is gone. */
  kill(): Promise<void>
  /** SIGTERM and wait for a clean exit. */
  stop(): Promise<void>
  /** A full garbage collection in the process (started with `collectsGarbageOnSignal` only). */
  collectGarbage(): Promise<void>
  /** Database round trips the process has made so far, counted in its drivers. */
  roundTrips(): Promise<number>
}

export interface ServerOptions {
  /** Settings added to or overriding the defaults below. */
  env?: Record<string, string>
  /** Preload gc-on-signal.mjs, so `collectGarbage()` works (the soak's memory readings). */
  collectsGarbageOnSignal?: boolean
}

/**
 * Load tests call far more often than a person: the rate limits stay on (their counters are part
 * of the cost) but are raised so they never answer 429.
 */
const UNLIMITED_RATES = { RATE_LIMIT_AI_PER_MINUTE: '1000000', RATE_LIMIT_AUTH_PER_MINUTE: '1000000' }

/**
 * For runs that check what the server keeps or serves, not the engine's throughput (durability,
 * scale-out, history pages): one engine worker, so each start loads the reader and sets up
 * harper once rather than twice (about 15 s of CPU less a start on two cores).
 */
export const ONE_ENGINE_WORKER = { ENGINE_WORKERS: '1' }

/** Bundles the server once per command, so the processes run what `npm start` runs. */
export function buildServer(): void {
  execSync('npm run build -w @tipsy/server', { cwd: REPO_ROOT, stdio: 'ignore' })
}

/** The built Tipsy server on `databaseUrl`. */
export async function startServer(databaseUrl: string, options: ServerOptions = {}) {
  const { env = {}, collectsGarbageOnSignal = false } = options
  const port = await freePort()
  const nodeArgs = [
    '--import',
    COUNT_ROUND_TRIPS,
    ...(collectsGarbageOnSignal ? ['--expose-gc', '--import', GC_ON_SIGNAL] : []),
  ]
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      // Local sign-in and the sandbox, as `npm start` runs them: development mode, asked for by name.
      TIPSY_DEV: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: LOAD_JWT_SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      TIPSY_COUNT_ROUND_TRIPS_IN: SERVER_ENTRY,
      ...UNLIMITED_RATES,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  return waitUntilUp(child, `http://127.0.0.1:${port}`, apiPath(endpoints.health), collectsGarbageOnSignal)
}

/**
 * The bare Fastify yardstick (compiled on load by tsx, which costs start-up time only); it also
 * answers `/analyze`, and with a database `/one-query` (`select 1`).
 */
export async function startBareFastify(databaseUrl?: string) {
  const port = await freePort()
  const args = ['--import', 'tsx', '--import', COUNT_ROUND_TRIPS, BARE_ENTRY, String(port)]
  if (databaseUrl) args.push(databaseUrl)
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, TIPSY_COUNT_ROUND_TRIPS_IN: BARE_ENTRY },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  return waitUntilUp(child, `http://127.0.0.1:${port}`, '/', false)
}

async function waitUntilUp(
  child: ChildProcess,
  url: string,
  probePath: string,
  collectsGarbageOnSignal: boolean,
): Promise<RunningProcess> {
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString())
    if (output.length > 200) output.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => {
    running = false
  })
  const { pid } = child
  if (pid === undefined) throw new Error('the process did not start')

  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (!running) throw new Error(`process exited during start-up:\n${output.join('')}`)
    const up = await fetch(url + probePath).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`not up after ${START_TIMEOUT_MS} ms:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  const collectGarbage = () =>
    new Promise<void>((resolve, reject) => {
      // Without the preload, SIGUSR2 would end the process.
      if (!collectsGarbageOnSignal) return reject(new Error('started without collectsGarbageOnSignal'))
      if (!running) return reject(new Error('the process has exited'))
      const collected = (chunk: Buffer) => {
        if (!chunk.toString().includes(GC_DONE_LINE)) return
        child.stdout?.off('data', collected)
        resolve()
      }
      child.stdout?.on('data', collected)
      process.kill(pid, 'SIGUSR2')
    })

  const roundTrips = () =>
    new Promise<number>((resolve, reject) => {
      if (!running) return reject(new Error('the process has exited'))
      const answered = (message: unknown) => {
        const count = (message as { roundTrips?: unknown } | null)?.roundTrips
        if (typeof count !== 'number') return
        child.off('message', answered)
        resolve(count)
      }
      child.on('message', answered)
      child.send('round-trips')
    })

  const end = async (signal: NodeJS.Signals) => {
    if (running) {
      process.kill(pid, signal)
      await exited
    }
  }
  return {
    url,
    pid,
    rssKb: () => residentKb(pid),
    cpuMs: () => cpuMs(pid),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    collectGarbage,
    roundTrips,
  }
}

function residentKb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m)
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1])
}

/** Clock ticks per second of /proc/<pid>/stat: 100 on every Linux build we run on. */
const CLOCK_TICKS_PER_SECOND = 100

function cpuMs(pid: number): number {
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  const ticks = Number(fields[11]) + Number(fields[12])
  if (!Number.isFinite(ticks)) throw new Error(`no CPU times for process ${pid}`)
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}
