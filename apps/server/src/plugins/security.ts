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
  /** sha256 hashes of the web app's inline scripts (React Router's hydration data). */
  inlineScriptHashes: string[]
  production: boolean
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_IDENTITY}client`, ...options.inlineScriptHashes.map((h) => `'${h}'`)],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`],
        imgSrc: ["'self'", 'data:', GOOGLE_PROFILE_PICTURES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE_IDENTITY],
        frameSrc: [GOOGLE_IDENTITY],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Google's sign-in popup talks back to this window, and needs the referrer's origin.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  await app.register(cors, {
    origin: options.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  })
  await app.register(cookie)
}
