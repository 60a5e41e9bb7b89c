import { defineProject } from 'vitest/config'

export default defineProject({
  // PGlite boots a whole PostgreSQL in WebAssembly; on a busy machine that takes seconds.
  test: {
    name: 'db',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
