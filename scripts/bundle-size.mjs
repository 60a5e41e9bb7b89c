// Prints the JavaScript each built page runs (its module scripts and modulepreloads; on a public
// page, what it loads once hydrated), gzipped, beside the floor of a bare React 19 + React Router 8
// app (≈111 KB).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { INERT_TYPE } from '../apps/web/scripts/defer-hydration.mjs'

const ROOT = 'apps/web/build/client'
const PAGES = { '/': 'index.html', '/login': 'login/index.html', '/app (SPA shell)': '__spa-fallback.html' }

export function initialScripts(html) {
  const sources = new Set()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    if (match[1]) sources.add(match[1])
  }
  // React Router imports the entry modules from an inline module script; on a public page that
  // script waits inert and the wake script preloads its modules when hydration starts (ADR 0018).
  const moduleScript = new RegExp(
    `<script (?:type="module"|type="${INERT_TYPE}" data-type="module")[^>]*>([\\s\\S]*?)</script>`,
    'g',
  )
  for (const [, code = ''] of html.matchAll(moduleScript)) {
    for (const match of code.matchAll(/["'](\/[^"']+\.js)["']/g)) if (match[1]) sources.add(match[1])
  }
  for (const [, list = ''] of html.matchAll(/data-(?:preloads|web-vitals)="([^"]*)"/g)) {
    for (const src of list.split(' ')) if (src) sources.add(src)
  }
  return [...sources]
}

export function initialJsBytes(page) {
  const html = readFileSync(join(ROOT, page), 'utf8')
  return initialScripts(html).reduce((sum, src) => {
    const file = join(ROOT, src.replace(/^\//, ''))
    return sum + (existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0)
  }, 0)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(ROOT)) {
    console.error('No web build: run `npm run build` first.')
    process.exit(1)
  }
  console.info('page                 initial JS (gzip)')
  for (const [name, page] of Object.entries(PAGES)) {
    console.info(`${name.padEnd(20)} ${(initialJsBytes(page) / 1024).toFixed(1).padStart(7)} KB`)
  }
}
