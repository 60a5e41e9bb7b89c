import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, loadEnv } from 'vite'
import { parseEnv } from './src/config/env-schema.ts'

export default defineConfig(({ mode }) => ({
  plugins: [tailwindcss(), reactRouter()],
  define: { __TIPSY_ENV__: JSON.stringify(parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))) },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { sourcemap: process.env.WEB_SOURCEMAP === '1' },
  server: {
    proxy: { '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000' } },
  },
}))
