import { OAuth2Client } from 'google-auth-library'
import { decodeProtectedHeader } from 'jose'
import { ApiError, unauthorized } from '../../lib/api-error'

export interface GoogleIdentity {
  subject: string
  email: string
  name: string
  picture: string | null
}

export interface GoogleIdTokenVerifier {
  verify(credential: string): Promise<GoogleIdentity>
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']

/**
 * Verifies Google ID tokens server-side: RS256 signature against Google's published keys
 * (from `certsUrl`), audience = our client id, Google issuer, expiry, and a verified e-mail.
 */
export function createGoogleIdTokenVerifier(options: {
  clientId: string
  certsUrl: string
}): GoogleIdTokenVerifier {
  const client = new OAuth2Client({
    clientId: options.clientId,
    endpoints: { oauth2FederatedSignonPemCertsUrl: options.certsUrl },
  })
  return {
    async verify(credential) {
      let algorithm: unknown
      try {
        algorithm = decodeProtectedHeader(credential).alg
      } catch {
        throw unauthorized('Google credential is malformed', 'invalid_credential')
      }
      if (algorithm !== 'RS256')
        throw unauthorized('Google credential is not RS256-signed', 'invalid_credential')

      let payload: Record<string, unknown> | undefined
      try {
        const certs = await client.getFederatedSignonCertsAsync()
        const ticket = await client.verifySignedJwtWithCertsAsync(
          credential,
          certs.certs,
          options.clientId,
          GOOGLE_ISSUERS,
        )
        payload = ticket.getPayload() as Record<string, unknown> | undefined
      } catch (error) {
        throw toApiError(error)
      }
      if (!payload || typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
        throw unauthorized('Google credential has no account identity', 'invalid_credential')
      }
      if (payload.email_verified !== true && payload.email_verified !== 'true') {
        throw unauthorized('Google account e-mail is not verified', 'email_not_verified')
      }
      return {
        subject: payload.sub,
        email: payload.email,
        name: typeof payload.name === 'string' && payload.name ? payload.name : payload.email,
        picture: typeof payload.picture === 'string' ? payload.picture : null,
      }
    },
  }
}

/** The library's messages embed the token itself; we answer with a short reason instead. */
function toApiError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : ''
  if (message.startsWith('Failed to retrieve verification certificates')) {
    return new ApiError(
      503,
      'Google sign-in is unavailable right now, please try again',
      'google_unavailable',
    )
  }
  const reasons: [RegExp, string][] = [
    [/Wrong recipient/, 'Google credential was issued for another application'],
    [/Invalid issuer/, 'Google credential has the wrong issuer'],
    [/used too late/, 'Google credential has expired'],
    [/used too early/, 'Google credential is not valid yet'],
    [/Expiration time too far/, 'Google credential lifetime is too long'],
    [/No pem found/, 'Google credential was signed with an unknown key'],
    [/Invalid token signature/, 'Google credential signature is invalid'],
  ]
  const reason = reasons.find(([pattern]) => pattern.test(message))?.[1] ?? 'Google credential is invalid'
  return unauthorized(reason, 'invalid_credential')
}
