import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/db',
      'packages/engine',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'scripts',
    ],
    // Vitest's default is one worker fewer than the CPUs: one worker on a two-core machine, where
    // most server test files spend their time waiting on PGlite start-up and timers.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
  },
})
