import { defaultTones } from '@tipsy/contracts'
import { warmUpGrammar } from '@tipsy/engine'
import { harperLimits } from '@tipsy/engine/testing'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'
import { grantPremium } from '../billing/billing-test-support'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('messages API', () => {
  let t: TestApp
  let ada: SignedIn
  let bob: SignedIn

  beforeAll(async () => {
    t = await createTestApp({ warmGrammar: true })
    ada = await t.signIn({ name: 'Ada', email: 'ada@example.com' })
    bob = await t.signIn({ name: 'Bob', email: 'bob@example.com' })
    // Ada uses every tone; plan limits themselves are tested in plans/.
    await grantPremium(t, ada)
  })
  afterAll(() => t.close())

  const call = (user: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: user?.headers ?? {},
    })

  const generate = (user: SignedIn, body: Record<string, unknown> = {}) =>
    call(user, 'POST', '/api/messages/generate', {
      prompt: 'ask Sam out for coffee on Friday',
      tones: defaultTones,
      ...body,
    })

  describe('POST /messages/analyze', () => {
    it('returns the analysis in the contract shape', async () => {
      const response = await call(ada, 'POST', '/api/messages/analyze', {
        message: 'Per my last email, you NEVER answer. Fine.',
        use_case: 'work_email',
      })
      expect(response.statusCode).toBe(200)
      const analysis = response.json()
      expect(analysis.scores.clarity.score).toBeGreaterThanOrEqual(0)
      expect(analysis.scores.clarity.score).toBeLessThanOrEqual(100)
      expect(analysis.red_flags.length).toBeGreaterThan(0)
      expect(analysis.insights.length).toBeGreaterThan(0)
    })

    it('defaults the use case to general', async () => {
      const response = await call(ada, 'POST', '/api/messages/analyze', {
        message: 'Thanks so much, see you soon!',
      })
      expect(response.statusCode).toBe(200)
    })

    it("reads a late-night text by the writer's clock, not the server's", async () => {
      const redFlagTypes = async (extra: Record<string, unknown>) => {
        const response = await call(ada, 'POST', '/api/messages/analyze', {
          message: 'heyyy u up? i miss youuu',
          use_case: 'dating_app',
          ...extra,
        })
        expect(response.statusCode).toBe(200)
        return response.json().red_flags.map((flag: { type: string }) => flag.type)
      }
      expect(await redFlagTypes({ local_time: '02:13' })).toContain('drunk_text')
      expect(await redFlagTypes({ local_time: '21:30' })).not.toContain('drunk_text')
      expect(await redFlagTypes({})).not.toContain('drunk_text')
    })

    it.each([
      ['a missing message', {}],
      ['a blank message', { message: '   ' }],
      ['2,001 characters', { message: 'a'.repeat(2001) }],
      ['a number', { message: 42 }],
      ['an unknown use case', { message: 'hi', use_case: 'poetry' }],
      ['an unknown field', { message: 'hi', mood: 'sad' }],
      ['a local time that is no time', { message: 'hi', local_time: '25:00' }],
      ['a local time with a date', { message: 'hi', local_time: '2025-03-08T02:13' }],
    ])('refuses %s with 400', async (_name, payload) => {
      expectErrorBody(await call(ada, 'POST', '/api/messages/analyze', payload), 400)
    })

    it('requires sign-in', async () => {
      expectErrorBody(await call(null, 'POST', '/api/messages/analyze', { message: 'hi' }), 401)
    })
  })

  describe('POST /messages/grammar', () => {
    // harper's set-up takes seconds on a busy machine; the first check waits for it.
    beforeAll(() => warmUpGrammar(), 120_000)

    it('returns each problem with its span, explanation and replacements', async () => {
      const message = 'Thanks for you patience, i will send it tommorow.'
      const response = await call(ada, 'POST', '/api/messages/grammar', { message, use_case: 'work_email' })
      expect(response.statusCode).toBe(200)
      const { problems } = response.json<{
        problems: {
          text: string
          span: { start: number; end: number }
          replacements: string[]
          message: string
        }[]
      }>()
      const tomorrow = problems.find((problem) => problem.text === 'tommorow')
      expect(tomorrow?.replacements[0]).toBe('tomorrow')
      expect(tomorrow && message.slice(tomorrow.span.start, tomorrow.span.end)).toBe('tommorow')
      expect(tomorrow?.message).toBeTruthy()
      // harper answered in time: the check is complete, so it is not marked partial.
      expect(response.json()).not.toHaveProperty('partial')
    })

    it('counts in no quota: the analysis it belongs to counted already', async () => {
      const today = async () => (await call(bob, 'GET', '/api/user/plan')).json().usedToday
      const before = await today()
      expect((await call(bob, 'POST', '/api/messages/grammar', { message: 'your welcome' })).statusCode).toBe(
        200,
      )
      expect(await today()).toEqual(before)
    })

    it.each([
      ['a missing message', {}],
      ['a blank message', { message: '   ' }],
      ['2,001 characters', { message: 'a'.repeat(2001) }],
      ['an unknown use case', { message: 'hi', use_case: 'poetry' }],
      ['an unknown field', { message: 'hi', local_time: '10:00' }],
    ])('refuses %s with 400', async (_name, payload) => {
      expectErrorBody(await call(ada, 'POST', '/api/messages/grammar', payload), 400)
    })

    it('requires sign-in', async () => {
      expectErrorBody(await call(null, 'POST', '/api/messages/grammar', { message: 'hi' }), 401)
    })

    // Last of the grammar checks: it replaces harper's worker, whose successor sets up for seconds.
    it('logs a replaced harper worker at warn, with the endpoint whose check caused it', async () => {
      const warn = vi.spyOn(t.app.log, 'warn')
      const { stuckChunkMs } = harperLimits
      harperLimits.stuckChunkMs = 1
      try {
        const message = 'blorptak snargle quizzvex tromplin drawub fenblor ptiksnar glequiz'
        const response = await call(ada, 'POST', '/api/messages/grammar', { message })
        expect(response.statusCode).toBe(200)
        expect(response.json().partial).toEqual({ reason: 'deadline' })
        expect(warn).toHaveBeenCalledWith(
          { reason: 'deadline', textLength: message.length, endpoint: 'POST /messages/grammar' },
          "harper's grammar worker was replaced",
        )
      } finally {
        harperLimits.stuckChunkMs = stuckChunkMs
        warn.mockRestore()
      }
    })
  })

  describe('POST /messages/rewrite', () => {
    it('rewrites in the three default styles', async () => {
      const response = await call(ada, 'POST', '/api/messages/rewrite', {
        message: 'hey so i think maybe we could kinda move the meeting?? idk',
        use_case: 'work_email',
      })
      expect(response.statusCode).toBe(200)
      const { rewrites } = response.json()
      expect(rewrites.map((rewrite: { style: string }) => rewrite.style)).toEqual([
        'professional',
        'friendly',
        'concise',
      ])
      for (const rewrite of rewrites) {
        expect(rewrite.character_count).toBe(rewrite.text.length)
        expect(rewrite.changes.length).toBeGreaterThan(0)
      }
    })

    it('honours the requested styles', async () => {
      const response = await call(ada, 'POST', '/api/messages/rewrite', {
        message: 'I am sorry but I really need this done by Friday.',
        use_case: 'negotiation',
        rewrite_styles: ['assertive', 'empathetic'],
      })
      expect(response.json().rewrites.map((rewrite: { style: string }) => rewrite.style)).toEqual([
        'assertive',
        'empathetic',
      ])
    })

    it.each([
      ['an unknown style', { message: 'hi', rewrite_styles: ['pirate'] }],
      ['no styles', { message: 'hi', rewrite_styles: [] }],
      ['a repeated style', { message: 'hi', rewrite_styles: ['concise', 'concise'] }],
      ['a blank message', { message: '' }],
    ])('refuses %s with 400', async (_name, payload) => {
      expectErrorBody(await call(ada, 'POST', '/api/messages/rewrite', payload), 400)
    })
  })

  describe('POST /messages/generate', () => {
    it('writes three messages and stores them', async () => {
      const response = await generate(ada, { platform: 'sms', tones: { ...defaultTones, drunk: 90 } })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.message_id).toMatch(UUID)
      expect(body.generatedMessages).toHaveLength(3)
      for (const message of body.generatedMessages) {
        expect(message.id).toMatch(UUID)
        expect(message.text.length).toBeLessThanOrEqual(160)
      }
      const stored = (await call(ada, 'GET', `/api/messages/history/${body.message_id}`)).json().message
      expect(stored.generatedMessages).toEqual(body.generatedMessages)
      expect(stored).toMatchObject({ platform: 'sms', context: null, saved: false })
    })

    it('trims the context and stores none when it is blank', async () => {
      const body = (await generate(ada, { context: '  she likes jazz  ' })).json()
      expect(
        (await call(ada, 'GET', `/api/messages/history/${body.message_id}`)).json().message.context,
      ).toBe('she likes jazz')
      const blank = (await generate(ada, { context: '   ' })).json()
      expect(
        (await call(ada, 'GET', `/api/messages/history/${blank.message_id}`)).json().message.context,
      ).toBeNull()
    })

    it('answers a request it cannot read with 422 and a hint, stores nothing and spends no quota', async () => {
      const before = (await call(bob, 'GET', '/api/messages/history')).json().total
      const used = (await call(bob, 'GET', '/api/user/plan')).json()
      const response = await generate(bob, { prompt: 'hmm' })
      expectErrorBody(response, 422)
      expect(response.json()).toMatchObject({ code: 'unclear_request' })
      expect(response.json().detail).toMatch(/for example/)
      expect((await call(bob, 'GET', '/api/messages/history')).json().total).toBe(before)
      expect((await call(bob, 'GET', '/api/user/plan')).json()).toEqual(used)
    })

    it('writes what was asked: the content, to the reader', async () => {
      const body = (
        await generate(ada, {
          prompt: 'tell my landlord the tap in the kitchen has been leaking since monday',
        })
      ).json()
      for (const message of body.generatedMessages) {
        expect(message.text).toMatch(/tap/i)
        expect(message.text).toMatch(/leak/i)
        expect(message.text).toMatch(/Monday/)
        expect(message.text).not.toMatch(/\bmy landlord\b/i)
      }
    })

    it.each([
      ['a blank prompt', { prompt: '   ' }],
      ['a missing tone', { tones: { ...defaultTones, bold: undefined } }],
      ['a tone above 100', { tones: { ...defaultTones, drunk: 101 } }],
      ['a negative tone', { tones: { ...defaultTones, funny: -1 } }],
      ['a fractional tone', { tones: { ...defaultTones, casual: 2.5 } }],
      ['an unknown tone', { tones: { ...defaultTones, spicy: 10 } }],
      ['an unknown platform', { platform: 'myspace' }],
    ])('refuses %s with 400 and stores nothing', async (_name, body) => {
      const before = (await call(bob, 'GET', '/api/messages/history')).json().total
      expectErrorBody(await generate(bob, body), 400)
      expect((await call(bob, 'GET', '/api/messages/history')).json().total).toBe(before)
    })
  })

  describe('POST /messages/generate/stream', () => {
    it('sends each message as an event, then the stored result', async () => {
      const response = await call(ada, 'POST', '/api/messages/generate/stream', {
        prompt: 'thank Priya for the birthday gift',
        tones: { ...defaultTones, funny: 70 },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/event-stream')
      const events = response.body
        .trim()
        .split('\n\n')
        .map((block) => {
          const [eventLine, dataLine] = block.split('\n')
          return {
            event: eventLine?.replace('event: ', ''),
            data: JSON.parse(dataLine?.replace('data: ', '') ?? ''),
          }
        })
      expect(events.map((event) => event.event)).toEqual(['message', 'message', 'message', 'done'])
      const done = events[3]?.data
      expect(done.generatedMessages.map((m: { id: string }) => m.id)).toEqual(
        events.slice(0, 3).map((e) => e.data.id),
      )
      const stored = (await call(ada, 'GET', `/api/messages/history/${done.message_id}`)).json().message
      expect(stored.generatedMessages).toHaveLength(3)
    })

    it('answers a request it cannot read with a 422 before any event', async () => {
      const response = await call(ada, 'POST', '/api/messages/generate/stream', {
        prompt: 'asdfgh',
        tones: defaultTones,
      })
      expectErrorBody(response, 422)
      expect(response.json()).toMatchObject({ code: 'unclear_request' })
    })

    it('answers invalid input with a JSON 400 before any event', async () => {
      const response = await call(ada, 'POST', '/api/messages/generate/stream', {
        prompt: '',
        tones: defaultTones,
      })
      expectErrorBody(response, 400)
    })
  })

  describe('history', () => {
    let carol: SignedIn
    const ids: string[] = []
    beforeAll(async () => {
      carol = await t.signIn({ name: 'Carol', email: 'carol@example.com' })
      // Premium keeps the whole history; Free keeps the last 10 (plans/ tests that).
      await grantPremium(t, carol)
      for (let index = 0; index < 12; index++) {
        ids.push(
          (await generate(carol, { prompt: `check in with the team, take ${index}` })).json().message_id,
        )
        t.advanceClock(1000)
      }
    })

    it('pages newest first with the total, 10 per page by default', async () => {
      const first = (await call(carol, 'GET', '/api/messages/history')).json()
      expect(first).toMatchObject({ page: 1, per_page: 10, total: 12 })
      expect(first.messages.map((m: { message_id: string }) => m.message_id)).toEqual(
        [...ids].reverse().slice(0, 10),
      )
      const second = (await call(carol, 'GET', '/api/messages/history?page=2')).json()
      expect(second.messages.map((m: { message_id: string }) => m.message_id)).toEqual([ids[1], ids[0]])
      const beyond = (await call(carol, 'GET', '/api/messages/history?page=3&per_page=10')).json()
      expect(beyond).toMatchObject({ messages: [], total: 12, page: 3 })
      const small = (await call(carol, 'GET', '/api/messages/history?page=4&per_page=3')).json()
      expect(small.messages.map((m: { message_id: string }) => m.message_id)).toEqual([
        ids[2],
        ids[1],
        ids[0],
      ])
    })

    it.each(['page=0', 'page=-1', 'page=abc', 'per_page=0', 'per_page=101', 'per_page=2.5', 'sort=asc'])(
      'refuses ?%s with 400',
      async (query) => {
        expectErrorBody(await call(carol, 'GET', `/api/messages/history?${query}`), 400)
      },
    )

    it("answers another user's generation exactly like a missing one", async () => {
      const target = ids[0]
      const missing = '00000000-0000-4000-8000-000000000000'
      for (const id of [target, missing]) {
        const get = expectErrorBody(await call(bob, 'GET', `/api/messages/history/${id}`), 404)
        expect(get.detail).toBe('Message not found')
        expectErrorBody(await call(bob, 'DELETE', `/api/messages/history/${id}`), 404)
        expectErrorBody(await call(bob, 'POST', '/api/messages/save', { message_id: id }), 404)
      }
      expect((await call(carol, 'GET', `/api/messages/history/${target}`)).statusCode).toBe(200)
    })

    it('refuses an id that is not a UUID with 400', async () => {
      expectErrorBody(await call(carol, 'GET', '/api/messages/history/not-a-uuid'), 400)
    })

    it('saves a generation (twice is fine) and shows it as saved', async () => {
      const id = ids[5]
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await call(carol, 'POST', '/api/messages/save', { message_id: id })
        expect(response.json()).toEqual({ message_id: id, saved: true })
      }
      expect((await call(carol, 'GET', `/api/messages/history/${id}`)).json().message.saved).toBe(true)
    })

    it('records copy events only for a variation of the user’s own generation', async () => {
      const message = (await call(carol, 'GET', `/api/messages/history/${ids[6]}`)).json().message
      const variation = message.generatedMessages[0].id
      const ok = await call(carol, 'POST', '/api/messages/copy-event', {
        message_id: ids[6],
        variation_id: variation,
      })
      expect(ok.json()).toEqual({ recorded: true })
      expectErrorBody(
        await call(carol, 'POST', '/api/messages/copy-event', {
          message_id: ids[7],
          variation_id: variation,
        }),
        404,
      )
      expectErrorBody(
        await call(bob, 'POST', '/api/messages/copy-event', { message_id: ids[6], variation_id: variation }),
        404,
      )
      expectErrorBody(await call(carol, 'POST', '/api/messages/copy-event', { message_id: ids[6] }), 400)
    })

    it('deletes one, then all', async () => {
      expect((await call(carol, 'DELETE', `/api/messages/history/${ids[11]}`)).json()).toEqual({ deleted: 1 })
      expectErrorBody(await call(carol, 'GET', `/api/messages/history/${ids[11]}`), 404)
      expect((await call(carol, 'DELETE', '/api/messages/history')).json()).toEqual({ deleted: 11 })
      expect((await call(carol, 'GET', '/api/messages/history')).json()).toMatchObject({
        messages: [],
        total: 0,
      })
      // Nobody else's history was touched.
      expect((await call(ada, 'GET', '/api/messages/history')).json().total).toBeGreaterThan(0)
    })
  })

  it('lists the six use cases', async () => {
    const { use_cases } = (await call(ada, 'GET', '/api/messages/use-cases')).json()
    expect(use_cases.map((useCase: { id: string }) => useCase.id).sort()).toEqual([
      'apology',
      'dating_app',
      'general',
      'negotiation',
      'text_friend',
      'work_email',
    ])
  })
})
