import type { Config } from '@react-router/dev/config'
import { publicRoutes } from './src/config/paths.ts'

export default {
  appDirectory: 'src',
  ssr: false,
  // Every public page becomes static HTML; scripts/sitemap.mjs lists what was written here.
  prerender: publicRoutes.map((entry) => entry.path),
} satisfies Config
