import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { endpoints } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from './test-support/test-app'

describe('API basics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reports health with a database round trip, and the models live in the engine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      reader: { kind: 'rules' },
      writer: { kind: 'rules' },
    })
  })

  it('reports the models the engine says are live, not the configured ones', async () => {
    const withModels = await createTestApp({
      engine: (engine) => ({
        ...engine,
        models: () => ({
          reader: { kind: 'encoder', model: 'minilm-l6-v2-int8' },
          writer: { kind: 'llama-cpp', model: 'SmolLM2-135M-Instruct.Q4_1.gguf' },
        }),
      }),
    })
    try {
      const response = await withModels.app.inject({ method: 'GET', url: '/api/health' })
      expect(response.json()).toMatchObject({
        reader: { kind: 'encoder', model: 'minilm-l6-v2-int8' },
        writer: { kind: 'llama-cpp', model: 'SmolLM2-135M-Instruct.Q4_1.gguf' },
      })
    } finally {
      await withModels.close()
    }
  })

  it('answers an unknown API path with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const body = expectErrorBody(await t.app.inject({ method, url: '/api/does-not-exist' }), 404)
      expect(body.detail).toBe(`Not found: ${method} /api/does-not-exist`)
    }
  })

  const local = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/local',
      payload,
      headers: { 'content-type': contentType },
    })

  it.each([
    ['malformed JSON', '{"name": ', 400, /not valid JSON/],
    ['a wrong type', '{"name": 42}', 400, /body\.name/],
    ['an unknown field', '{"name": "x", "isAdmin": true}', 400, /Unrecognized key/],
    ['an invalid e-mail', '{"email": "not-an-email"}', 400, /body\.email/],
    ['an array body', '[]', 400, /body/],
    ['a prototype-pollution key', '{"__proto__": {"isAdmin": true}}', 400, /body/],
    ['an oversized body', JSON.stringify({ name: 'x'.repeat(100_000) }), 413, /too large/],
  ])('refuses %s with a clear {detail}', async (_name, payload, status, detail) => {
    expect(expectErrorBody(await local(payload), status).detail).toMatch(detail)
  })

  it('refuses bodies that are not JSON with 415', async () => {
    expectErrorBody(await local('name=x', 'application/x-www-form-urlencoded'), 415)
    expectErrorBody(await local('hello', 'text/plain'), 415)
  })

  it('sends security headers, and no CSP on JSON answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.headers['content-security-policy']).toBeUndefined()
  })

  it('allows credentialed CORS only for the configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    })
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    expect(allowed.headers['access-control-allow-credentials']).toBe('true')
    const denied = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/me',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    })
    expect(denied.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('publishes OpenAPI built from the contract endpoints', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json<{ paths: Record<string, Record<string, unknown>> }>()
    const served = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const contract = Object.values(endpoints).map(
      (endpoint) => `${endpoint.method} /api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
    )
    // Every route the server serves is a contract endpoint (nothing typed twice by hand).
    for (const route of served) expect(contract).toContain(route)
    expect(served).toContain('POST /api/auth/google')
    expect(served).toContain('PATCH /api/subscriptions/resume')
    expect(served).toContain('POST /api/messages/grammar')
    const docsPage = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(docsPage.statusCode).toBe(200)
    expect(docsPage.headers['content-type']).toContain('text/html')
  })
})

describe('API docs switched off (the production default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { API_DOCS: '0' } })
  })
  afterAll(() => t.close())

  it('serves neither the document nor the UI, and answers like any unknown API path', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
      expectErrorBody(await t.app.inject({ method: 'GET', url }), 404)
    }
  })
})

describe('serving the web app', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tipsy-web-'))
    mkdirSync(join(dir, 'login'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), '<html><body>landing<script>window.__x=1</script></body></html>')
    writeFileSync(join(dir, 'login', 'index.html'), '<html><body>login</body></html>')
    writeFileSync(
      join(dir, '__spa-fallback.html'),
      '<html><body>shell<script type="application/ld+json">{}</script></body></html>',
    )
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)')
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
    t = await createTestApp({ env: { WEB_DIST_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('serves prerendered pages with status 200', async () => {
    expect((await get('/')).body).toContain('landing')
    const login = await get('/login')
    expect(login.statusCode).toBe(200)
    expect(login.body).toContain('login')
    expect(login.headers['cache-control']).toBe('no-cache')
  })

  it('serves the SPA shell for app routes with 200 and for unknown paths with 404', async () => {
    const appRoute = await get('/app/dashboard')
    expect(appRoute.statusCode).toBe(200)
    expect(appRoute.body).toContain('shell')
    const unknown = await get('/no-such-page')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toContain('text/html')
    expect(unknown.body).toContain('shell')
  })

  it('caches hashed assets for a year', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the precompressed file when the browser accepts it', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)')
  })

  it('gives each page a CSP that allows Google Identity Services, nothing else foreign, and only its own inline scripts', async () => {
    const csp = String((await get('/')).headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client 'sha256-")
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/')
    expect(csp).toContain("frame-ancestors 'none'")
    const foreignHosts = [...csp.matchAll(/https:\/\/([^/\s;]+)/g)].map((match) => match[1])
    expect(new Set(foreignHosts)).toEqual(new Set(['accounts.google.com', '*.googleusercontent.com']))
    expect(csp.match(/'sha256-[^']+'/g)).toHaveLength(1)
    // The login page has no inline script, so its policy allows none.
    expect(String((await get('/login')).headers['content-security-policy'])).not.toContain('sha256-')
    // The SPA shell's JSON-LD is data, not script: no hash needed.
    expect(String((await get('/app/x')).headers['content-security-policy'])).not.toContain('sha256-')
  })

  it('sends no CSP with static assets', async () => {
    expect((await get('/assets/app-abc123.js')).headers['content-security-policy']).toBeUndefined()
  })

  it('keeps unknown API paths as JSON 404', async () => {
    expectErrorBody(await get('/api/nothing-here'), 404)
  })
})
