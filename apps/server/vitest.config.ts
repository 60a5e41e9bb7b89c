import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Run alone by vitest.writer-model.config.ts at the root, as the engine's are.
    exclude: ['**/node_modules/**', 'src/**/*.writer-model.test.ts'],
    // Each file builds its own app and database; PGlite start-up is the slow part. The files share
    // one module graph per worker instead of importing the app and the engine again each (320 s →
    // 172 s alone on PGlite, measured); none replaces a module with `vi.mock`, which would need
    // a graph of its own (see apps/web/vitest.shared.ts).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
