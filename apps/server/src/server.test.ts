import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/** The real process entry: start-up, migration, listening, and a graceful SIGTERM. */
describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tipsy-server-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
    let output = ''
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: new URL('..', import.meta.url),
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    })
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    return { child, output: () => output }
  }

  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  async function waitFor(check: () => boolean, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('migrates, serves, and exits cleanly on SIGTERM', async () => {
    const { child, output } = start({ PORT: '0', DATABASE_URL: `file:${dataDir}`, WEB_DIST_DIR: '' })
    const exited = exitOf(child)
    await waitFor(() => /Tipsy is running at (http:\/\/\S+)/.test(output()), 50_000)
    const url = output().match(/Tipsy is running at (http:\/\/\S+)/)?.[1]
    const health = await fetch(`${url}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })

    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 60_000)

  it('refuses to start with a readable list of configuration problems', async () => {
    const { child, output } = start({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'true', PORT: 'x' })
    expect(await exitOf(child)).toBe(1)
    expect(output()).toContain('Invalid configuration:')
    expect(output()).toContain('PORT:')
    expect(output()).toContain('LOCAL_SIGN_IN: local sign-in can never be enabled when NODE_ENV=production')
    expect(output()).toContain('JWT_SECRET: is required when NODE_ENV=production')
  }, 30_000)
})
