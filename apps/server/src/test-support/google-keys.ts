import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from 'jose'

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey']

export const TEST_GOOGLE_CLIENT_ID = 'tipsy-test.apps.googleusercontent.com'

/**
 * Stands in for Google's certificate endpoint on 127.0.0.1: serves the PEM map that
 * google-auth-library fetches, and signs real RS256 ID tokens with the matching key.
 */
export interface GoogleKeyServer {
  certsUrl: string
  signIdToken(claims?: Partial<GoogleClaims>, options?: { kid?: string; key?: PrivateKey }): Promise<string>
  /** A key pair that is not published: tokens signed with it must be refused. */
  foreignKey: PrivateKey
  close(): Promise<void>
}

export interface GoogleClaims extends JWTPayload {
  email: string
  email_verified: boolean
  name: string
  picture: string
}

export async function startGoogleKeyServer(): Promise<GoogleKeyServer> {
  const published = await generateKeyPair('RS256')
  const foreign = await generateKeyPair('RS256')
  const kid = 'test-key-1'
  const pem = await exportSPKI(published.publicKey)

  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ [kid]: pem }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    certsUrl: `http://127.0.0.1:${port}/oauth2/v1/certs`,
    foreignKey: foreign.privateKey,
    async signIdToken(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000)
      const { iss, aud, sub, iat, exp, ...rest } = claims
      return new SignJWT({
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        picture: 'https://lh3.googleusercontent.com/a/ada',
        ...rest,
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'JWT' })
        .setIssuer(typeof iss === 'string' ? iss : 'https://accounts.google.com')
        .setAudience(aud ?? TEST_GOOGLE_CLIENT_ID)
        .setSubject(sub ?? '1234567890')
        .setIssuedAt(iat ?? now)
        .setExpirationTime(exp ?? now + 3600)
        .sign(options.key ?? published.privateKey)
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
