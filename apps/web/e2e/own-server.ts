import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const repoRoot = resolve(import.meta.dirname, '../../..')

/**
 * A server of the spec's own, as a real process on a file-backed database, that the spec can
 * stop and start again (the shared server of playwright.config.ts must stay up for the others).
 */
export interface OwnServer {
  baseURL: string
  start(): Promise<void>
  stop(): Promise<void>
  /** Stops it if running and deletes its data. */
  dispose(): Promise<void>
}

// Two of these start while the suite's browsers and server keep both cores busy (outage.spec.ts and
// real-model.spec.ts, which loads the model): one took past 60 s in a clean-clone run.
export const START_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 15_000

/** A process killed by a signal has a null exit code and a signal code instead. */
function hasExited(serverProcess: ChildProcess): boolean {
  return serverProcess.exitCode !== null || serverProcess.signalCode !== null
}

/** `env` adds to (or overrides) the settings below: another engine, say. */
export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'tipsy-e2e-'))
  const baseURL = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null

  // Every wait here is bounded and says what it waited for: a spec's timeout alone would not
  // tell which step of a stop or start never ended.
  async function waitForHealth(serverProcess: ChildProcess, deadline: number) {
    while (Date.now() < deadline) {
      if (hasExited(serverProcess)) {
        throw new Error(`the server for ${baseURL} exited before it was ready (see its error above)`)
      }
      try {
        const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) })
        if (response.ok) return
      } catch {
        // not up yet
      }
      await new Promise((done) => setTimeout(done, 200))
    }
    throw new Error(`the server on ${baseURL} did not come up within ${START_TIMEOUT_MS / 1000} s`)
  }

  const server: OwnServer = {
    baseURL,
    async start() {
      const started = spawn(process.execPath, ['apps/server/dist/server.js'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          TIPSY_DEV: '1',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: `file:${dataDir}`,
          WEB_DIST_DIR: resolve(repoRoot, 'apps/web/build/client'),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_AUTH_PER_MINUTE: '100000',
          RATE_LIMIT_AI_PER_MINUTE: '100000',
          JWT_SECRET: 'e2e-only-secret-that-is-at-least-32-characters-long',
          GOOGLE_CLIENT_ID: '',
          LOCAL_SIGN_IN: '',
          ...env,
        },
      })
      child = started
      await waitForHealth(started, Date.now() + START_TIMEOUT_MS)
    },
    async stop() {
      const running = child
      child = null
      if (!running || hasExited(running)) return
      const exited = new Promise((done) => running.once('exit', done))
      running.kill('SIGTERM')
      // The server drains for at most SHUTDOWN_GRACE_SECONDS (10 s); past that it is stuck.
      const killed = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(killed)
    },
    async dispose() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return server
}
