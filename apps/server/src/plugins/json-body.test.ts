import { schema } from '@tipsy/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../test-support/test-app'

describe('JSON bodies', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  // Found by the fuzzer: PostgreSQL cannot store these, so they were 500s after the handler ran.
  it('refuses text holding U+0000 or an unpaired surrogate with a 400 before anything is stored', async () => {
    const user = await t.signIn()
    const users = await t.database.handle.db.$count(schema.users)
    const requests = [
      { method: 'POST', url: '/api/auth/local', payload: '{"name":"a\\u0000b"}' },
      { method: 'POST', url: '/api/emoji/generate', payload: '{"text":"pizza \\u0000 party"}' },
      { method: 'PUT', url: '/api/user/preferences', payload: '{"selectedEmoji":"\\u0000"}' },
      { method: 'PUT', url: '/api/user/preferences', payload: '{"selectedEmoji":"\\ud83d"}' },
    ] as const
    for (const request of requests) {
      const response = await t.app.inject({
        ...request,
        headers: { ...user.headers, 'content-type': 'application/json' },
      })
      expect(expectErrorBody(response, 400).code).toBe('invalid_text')
    }
    expect(await t.database.handle.db.$count(schema.users)).toBe(users)
  })

  it('still parses ordinary JSON and refuses prototype-pollution keys', async () => {
    const local = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/local',
        payload,
        headers: { 'content-type': 'application/json' },
      })
    expect((await local('{"name":"back\\\\u0000slash"}')).statusCode).toBe(200)
    expect((await local('{"name":"\\ud83c\\udf55 pizza"}')).statusCode).toBe(200)
    expectErrorBody(await local('{"__proto__":{"isAdmin":true}}'), 400)
  })
})
