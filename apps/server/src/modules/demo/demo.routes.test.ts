import { analysisSchema } from '@tipsy/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type TestApp } from '../../test-support/test-app'

const URL = '/api/demo/analyze'

const analyze = (t: TestApp, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress })

/** Rows in every table of the database, by table. */
async function rowsPerTable(t: TestApp): Promise<Record<string, number>> {
  const { db } = t.database.handle
  const { rows: tables } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name: table } of tables) {
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    )
    counts[table] = rows[0]?.count ?? 0
  }
  return counts
}

describe('POST /api/demo/analyze', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DEMO_PER_MINUTE: '1000', RATE_LIMIT_DEMO_PER_DAY: '1000' },
    })
  })
  afterAll(() => t.close())

  it("answers without an account with MessageIQ's analysis", async () => {
    const message = 'Per my last email, you NEVER answer. Fine.'
    const response = await analyze(t, { message })
    expect(response.statusCode).toBe(200)
    const analysis = analysisSchema.parse(response.json())
    expect(analysis.red_flags.length).toBeGreaterThan(0)
    expect(analysis.insights.length).toBeGreaterThan(0)

    // The same reading a signed-in user gets from MessageIQ with the general use case.
    const user = await t.signIn({ email: 'ada@example.com' })
    const messageIq = await t.app.inject({
      method: 'POST',
      url: '/api/messages/analyze',
      payload: { message },
      headers: user.headers,
    })
    expect(messageIq.json()).toEqual(analysis)
  })

  it("reads late-night texts by the visitor's clock", async () => {
    const flags = async (extra: Record<string, string>) =>
      (await analyze(t, { message: 'heyyy u up? i miss youuu', ...extra }))
        .json()
        .red_flags.map((flag: { type: string }) => flag.type)
    expect(await flags({ local_time: '02:13' })).toContain('drunk_text')
    expect(await flags({})).not.toContain('drunk_text')
  })

  it('says when the text is not English', async () => {
    const response = await analyze(t, { message: 'Hola, ¿quieres venir a la fiesta el sábado por la noche?' })
    expect(response.statusCode).toBe(200)
    expect(response.json().insights[0]).toMatch(/language other than English/)
  })

  it('stores nothing: no message, no usage, no event', async () => {
    const before = await rowsPerTable(t)
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['messages', 'usage_counters', 'web_vitals']))
    for (const message of ['You always do this.', 'Thanks so much, see you soon! 🎉']) {
      expect((await analyze(t, { message })).statusCode).toBe(200)
    }
    const after = await rowsPerTable(t)
    // On PostgreSQL the address's allowance is counted in the database; that row holds no text.
    delete before.rate_limit_buckets
    delete after.rate_limit_buckets
    expect(after).toEqual(before)
  })

  it.each([
    ['a missing message', {}],
    ['a blank message', { message: '   ' }],
    ['2,001 characters', { message: 'a'.repeat(2001) }],
    ['a number', { message: 42 }],
    ['a use case (the demo reads every message as general)', { message: 'hi', use_case: 'dating_app' }],
    ['a malformed local time', { message: 'hi', local_time: '25:00' }],
    ['an unknown field', { message: 'hi', userId: 'someone' }],
    ['an array', ['hi']],
  ])('refuses %s with 400 and a detail', async (_, payload) => {
    expectErrorBody(await analyze(t, payload), 400)
  })

  it('refuses what is not a JSON object, or too big, with a detail and never a 5xx', async () => {
    const raw = (payload: string, contentType = 'application/json') =>
      t.app.inject({ method: 'POST', url: URL, payload, headers: { 'content-type': contentType } })
    expectErrorBody(await raw('{"message": "hi"'), 400)
    expectErrorBody(await raw('null'), 400)
    expectErrorBody(await raw('hello', 'text/plain'), 415)
    expectErrorBody(await raw(JSON.stringify({ message: 'a'.repeat(20_000) })), 413)
    // The longest message in the widest encodings still fits the body limit: three bytes a
    // character in UTF-8, six for a control character written as an escape.
    expect((await raw(JSON.stringify({ message: '話'.repeat(2000) }))).statusCode).toBe(200)
    const escaped = await raw(JSON.stringify({ message: '\u0001'.repeat(1999).concat('a') }))
    expect(escaped.statusCode).not.toBe(413)
    expect(escaped.statusCode).toBeLessThan(500)
  })

  it('has no GET', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: URL }), 404)
  })
})

describe('the demo allowance per client address', () => {
  it('refuses a sixth call within the minute, saying to sign up, with Retry-After', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_DEMO_PER_MINUTE: '5', RATE_LIMIT_DEMO_PER_DAY: '1000' },
    })
    try {
      for (let call = 0; call < 5; call++) {
        expect((await analyze(t, { message: 'see you at 8?' }, '10.0.0.1')).statusCode).toBe(200)
      }
      const refused = await analyze(t, { message: 'see you at 8?' }, '10.0.0.1')
      const body = expectErrorBody(refused, 429)
      expect(body.detail).toMatch(
        /^Too many requests: the limit is 5 a minute\. Try again in \d+ s\. Sign up free/,
      )
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
      // Another address has an allowance of its own; a bad request still counts against its sender.
      expect((await analyze(t, { message: 'see you at 8?' }, '10.0.0.2')).statusCode).toBe(200)
      expectErrorBody(await analyze(t, {}, '10.0.0.1'), 429)
    } finally {
      await t.close()
    }
  })

  it('refuses past the day’s allowance until the day is over', async () => {
    const t = await createTestApp({
      env: { RATE_LIMIT_DEMO_PER_MINUTE: '1000', RATE_LIMIT_DEMO_PER_DAY: '2' },
    })
    try {
      for (let call = 0; call < 2; call++) {
        expect((await analyze(t, { message: 'running late, sorry!' }, '10.0.0.3')).statusCode).toBe(200)
      }
      const refused = await analyze(t, { message: 'running late, sorry!' }, '10.0.0.3')
      const body = expectErrorBody(refused, 429)
      expect(body.detail).toMatch(
        /^Too many requests: the limit is 2 a day\. Try again in \d+ h( \d+ min)?\. Sign up free/,
      )
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600)
      expect((await analyze(t, { message: 'running late, sorry!' }, '10.0.0.4')).statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})
