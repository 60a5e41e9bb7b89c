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
    const { child, output } = start({
      TIPSY_DEV: '1',
      PORT: '0',
      DATABASE_URL: `file:${dataDir}`,
      WEB_DIST_DIR: '',
      // An empty model cache, offline: the models cannot be had, and the server runs on the rules.
      MODEL_CACHE_DIR: join(dataDir, 'no-models'),
      MODELS_OFFLINE: '1',
    })
    const exited = exitOf(child)
    // The engine's workers start from the TypeScript sources here: slow beside other test files.
    await waitFor(() => /Tipsy is running at (http:\/\/\S+)/.test(output()), 110_000)
    const url = output().match(/Tipsy is running at (http:\/\/\S+)/)?.[1]
    const health = await fetch(`${url}/api/health`)
    expect(await health.json()).toEqual({
      status: 'ok',
      database: 'ok',
      reader: { kind: 'rules' },
      writer: { kind: 'rules' },
    })
    expect(output().match(/Warning: Reader model minilm-l6-v2-int8 is not available/g)).toHaveLength(1)

    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 120_000)

  it('refuses to start with a readable list of configuration problems', async () => {
    const { child, output } = start({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'true', PORT: 'x' })
    expect(await exitOf(child)).toBe(1)
    expect(output()).toContain('Invalid configuration:')
    expect(output()).toContain('PORT:')
    expect(output()).toContain('LOCAL_SIGN_IN: local sign-in can never be enabled in production')
    expect(output()).toContain('JWT_SECRET: is required in production')
  }, 60_000)

  // Found by an outside probe: behind a proxy on 127.0.0.1 with no NODE_ENV, development mode
  // (local sign-in, the sandbox with its published secret, its clock) started by omission.
  it('runs with production rules unless development mode is asked for, and says how to ask', async () => {
    const { child, output } = start({ PORT: '0', PUBLIC_URL: 'http://tipsy.example.com', WEB_DIST_DIR: '' })
    const exited = exitOf(child)
    try {
      await waitFor(() => /Invalid configuration|Tipsy is running/.test(output()), 55_000)
      expect(output()).not.toContain('Tipsy is running')
      expect(await exited).toBe(1)
    } finally {
      child.kill()
    }
    expect(output()).toContain('NODE_ENV: is not set, so the server runs with production')
    expect(output()).toContain('run `npm start`, or set TIPSY_DEV=1')
    expect(output()).toContain('PUBLIC_URL: must be an https:// address in production')
  }, 60_000)
})
