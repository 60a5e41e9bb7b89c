import cookie from '@fastify/cookie'
import { apiPrefix, endpoints } from '@tipsy/contracts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ApiError, unauthorized } from '../../lib/api-error'
import type { RouteDefiners } from '../../lib/define-route'
import type { GoogleIdTokenVerifier } from './google-id-token'
import type { IssuedSession, Sessions } from './sessions'
import type { UsersRepository } from './users.repository'

export const REFRESH_COOKIE = 'tipsy_refresh'
/** The cookie goes only to the session calls, never to the rest of the API or the pages. */
const REFRESH_COOKIE_PATH = `${apiPrefix}/auth`

const refreshCookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH }) as const

/**
 * Tells the browser to drop the refresh cookie. Any route may (the cookie's path names where it
 * lives, not who may clear it), given @fastify/cookie in its scope.
 */
export const clearRefreshCookie = (reply: FastifyReply, secureCookies: boolean) =>
  reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(secureCookies))

export interface AuthRoutesOptions {
  routes: RouteDefiners
  sessions: Sessions
  users: UsersRepository
  /** null when GOOGLE_CLIENT_ID is not configured. */
  googleVerifier: GoogleIdTokenVerifier | null
  googleClientId: string | null
  localSignIn: boolean
  secureCookies: boolean
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  // Only the session calls read or set a cookie: parsing cookies is their cost alone.
  await app.register(cookie)
  const { sessions, users, googleVerifier } = options
  const { defineRoute } = options.routes

  const setRefreshCookie = (reply: FastifyReply, session: IssuedSession) =>
    reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...refreshCookieOptions(options.secureCookies),
      expires: session.sessionExpiresAt,
    })
  const signIn = async (reply: FastifyReply, userId: string) => {
    const session = await sessions.start(userId)
    setRefreshCookie(reply, session)
    return session
  }

  defineRoute(app, endpoints.authConfig, async () => ({
    googleClientId: options.googleClientId,
    localSignIn: options.localSignIn,
  }))

  defineRoute(app, endpoints.googleLogin, async ({ body, reply }) => {
    if (!googleVerifier)
      throw new ApiError(404, 'Google sign-in is not configured on this server', 'not_configured')
    const identity = await googleVerifier.verify(body.credential)
    const user = await users.upsertByIdentity({ provider: 'google', ...identity })
    const { accessToken, expiresIn } = await signIn(reply, user.id)
    return { user, accessToken, expiresIn }
  })

  defineRoute(app, endpoints.localLogin, async ({ body, reply }) => {
    if (!options.localSignIn)
      throw new ApiError(404, 'Local sign-in is not available on this server', 'not_configured')
    const email = (body.email ?? 'local@tipsy.localhost').toLowerCase()
    const user = await users.upsertByIdentity({
      provider: 'local',
      subject: email,
      email,
      name: body.name ?? 'Local User',
      picture: null,
    })
    const { accessToken, expiresIn } = await signIn(reply, user.id)
    return { user, accessToken, expiresIn }
  })

  defineRoute(app, endpoints.refresh, async ({ request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE]
    if (!presented) throw unauthorized('No refresh token was presented', 'missing_refresh_token')
    try {
      const session = await sessions.refresh(presented)
      setRefreshCookie(reply, session)
      return { accessToken: session.accessToken, expiresIn: session.expiresIn }
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401)
        clearRefreshCookie(reply, options.secureCookies)
      throw error
    }
  })

  defineRoute(app, endpoints.me, async ({ userId }) => {
    const user = await users.findById(userId)
    if (!user) throw unauthorized('This account no longer exists', 'user_not_found')
    return { user }
  })

  defineRoute(app, endpoints.logout, async ({ request, reply }) => {
    const presented = request.cookies[REFRESH_COOKIE]
    if (presented) await sessions.revoke(presented)
    clearRefreshCookie(reply, options.secureCookies)
    return { ok: true as const }
  })
}
