import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'

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
