import { apiPrefix } from '@tipsy/contracts'
import type { FastifyInstance, onSendHookHandler } from 'fastify'

/** Google Identity Services: the sign-in script, its button iframe and its stylesheet. */
const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/'
/** Where Google serves profile pictures of signed-in users. */
const GOOGLE_PROFILE_PICTURES = 'https://*.googleusercontent.com'

export interface SecurityOptions {
  corsOrigins: string[]
  production: boolean
}

/**
 * The Content-Security-Policy for an HTML document: our own origin, Google Identity Services,
 * and the sha256 hashes of exactly this document's inline scripts (React Router's hydration data)
 * and style attributes (prerendered `style="width:45%"`). No inline style is allowed otherwise:
 * styles React sets after loading go through the CSSOM, which a CSP does not restrict.
 */
export function contentSecurityPolicy(options: {
  inlineScriptHashes: string[]
  styleAttributeHashes: string[]
  production: boolean
}): string {
  const quoted = (hashes: string[]) => hashes.map((hash) => `'${hash}'`)
  const directives: [name: string, values: string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `${GOOGLE_IDENTITY}client`, ...quoted(options.inlineScriptHashes)]],
    ['style-src', ["'self'", `${GOOGLE_IDENTITY}style`]],
    ['img-src', ["'self'", 'data:', GOOGLE_PROFILE_PICTURES]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", GOOGLE_IDENTITY]],
    ['frame-src', [GOOGLE_IDENTITY]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  if (options.styleAttributeHashes.length > 0) {
    directives.push(['style-src-attr', ["'unsafe-hashes'", ...quoted(options.styleAttributeHashes)]])
  }
  if (options.production) directives.push(['upgrade-insecure-requests', []])
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';')
}

/**
 * Browser features no page of ours uses, switched off for it and anything it embeds. The Copy
 * buttons write to the clipboard; screenshots are read from a file input or a paste, which no
 * policy governs. Reading the clipboard keeps its default (the browser asks the user first; the
 * end-to-end tests read back what Copy wrote), as does Google's sign-in (FedCM,
 * `identity-credentials-get`). Only names Chromium knows: it warns on every page about others.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/**
 * The headers every document carries: what helmet sends by default, with choices of ours.
 * They are the same for every request, so they are computed once and set in one call; helmet's
 * per-request middleware cost about 40 µs of CPU per request (docs/decisions/0007). There is no
 * X-Frame-Options: every HTML answer carries a CSP with `frame-ancestors`, which browsers obey
 * in its place (ours says 'none', where the old header said SAMEORIGIN).
 */
export function securityHeaders(options: { production: boolean }): Record<string, string> {
  return {
    // Google's sign-in popup talks back to this window.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    // Google's sign-in needs the referrer's origin.
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
}

/**
 * The headers of a JSON answer: those that act on a response that is not a document (no
 * sniffing it into something else, no loading it from another site, HTTPS only, never stored),
 * and the two a browser reads from any answer. Framing, DNS prefetch, download, Flash and XSS
 * auditor headers only act on documents.
 */
export function apiHeaders(options: { production: boolean }): Record<string, string> {
  const all = securityHeaders(options)
  const kept = [
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ]
  return {
    ...Object.fromEntries(kept.filter((name) => name in all).map((name) => [name, all[name] as string])),
    'cache-control': 'no-store',
  }
}

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE'
const CORS_MAX_AGE_SECONDS = '600'

/**
 * A request URL's path as the router may have read it: percent-escapes of ASCII decoded once,
 * `//`, `.` and `..` segments resolved, lower case, no trailing slash. Judging the raw URL let
 * `/%61pi/auth/me` reach the API without the API's headers; judging this, every spelling of an
 * API path gets them, and a spelling the router does not serve is a 404 they do no harm to.
 */
export function normalisedPath(url: string): string {
  const rawPath = url.split(/[?#]/, 1)[0] ?? ''
  const decoded = rawPath.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  )
  const segments: string[] = []
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  return `/${segments.join('/')}`.toLowerCase()
}

const DOCS_PREFIX = `${apiPrefix}/docs`

/** JSON answers under the API prefix; the OpenAPI pages under it are documents. */
export function isJsonApiUrl(url: string): boolean {
  const path = normalisedPath(url)
  const underApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`)
  const docs = path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`)
  return underApi && !docs
}

/**
 * One hook per request sets the security headers (a JSON answer's short set, or a document's)
 * and `Cache-Control: no-store` on the API. The app is same-origin: CORS work (credentialed, for
 * the configured origins only) is done only when the request carries an Origin header. Every
 * OPTIONS is answered here with an empty 204, as a preflight. Documents get the default CSP
 * unless their route set their own; JSON answers get none (a CSP only acts on documents).
 */
export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const forApi = apiHeaders(options)
  // A cached document or asset must not be served to another origin than it was answered for.
  const forDocuments = { ...securityHeaders(options), vary: 'Origin' }
  const allowedOrigins = new Set(options.corsOrigins)
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApiUrl(request.url) ? forApi : forDocuments)
    const { origin } = request.headers
    if (origin !== undefined) {
      reply.header('vary', 'Origin')
      if (allowedOrigins.has(origin)) {
        reply.header('access-control-allow-origin', origin)
        reply.header('access-control-allow-credentials', 'true')
      }
    }
    if (request.method !== 'OPTIONS') return done()
    if (origin !== undefined) {
      reply.header('access-control-allow-methods', CORS_METHODS)
      const requested = request.headers['access-control-request-headers']
      if (requested !== undefined) reply.header('access-control-allow-headers', requested)
      reply.header('vary', 'Origin, Access-Control-Request-Headers')
      reply.header('access-control-max-age', CORS_MAX_AGE_SECONDS)
    }
    // Safari waits for a body on a 204 without Content-Length.
    reply.code(204).header('content-length', '0').send()
  })
  // Documents only: the hook is added to every route outside the JSON API.
  const documentPolicy = contentSecurityPolicy({
    inlineScriptHashes: [],
    styleAttributeHashes: [],
    production: options.production,
  })
  const addDocumentPolicy: onSendHookHandler = (_request, reply, payload, done) => {
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    if (isHtml && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', documentPolicy)
    done(null, payload)
  }
  app.addHook('onRoute', (route) => {
    if (isJsonApiUrl(route.url)) return
    route.onSend = [...[route.onSend ?? []].flat(), addDocumentPolicy]
  })
}
