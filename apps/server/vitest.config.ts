import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Run alone by vitest.writer-model.config.ts at the root, as the engine's are.
    exclude: ['**/node_modules/**', 'src/**/*.writer-model.test.ts'],
    // Each file builds its own app and database; PGlite start-up is the slow part.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
