import { globSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineProject, type UserWorkspaceConfig } from 'vitest/config'
import { parseEnv } from './src/config/env-schema.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
export const testFiles = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']

/**
 * Test files that replace a module with `vi.mock`. Where files share one module graph (the `web`
 * project) a module that imported the real one in an earlier file keeps it, and the mock misses
 * it: `reply-screen.test.tsx` read screenshots with the real reader in some orders. These run
 * in the `web (isolated)` project, each with its own graph.
 */
export const filesThatMockModules = globSync(testFiles, { cwd: root }).filter((file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8').includes('vi.mock('),
)

export function webProject(test: NonNullable<UserWorkspaceConfig['test']>) {
  return defineProject({
    define: { __TIPSY_ENV__: JSON.stringify(parseEnv({})) },
    resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Room for a find that waits its full 5 s (src/test/setup.ts) and the steps after it.
      testTimeout: 15_000,
      ...test,
    },
  })
}
