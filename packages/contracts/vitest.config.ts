import { defineProject } from 'vitest/config'

export default defineProject({
  // Schemas only: the files share one module graph per worker.
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
})
