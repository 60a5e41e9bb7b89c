import { createHash, randomBytes } from 'node:crypto'
import { unauthorized } from '../../lib/api-error'
import type { InvalidatedCache } from '../../lib/change-feed'
import type { AccessTokens } from './access-tokens'
import type { RefreshTokensRepository, SessionState } from './refresh-tokens.repository'
import type { UsersRepository } from './users.repository'

/** A family of rotated refresh tokens lives at most this long, however often it is refreshed. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export interface IssuedSession {
  accessToken: string
  refreshToken: string
  expiresIn: number
  /** When the refresh-token family (and so the cookie) ends. */
  sessionExpiresAt: Date
}

const newRefreshToken = () => randomBytes(32).toString('base64url')
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Sign-in, rotation and revocation of sessions; the only place that knows refresh-token rules. */
export function createSessions(deps: {
  accessTokens: AccessTokens
  refreshTokens: RefreshTokensRepository
  users: UsersRepository
  /** Session states this process has read, forgotten when the database says one changed. */
  sessionStates: InvalidatedCache<SessionState>
  clock: () => Date
}) {
  const { accessTokens, refreshTokens, users, sessionStates, clock } = deps

  function sessionUser(userId: string, session: SessionState | null): string {
    // A token signed for one user naming another user's session is forged or a bug: refused.
    if (session && session.userId !== userId) throw unauthorized('Invalid access token', 'invalid_token')
    if (!session || session.revoked || session.expiresAt.getTime() <= clock().getTime()) {
      throw unauthorized('Session has ended, please sign in again', 'session_revoked')
    }
    return userId
  }

  return {
    async start(userId: string): Promise<IssuedSession> {
      const refreshToken = newRefreshToken()
      const sessionExpiresAt = new Date(clock().getTime() + SESSION_LIFETIME_MS)
      const sessionId = await refreshTokens.createFamily(
        userId,
        hashRefreshToken(refreshToken),
        sessionExpiresAt,
      )
      return { ...(await accessTokens.issue({ userId, sessionId })), refreshToken, sessionExpiresAt }
    },

    /**
     * Resolves a bearer access token to its user. Its session is checked too (known, of this
     * user, not revoked, not past its lifetime), so logout and reuse detection end access on
     * every server process within a second rather than when the JWT expires. The session's
     * state comes from this process's cache, which the database's change notifications keep
     * true (docs/decisions/0007).
     */
    async authenticate(accessToken: string): Promise<string> {
      const { userId, sessionId } = await accessTokens.verify(accessToken)
      const session = await sessionStates.get(sessionId, () => refreshTokens.sessionState(sessionId))
      return sessionUser(userId, session)
    },

    /**
     * `authenticate` without waiting, for a token and session this process already knows (the
     * usual case): the same checks, the same refusals. Undefined when either must be looked up.
     */
    authenticateKnown(accessToken: string): string | undefined {
      const claims = accessTokens.verifiedBefore(accessToken)
      if (!claims) return undefined
      const session = sessionStates.cached(claims.sessionId)
      return session === undefined ? undefined : sessionUser(claims.userId, session)
    },

    async refresh(presented: string): Promise<IssuedSession> {
      const refreshToken = newRefreshToken()
      const outcome = await refreshTokens.rotate(
        hashRefreshToken(presented),
        hashRefreshToken(refreshToken),
        clock(),
      )
      switch (outcome.kind) {
        case 'unknown':
          throw unauthorized('Invalid refresh token', 'invalid_refresh_token')
        case 'revoked':
          throw unauthorized('Session has been signed out, please sign in again', 'session_revoked')
        case 'expired':
          throw unauthorized('Session has expired, please sign in again', 'session_expired')
        case 'reused':
          sessionStates.forget(outcome.familyId)
          throw unauthorized(
            'Refresh token was already used; the session has been revoked for safety',
            'refresh_token_reused',
          )
      }
      await users.touchLastActive(outcome.userId)
      return {
        ...(await accessTokens.issue({ userId: outcome.userId, sessionId: outcome.familyId })),
        refreshToken,
        sessionExpiresAt: outcome.familyExpiresAt,
      }
    },

    async revoke(presented: string): Promise<void> {
      const familyId = await refreshTokens.revokeFamilyOf(hashRefreshToken(presented), clock(), 'logout')
      if (familyId) sessionStates.forget(familyId)
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
