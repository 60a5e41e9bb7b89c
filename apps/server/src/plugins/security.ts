import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
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

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    // A CSP only means something on documents; sending it with every script and JSON answer
    // costs bytes for nothing. HTML gets it below (the web app sets a per-page one first).
    contentSecurityPolicy: false,
    // Google's sign-in popup talks back to this window, and needs the referrer's origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  const documentPolicy = contentSecurityPolicy({ inlineScriptHashes: [], production: options.production })
  app.addHook('onSend', async (_request, reply, payload) => {
    const isHtml = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    if (isHtml && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', documentPolicy)
    return payload
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
