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

export function ownServer(port: number): OwnServer {
  const dataDir = mkdtempSync(join(tmpdir(), 'tipsy-e2e-'))
  const baseURL = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null

  async function waitForHealth(deadline: number) {
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) return
      } catch {
        // not up yet
      }
      await new Promise((done) => setTimeout(done, 200))
    }
    throw new Error(`the server on ${baseURL} did not come up`)
  }

  const server: OwnServer = {
    baseURL,
    async start() {
      child = spawn(process.execPath, ['apps/server/dist/server.js'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
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
        },
      })
      await waitForHealth(Date.now() + 60_000)
    },
    async stop() {
      const running = child
      child = null
      if (!running || running.exitCode !== null) return
      const exited = new Promise((done) => running.once('exit', done))
      running.kill('SIGTERM')
      await exited
    },
    async dispose() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return server
}
