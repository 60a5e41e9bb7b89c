import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // Timed alone, as the speed figures are (vitest.timing.config.ts, `npm run timing`): beside
    // other test files on two cores a call's engine time read up to twice its own.
    exclude: ['**/node_modules/**', 'src/**/*.timing.test.ts'],
    // Pure functions: the files share one module graph per worker instead of importing the
    // engine again each (35 s → 14 s with contracts, measured).
    isolate: false,
  },
})
