import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { parseEnv } from './src/config/env-schema.ts'

export default defineProject({
  define: { __TIPSY_ENV__: JSON.stringify(parseEnv({})) },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom per worker rather than per file: the environment was most of the run (100 s →
    // 15 s, measured; the setup file still runs before every file and resets what tests share).
    isolate: false,
  },
})
