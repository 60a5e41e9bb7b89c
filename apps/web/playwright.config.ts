import { resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
const repoRoot = resolve(import.meta.dirname, '../..')
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  // Spec files run two at a time (each file's tests in order) against the one server; the spec
  // that moves the sandbox's clock for everyone runs alone, after the others (project "clock").
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Two browsers share two cores with the server: a step may take twice as long as alone.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: chromiumLaunchOptions,
    // A stuck click or navigation fails at its own line, instead of as the whole test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    // On a failure, the page at each step without the screencast: its frames cost about a third of
    // the suite's time (a11y and drafts specs: 4.4 → 3.1 min, measured); a failure's screenshot stays.
    // Under CI no trace at all: nobody can open a CI machine's trace files, and recording them cost
    // 5–7% of the time (drafts, generator and history specs: 137 and 142 s against 127 and 137 s).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: '**/e2e/subscription.spec.ts' },
    { name: 'clock', testMatch: '**/e2e/subscription.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      // Local sign-in and the sandbox with its clock: development mode, asked for by name.
      TIPSY_DEV: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: 'memory://',
      WEB_DIST_DIR: resolve(repoRoot, 'apps/web/build/client'),
      LOG_LEVEL: 'warn',
      // Every spec signs in from 127.0.0.1; the limits themselves are tested in the API tests.
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_AI_PER_MINUTE: '100000',
      JWT_SECRET: 'e2e-only-secret-that-is-at-least-32-characters-long',
      GOOGLE_CLIENT_ID: '',
      LOCAL_SIGN_IN: '',
    },
  },
})
