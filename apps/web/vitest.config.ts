import { filesThatMockModules, testFiles, webProject } from './vitest.shared.ts'

export default webProject({
  name: 'web',
  include: testFiles,
  exclude: ['**/node_modules/**', ...filesThatMockModules],
  // One jsdom per worker rather than per file: the environment was most of the run (100 s →
  // 15 s, measured; the setup file still runs before every file and resets what tests share).
  isolate: false,
})
