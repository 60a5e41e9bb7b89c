import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { contentSecurityPolicy } from './security'

/** The built single-page app: prerendered pages, the SPA fallback, and what its CSP must allow. */
export interface WebApp {
  root: string
  /** Route path (`/`, `/login`) → its prerendered HTML, relative to `root`. */
  pages: Map<string, string>
  /** The shell that renders any client-side route (React Router's `__spa-fallback.html`). */
  fallbackFile: string
  /** Each HTML file's Content-Security-Policy, allowing exactly its own inline scripts and styles. */
  policies: Map<string, string>
}

const FALLBACK_FILE = '__spa-fallback.html'

/** Reads the build once at start-up. Returns null when there is no build (API-only mode). */
export function loadWebApp(root: string | null, options: { production: boolean }): WebApp | null {
  if (!root || !existsSync(join(root, FALLBACK_FILE))) return null
  const pages = new Map<string, string>()
  const policies = new Map<string, string>()
  for (const file of listFiles(root).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(join(root, file), 'utf8')
    const policy = contentSecurityPolicy({
      inlineScriptHashes: inlineScriptHashesOf(html),
      styleAttributeHashes: styleAttributeHashesOf(html),
      production: options.production,
    })
    policies.set(file, policy)
    if (file.endsWith('index.html')) {
      const route = `/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/'
      pages.set(route, file)
    }
  }
  return { root, pages, fallbackFile: FALLBACK_FILE, policies }
}

/** Executable inline scripts need a CSP hash; JSON-LD data blocks do not run and need none. */
export function inlineScriptHashesOf(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    const content = match[2] ?? ''
    if (/\ssrc=/.test(attributes) || !content) continue
    if (/type=["']application\/(ld\+)?json["']/.test(attributes)) continue
    hashes.push(`sha256-${createHash('sha256').update(content).digest('base64')}`)
  }
  return hashes
}

/** React writes these five escapes in attribute values; the browser hashes the unescaped value. */
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

/**
 * Style attributes of the prerendered markup (a meter's `width:45%`) need a CSP hash each, so
 * the page can allow exactly them instead of every inline style.
 */
export function styleAttributeHashesOf(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)) {
    const value = (match[1] ?? '').replace(
      /&(amp|quot|#x27|lt|gt);/g,
      (entity) => ATTRIBUTE_ESCAPES[entity] ?? entity,
    )
    hashes.add(`sha256-${createHash('sha256').update(value).digest('base64')}`)
  }
  return [...hashes]
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path).split(sep).join('/')]
  })
}

/**
 * Serves the web app: hashed assets with a long cache, prerendered pages as they are, and
 * the SPA shell for every other path — 200 under /app (client-side routes), 404 elsewhere
 * (the shell then renders the 404 page).
 */
export async function registerWebApp(app: FastifyInstance, web: WebApp): Promise<void> {
  await app.register(fastifyStatic, {
    root: web.root,
    wildcard: true,
    index: false,
    redirect: false,
    // The web build writes .br and .gz beside each text asset.
    preCompressed: true,
    setHeaders: (reply, path) => {
      const cache = path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'
      reply.header('cache-control', cache)
    },
  })

  for (const [route, file] of web.pages) {
    const urls = route === '/' ? ['/'] : [route, `${route}/`]
    for (const url of urls) {
      app.get(url, { schema: { hide: true } }, (_request, reply) => sendHtml(reply, web, file, 200))
    }
  }
}

/** Client-side routes live under /app; any other unknown path is a real 404. */
export function sendSpaFallback(reply: FastifyReply, web: WebApp, path: string): FastifyReply {
  const isAppRoute = path === '/app' || path.startsWith('/app/')
  return sendHtml(reply, web, web.fallbackFile, isAppRoute ? 200 : 404)
}

function sendHtml(reply: FastifyReply, web: WebApp, file: string, status: number): FastifyReply {
  const policy = web.policies.get(file)
  if (policy) reply.header('content-security-policy', policy)
  return reply.code(status).header('cache-control', 'no-cache').sendFile(file)
}
