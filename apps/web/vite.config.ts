import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { emojibaseData } from './scripts/emojibase-data.ts'
import { parseEnv } from './src/config/env-schema.ts'

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter(), emojibaseData()],
  define: { __TIPSY_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The build-time settings, in a chunk of their own: the Web Vitals reporter, which a
              // prerendered page loads by itself on idle, needs them and nothing else.
              name: 'env',
              test: /[\\/]src[\\/]config[\\/]env\.ts$/,
            },
            {
              // The code every page needs (React, the router, the layout and the small shared
              // modules) in one chunk instead of a dozen tiny ones: fewer requests before a
              // page is interactive. Tools and the plan-aware parts of the layout (with
              // the query library) stay in their own lazily loaded chunks.
              name: 'shell',
              test: /[\\/]src[\\/](config[\\/](?!env\.ts)|stores[\\/]|lib[\\/](seo|format-date)\.ts|components[\\/]ui[\\/](button|avatar|section|emoji-cards|accordion)\.tsx|app[\\/]layout[\\/](?!plan-aware)|features[\\/](affiliate|faq)[\\/])/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000' } },
  },
}))
