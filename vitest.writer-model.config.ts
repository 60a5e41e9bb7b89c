import { defineConfig } from 'vitest/config'

/**
 * The tests that run the real writer model (SmolLM2 through llama.cpp), one file at a time:
 * `npm run test:writer-model`, and a step of its own in `npm test`. The model keeps a core busy
 * while it writes, and these tests time its queue, aborts and streaming: beside the other test
 * files on a two-core machine an abort read 700 ms against its 200 ms bound.
 */
export default defineConfig({
  test: {
    name: 'writer model',
    environment: 'node',
    include: ['packages/engine/src/**/*.writer-model.test.ts', 'apps/server/src/**/*.writer-model.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
