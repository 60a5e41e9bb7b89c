import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-app'
import { isJsonApiUrl, normalisedPath } from './security'

describe('CORS preflights', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  // Found by the fuzzer: an OPTIONS without Origin was refused as text/plain, the one non-JSON error.
  it('answers an OPTIONS without Origin with an empty 204 that allows no origin', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/me' })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
  })
})

// Found by an outside probe: `/%61pi/auth/me` reached the API, but the hook read the raw URL and
// answered without the API's `Cache-Control: no-store`.
describe('the security hook judges the path the router reads', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('normalises percent-escapes, empty and dot segments, and case', () => {
    expect(normalisedPath('/%61pi/auth/me?x=/y')).toBe('/api/auth/me')
    expect(normalisedPath('//api//auth/./me/')).toBe('/api/auth/me')
    expect(normalisedPath('/app/../%2e%2e/API/auth/me')).toBe('/api/auth/me')
    expect(normalisedPath('/%2561pi/x')).toBe('/%61pi/x')
    expect(normalisedPath('/caf%C3%A9')).toBe('/caf%c3%a9')
    expect(isJsonApiUrl('/%61pi/docs/json')).toBe(false)
    expect(isJsonApiUrl('/api/docsx')).toBe(true)
  })

  it('sends the API headers, no-store included, to every spelling of an API path', async () => {
    const reached = await t.app.inject({ method: 'GET', url: '/%61pi/auth/me' })
    // The router decoded it: the API itself answered (no session), not the not-found handler.
    expectErrorBody(reached, 401)
    for (const url of [
      '/%61pi/auth/me',
      '//api/auth/me',
      '/./api/auth/me',
      '/app/../api/auth/me',
      '/API/auth/me',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.headers['cache-control'], url).toBe('no-store')
      expect(response.headers['permissions-policy'], url).toBeUndefined()
    }
  })
})

describe('the headers of a document', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tipsy-headers-'))
    writeFileSync(
      join(dir, 'index.html'),
      '<html><body><div style="width:45%"></div><p style="font-family:&quot;A&quot;">a</p></body></html>',
    )
    writeFileSync(join(dir, '__spa-fallback.html'), '<html><body>shell</body></html>')
    t = await createTestApp({ env: { WEB_DIST_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('allows exactly the prerendered style attributes, and no other inline style', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'])
    expect(csp).toContain("style-src 'self' https://accounts.google.com/gsi/style;")
    expect(csp).toContain(
      `style-src-attr 'unsafe-hashes' ${sha256('width:45%')} ${sha256('font-family:"A"')}`,
    )
    expect(csp).not.toContain('unsafe-inline')
    const shell = await t.app.inject({ method: 'GET', url: '/app/dashboard' })
    expect(String(shell.headers['content-security-policy'])).not.toContain('style-src-attr')
  })

  it('switches off the browser features no page uses, keeps Copy, and frames nowhere', async () => {
    for (const url of ['/', '/app/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url })
      const policy = String(response.headers['permissions-policy'])
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`)
      }
      expect(policy).toContain('clipboard-write=(self)')
      // frame-ancestors in the CSP takes the place of X-Frame-Options.
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
      expect(response.headers['x-frame-options']).toBeUndefined()
    }
  })
})
