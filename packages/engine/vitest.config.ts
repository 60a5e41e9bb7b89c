import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'engine',
    environment: 'node',
    include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
    // Timed alone, as the speed figures are (vitest.timing.config.ts, `npm run timing`): beside
    // other test files on two cores a call's engine time read up to twice its own.
    // The writer model's tests run alone too (vitest.writer-model.config.ts at the root): their
    // queue and abort timings read several times slower beside other files on two cores.
    exclude: ['**/node_modules/**', 'src/**/*.timing.test.ts', 'src/**/*.writer-model.test.ts'],
    // Pure functions: the files share one module graph per worker instead of importing the
    // engine again each (35 s → 14 s with contracts, measured).
    isolate: false,
  },
})
