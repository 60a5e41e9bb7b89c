import { describe, expect, it } from 'vitest'
import { buildPath } from './endpoint'
import { endpoints } from './endpoints'
import { analyzeRequestSchema, generateRequestSchema, rewriteRequestSchema } from './messages'
import { defaultTones, tonesSchema } from './tones'

/** docs/product.md §7, row by row. */
const specCalls = [
  'POST /auth/google',
  'POST /auth/refresh',
  'GET /auth/me',
  'POST /auth/logout',
  'POST /emoji/generate',
  'GET /emoji/history',
  'DELETE /emoji/history',
  'GET /user/stats',
  'GET /user/preferences',
  'PUT /user/preferences',
  'POST /messages/generate',
  'GET /messages/history',
  'GET /messages/history/:id',
  'DELETE /messages/history/:id',
  'DELETE /messages/history',
  'POST /messages/save',
  'POST /messages/copy-event',
  'POST /messages/analyze',
  'POST /messages/rewrite',
  'GET /messages/use-cases',
  'GET /subscriptions/status',
  'PATCH /subscriptions/cancel',
]

describe('endpoint table', () => {
  const table = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)

  it('has every call of docs/product.md §7 exactly once', () => {
    expect(specCalls).toHaveLength(22)
    for (const call of specCalls) expect(table.filter((entry) => entry === call)).toHaveLength(1)
  })

  it('has no duplicate method and path', () => {
    expect(new Set(table).size).toBe(table.length)
  })

  it('asks for sign-in wherever a rule is per user or needs the plan', () => {
    for (const endpoint of Object.values(endpoints)) {
      const perUser = endpoint.rateLimit === 'engine' || 'quota' in endpoint || 'plan' in endpoint
      if (perUser) expect(endpoint.auth, endpoint.path).toBe(true)
    }
  })

  it('rate limits every call that runs the writing engine or opens a session', () => {
    const limited = Object.values(endpoints)
      .filter((endpoint) => endpoint.rateLimit !== null)
      .map((endpoint) => `${endpoint.rateLimit} ${endpoint.method} ${endpoint.path}`)
    expect(limited.filter((entry) => entry.startsWith('engine'))).toHaveLength(7)
    expect(limited.filter((entry) => entry.includes(' /auth/'))).toHaveLength(6)
    expect(limited).toContain('beacon POST /analytics/vitals')
    expect(limited).toContain('engine POST /messages/grammar')
    expect(limited).toContain('engine POST /messages/reply')
  })

  it('declares path parameters it uses', () => {
    for (const endpoint of Object.values(endpoints)) {
      const usesParams = endpoint.path.includes(':')
      expect('params' in endpoint.request, endpoint.path).toBe(usesParams)
    }
  })
})

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/messages/history/:id', { id: 'a b/c' })).toBe('/messages/history/a%20b%2Fc')
  })
  it('throws on a missing parameter', () => {
    expect(() => buildPath('/messages/history/:id', {})).toThrow(/Missing path parameter "id"/)
  })
})

describe('request schemas', () => {
  it('defaults the use case to general and the rewrite styles to the three the screen sends', () => {
    expect(analyzeRequestSchema.parse({ message: 'hi' }).use_case).toBe('general')
    expect(rewriteRequestSchema.parse({ message: 'hi' }).rewrite_styles).toEqual([
      'professional',
      'friendly',
      'concise',
    ])
  })

  it('refuses blank and over-long messages, unknown fields and repeated styles', () => {
    expect(analyzeRequestSchema.safeParse({ message: '   ' }).success).toBe(false)
    expect(analyzeRequestSchema.safeParse({ message: 'x'.repeat(2001) }).success).toBe(false)
    expect(analyzeRequestSchema.safeParse({ message: 'x'.repeat(2000) }).success).toBe(true)
    expect(analyzeRequestSchema.safeParse({ message: 'hi', extra: 1 }).success).toBe(false)
    expect(
      rewriteRequestSchema.safeParse({ message: 'hi', rewrite_styles: ['concise', 'concise'] }).success,
    ).toBe(false)
  })

  it('requires all eight tones as integers 0–100', () => {
    expect(tonesSchema.parse(defaultTones)).toEqual(defaultTones)
    expect(tonesSchema.safeParse({ ...defaultTones, drunk: 101 }).success).toBe(false)
    expect(tonesSchema.safeParse({ ...defaultTones, drunk: 2.5 }).success).toBe(false)
    const { bold: _bold, ...seven } = defaultTones
    expect(tonesSchema.safeParse(seven).success).toBe(false)
    expect(generateRequestSchema.safeParse({ prompt: ' ', tones: defaultTones }).success).toBe(false)
  })
})
