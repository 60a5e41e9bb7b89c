import { defineConfig } from 'vitest/config'

/**
 * The engine's timing property (issue 36), run alone by `npm run timing` and by `npm test` right
 * after the speed figures: engine time per call is what it measures, and other test files
 * running beside it on a two-core machine only add to it.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'engine timing',
    environment: 'node',
    include: ['src/**/*.timing.test.ts'],
    fileParallelism: false,
  },
})
