import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-app'

// Found by the fuzzer: the router answered these itself, as `{ error, message, statusCode }`.
describe("the router's own refusals", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers a path that is not valid percent-encoding with a 400 {detail}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/messages/history/%' })
    expect(expectErrorBody(response, 400)).toEqual({
      detail: 'The URL is not valid: check its percent-encoding',
      code: 'bad_url',
    })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers an over-long path parameter with a 414 {detail}', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/history/${'a'.repeat(1000)}`,
    })
    expect(expectErrorBody(response, 414)).toEqual({
      detail: 'A part of the URL path is too long',
      code: 'uri_too_long',
    })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})
