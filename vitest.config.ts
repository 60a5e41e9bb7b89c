import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/db', 'apps/server', 'apps/web'],
  },
})
