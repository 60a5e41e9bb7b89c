import { randomUUID } from 'node:crypto'
import { decodeJwt, SignJWT } from 'jose'
import type { SignedIn } from '../src/test-support/test-app'
import type { BadTokenKind, Caller } from './request-parts'

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * `authorization` header values for every bad-token kind, minted from a real access token:
 * same issuer and audience, but forged, expired, unsigned, for another audience or session,
 * or signed with our secret around claims that are not ids at all.
 */
export async function mintBadTokens(valid: SignedIn, secret: string): Promise<Record<BadTokenKind, string>> {
  const claims = decodeJwt(valid.accessToken)
  const now = Math.floor(Date.now() / 1000)
  const ourKey = new TextEncoder().encode(secret)
  const sign = (overrides: Record<string, unknown>, key = ourKey) =>
    new SignJWT({ ...claims, ...overrides }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key)
  const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
  return {
    'no-scheme': valid.accessToken,
    'empty-bearer': 'Bearer ',
    basic: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    malformed: 'Bearer not.a.jwt',
    'alg-none': `Bearer ${unsigned}`,
    'wrong-secret': `Bearer ${await sign({}, new TextEncoder().encode('x'.repeat(48)))}`,
    expired: `Bearer ${await sign({ iat: now - 7200, exp: now - 3600 })}`,
    'wrong-audience': `Bearer ${await sign({ aud: 'another-api' })}`,
    'unknown-session': `Bearer ${await sign({ sid: randomUUID() })}`,
    'hostile-claims': `Bearer ${await sign({ sub: "' OR 1=1 --", sid: '../../etc/passwd' })}`,
    huge: `Bearer ${'a'.repeat(100_000)}`,
  }
}

export interface Callers {
  free: SignedIn
  premium: SignedIn
  badTokens: Record<BadTokenKind, string>
}

/** The `authorization` header a caller sends, if any. */
export function authorizationOf(callers: Callers, caller: Caller): string | undefined {
  if (caller === 'signed-out') return undefined
  if (caller === 'free' || caller === 'premium') return callers[caller].headers.authorization
  return callers.badTokens[caller]
}
