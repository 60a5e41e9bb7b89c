import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { unauthorized } from '../../lib/api-error'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
const ALGORITHM = 'HS256'
const ISSUER = 'tipsy'
const AUDIENCE = 'tipsy-api'

export interface AccessTokenClaims {
  userId: string
  /** The refresh-token family (session) the token was issued for; revoking it revokes the token. */
  sessionId: string
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ accessToken: string; expiresIn: number }>
  /** Resolves to the claims, or throws a 401 ApiError. */
  verify(token: string): Promise<AccessTokenClaims>
}

/** Short-lived HS256 JWTs; the algorithm, issuer and audience are pinned on verification. */
export function createAccessTokens(secret: string, clock: () => Date): AccessTokens {
  const key = new TextEncoder().encode(secret)
  return {
    async issue({ userId, sessionId }) {
      const now = Math.floor(clock().getTime() / 1000)
      const accessToken = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .setJti(randomUUID())
        .sign(key)
      return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        })
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          throw unauthorized('Invalid access token', 'invalid_token')
        }
        return { userId: payload.sub, sessionId: payload.sid }
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw unauthorized('Access token has expired', 'token_expired')
        throw unauthorized('Invalid access token', 'invalid_token')
      }
    },
  }
}
