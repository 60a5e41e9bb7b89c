import { emojiHistoryResponseSchema } from '@tipsy/contracts'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { responseSerializerCompiler, undeclaredPaths } from './response-serializer'

const page = {
  history: [{ id: 'a1', emoji: '🎉 "party" \\ 🕺', text: 'party tonight', time: '2026-11-24T18:00:00.123Z' }],
  page: 1,
  limit: 20,
  hasMore: false,
}

async function serverAnswering(body: unknown, checkResponses: boolean) {
  const app = Fastify()
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses }))
  app.get('/page', { schema: { response: { 200: emojiHistoryResponseSchema } } }, async () => body)
  return app.inject({ method: 'GET', url: '/page' })
}

describe('response serializer', () => {
  it('writes the same JSON as JSON.stringify, emoji, quotes and backslashes included', async () => {
    for (const checkResponses of [false, true]) {
      const answer = await serverAnswering(page, checkResponses)
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe(JSON.stringify(page))
      expect(answer.json()).toEqual(page)
    }
  })

  it('fails a checked answer that carries a property the contract does not declare', async () => {
    const leaking = { ...page, history: [{ ...page.history[0], userId: 'secret-user-id' }] }
    const answer = await serverAnswering(leaking, true)
    expect(answer.statusCode).toBe(500)
    expect(answer.body).not.toContain('secret-user-id')
  })

  it('fails a checked answer whose values break the contract', async () => {
    const answer = await serverAnswering({ ...page, hasMore: 'no' }, true)
    expect(answer.statusCode).toBe(500)
  })
})

describe('undeclaredPaths', () => {
  const schema = z.object({ items: z.array(z.object({ id: z.string() })), total: z.number() })
  const paths = (value: unknown) => undeclaredPaths(value, schema.parse(value))

  it('names every property zod dropped, however deep', () => {
    expect(paths({ items: [{ id: 'a' }, { id: 'b', hash: 'x' }], total: 2, debug: true })).toEqual([
      '$.items[1].hash',
      '$.debug',
    ])
  })

  it('finds nothing in an answer that is exactly the contract, and ignores undefined values', () => {
    expect(paths({ items: [{ id: 'a' }], total: 1 })).toEqual([])
    expect(paths({ items: [], total: 0, note: undefined })).toEqual([])
  })

  it('keeps the keys of records', () => {
    const record = z.record(z.string(), z.number())
    const value = { tipsy: 3, sober: 1 }
    expect(undeclaredPaths(value, record.parse(value))).toEqual([])
  })
})
