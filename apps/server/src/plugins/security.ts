import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

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
 * and the sha256 hashes of exactly this document's inline scripts (React Router's hydration data).
 */
export function contentSecurityPolicy(options: {
  inlineScriptHashes: string[]
  production: boolean
}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", `${GOOGLE_IDENTITY}client`, ...options.inlineScriptHashes.map((hash) => `'${hash}'`)],
    ],
    ['style-src', ["'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`]],
    ['img-src', ["'self'", 'data:', GOOGLE_PROFILE_PICTURES]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", GOOGLE_IDENTITY]],
    ['frame-src', [GOOGLE_IDENTITY]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(options.production ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';')
}

/**
 * The headers every answer carries: what helmet sends by default, with two choices of ours.
 * They are the same for every request, so they are computed once and set in one call; helmet's
 * per-request middleware cost about 40 µs of CPU per request (docs/decisions/0007).
 */
export function securityHeaders(options: { production: boolean }): Record<string, string> {
  return {
    // Google's sign-in popup talks back to this window.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Google's sign-in needs the referrer's origin.
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const headers = securityHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  // A CSP only means something on documents; sending it with every script and JSON answer
  // costs bytes for nothing. HTML gets it here (the web app sets a per-page one first).
  const documentPolicy = contentSecurityPolicy({ inlineScriptHashes: [], production: options.production })
  app.addHook('onSend', (_request, reply, payload, done) => {
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    if (isHtml && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', documentPolicy)
    done(null, payload)
  })
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
    // Strict mode answers an OPTIONS without Origin in plain text; every answer here is JSON or
    // empty, and a preflight for an origin not listed still gets no Access-Control-Allow-Origin.
    strictPreflight: false,
  })
  await app.register(cookie)
}
