import { randomUUID } from 'node:crypto'
import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { createAccessTokens } from './access-tokens'

const SECRET = 'access-token-test-secret-of-32-characters!'

describe('access tokens', () => {
  const tokens = createAccessTokens(SECRET, () => new Date())

  it('round-trips the user and session ids', async () => {
    const claims = { userId: randomUUID(), sessionId: randomUUID() }
    const { accessToken } = await tokens.issue(claims)
    expect(await tokens.verify(accessToken)).toEqual(claims)
  })

  // Found by the fuzzer: such ids went to the database as they were and failed there with a 500.
  it.each([
    ['a user id', { sub: "' OR 1=1 --", sid: randomUUID() }],
    ['a session id', { sub: randomUUID(), sid: '../../etc/passwd' }],
  ])('refuses a correctly signed token whose %s is not an id with a 401', async (_name, claims) => {
    const { accessToken } = await tokens.issue({ userId: randomUUID(), sessionId: randomUUID() })
    const forged = await new SignJWT({ ...decodeJwt(accessToken), ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(SECRET))
    const refusal = await tokens.verify(forged).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ApiError)
    expect(refusal).toMatchObject({ statusCode: 401, code: 'invalid_token' })
  })
})
