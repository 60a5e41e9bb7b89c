import { randomUUID } from 'node:crypto'
import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'
import { unauthorized } from '../../lib/api-error'
import { BoundedMap } from '../../lib/bounded-map'

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60
/** Tokens whose signature this process has checked, kept until they expire (bounded). */
const VERIFIED_TOKENS_KEPT = 20_000
const ALGORITHM = 'HS256'
const ISSUER = 'tipsy'
const AUDIENCE = 'tipsy-api'

/** Both claims are database ids: a token we signed around anything else is refused, not queried. */
const idClaimsSchema = z.object({ sub: z.uuid(), sid: z.uuid() })

export interface AccessTokenClaims {
  userId: string
  /** The refresh-token family (session) the token was issued for; revoking it revokes the token. */
  sessionId: string
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ accessToken: string; expiresIn: number }>
  /** Resolves to the claims, or throws a 401 ApiError. */
  verify(token: string): Promise<AccessTokenClaims>
  /**
   * The claims of a token this process has already verified, without waiting (its expiry
   * checked: a 401 ApiError once it has passed); undefined for a token not seen yet.
   */
  verifiedBefore(token: string): AccessTokenClaims | undefined
}

/**
 * Short-lived HS256 JWTs; the algorithm, issuer and audience are pinned on verification. A token
 * is verified once per process: the same string carries the same signature, so later calls only
 * check its expiry against the clock.
 */
export function createAccessTokens(secret: string, clock: () => Date): AccessTokens {
  const verified = new BoundedMap<string, { claims: AccessTokenClaims; expiresAtMs: number }>(
    VERIFIED_TOKENS_KEPT,
  )
  // Imported once: given the raw bytes, jose imports a key on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
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
        .sign(await key)
      return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS }
    },
    verifiedBefore,
    async verify(token) {
      const known = verifiedBefore(token)
      if (known) return known
      const { expiresAtMs, ...claims } = await verifyOnce(token)
      verified.set(token, { claims, expiresAtMs })
      return claims
    },
  }

  function verifiedBefore(token: string): AccessTokenClaims | undefined {
    const known = verified.get(token)
    if (!known) return undefined
    if (known.expiresAtMs <= clock().getTime()) {
      verified.delete(token)
      throw unauthorized('Access token has expired', 'token_expired')
    }
    return known.claims
  }

  async function verifyOnce(token: string): Promise<AccessTokenClaims & { expiresAtMs: number }> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock(),
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      })
      const ids = idClaimsSchema.safeParse(payload)
      if (!ids.success) throw unauthorized('Invalid access token', 'invalid_token')
      return { userId: ids.data.sub, sessionId: ids.data.sid, expiresAtMs: (payload.exp ?? 0) * 1000 }
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('Access token has expired', 'token_expired')
      throw unauthorized('Invalid access token', 'invalid_token')
    }
  }
}
