import { defaultTones, FREE_DAILY_LIMITS, replyResponseSchema } from '@tipsy/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'

const thread = [
  { side: 'them', text: 'hey! loved your photos from lisbon' },
  { side: 'me', text: 'haha thank you, it was amazing' },
  { side: 'them', text: 'we should get drinks sometime' },
  { side: 'them', text: 'are you free saturday?' },
]

describe('POST /messages/reply', () => {
  let t: TestApp
  let users = 0
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const newUser = () => t.signIn({ name: `Replier ${++users}`, email: `replier${users}@example.com` })
  const reply = (user: SignedIn | null, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/reply',
      payload: { transcript: thread, tones: defaultTones, ...body },
      headers: user?.headers ?? {},
    })
  const get = async (user: SignedIn, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: user.headers })).json()

  it('reads their last message and answers it with three stored replies', async () => {
    const user = await newUser()
    const response = await reply(user, {})
    expect(response.statusCode).toBe(200)
    const body = replyResponseSchema.parse(response.json())
    expect(body.last_message).toBe('we should get drinks sometime\nare you free saturday?')
    expect(body.analysis.scores.tone.value).not.toBe('')
    expect(body.generatedMessages).toHaveLength(3)
    expect(new Set(body.generatedMessages.map((message) => message.text)).size).toBe(3)

    // Stored like a generation: the transcript is its context, and nothing else of the chat.
    const { message } = await get(user, `/api/messages/history/${body.message_id}`)
    expect(message.context).toBe(
      'Them: hey! loved your photos from lisbon\nMe: haha thank you, it was amazing\n' +
        'Them: we should get drinks sometime\nThem: are you free saturday?',
    )
    expect(message.prompt).toContain('are you free saturday?')
    expect(message.generatedMessages.map((m: { text: string }) => m.text)).toEqual(
      body.generatedMessages.map((m) => m.text),
    )
  })

  it('flags pressure and money requests aimed at the user in their last message', async () => {
    const user = await newUser()
    const response = await reply(user, {
      transcript: [
        { side: 'them', text: 'Hi mum, this is my new number, my phone broke' },
        { side: 'me', text: 'oh no! are you ok?' },
        { side: 'them', text: 'I need you to send £850 for a bill today, I cannot call, please hurry' },
      ],
    })
    expect(response.statusCode).toBe(200)
    const { analysis } = replyResponseSchema.parse(response.json())
    expect(analysis.red_flags.some((flag) => flag.severity !== 'low')).toBe(true)
  })

  it('follows what the user wants to say', async () => {
    const user = await newUser()
    const response = await reply(user, { intent: 'say yes, but not before 8pm' })
    expect(response.statusCode).toBe(200)
    const { generatedMessages } = replyResponseSchema.parse(response.json())
    for (const message of generatedMessages) expect(message.text).toMatch(/\b8\s?pm\b|\b8\b/i)
  })

  it('refuses a chat it cannot answer, with a clear reason', async () => {
    const user = await newUser()
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ transcript: [] }, /at least one message/],
      [{ transcript: [{ side: 'me', text: 'hello?' }] }, /at least one message from them/],
      [{ transcript: [{ side: 'them', text: '   ' }] }, /must not be empty/],
      [{ transcript: [{ side: 'them', text: 'x'.repeat(1001) }] }, /at most 1000 characters/],
      [{ transcript: [{ side: 'someone', text: 'hi' }] }, /side/],
      [{ transcript: Array(81).fill({ side: 'them', text: 'hi' }) }, /at most 80 messages/],
      [{ transcript: Array(9).fill({ side: 'them', text: 'y'.repeat(990) }) }, /8000 characters/],
      [{ intent: 'z'.repeat(301) }, /intent/],
      [{ image: 'data:image/png;base64,AAAA' }, /image/],
    ]
    for (const [body, detail] of cases) {
      const error = expectErrorBody(await reply(user, body), 400)
      expect(error.detail).toMatch(detail)
    }
    expectErrorBody(await reply(null, {}), 401)
    // Nothing was counted for the refused calls.
    expect((await get(user, '/api/user/plan')).usedToday.reply).toBe(0)
  })

  it('refuses a Premium tone from a Free user', async () => {
    const user = await newUser()
    const error = expectErrorBody(await reply(user, { tones: { ...defaultTones, flirty: 40 } }), 403)
    expect(error.detail).toMatch(/Flirty is a Premium tone/)
  })

  it(`allows a Free user ${FREE_DAILY_LIMITS.reply} conversation reads a day, each counted apart from generations`, async () => {
    const user = await newUser()
    const chat = (read: number) => [...thread, { side: 'them', text: `and bring ${read} friends` }]
    for (let read = 1; read <= FREE_DAILY_LIMITS.reply; read++)
      expect((await reply(user, { transcript: chat(read) })).statusCode).toBe(200)
    const refused = expectErrorBody(await reply(user, {}), 429)
    expect(refused.detail).toMatch(
      new RegExp(`^Free plan limit reached: ${FREE_DAILY_LIMITS.reply} conversation reads a day\\.`),
    )
    const plan = await get(user, '/api/user/plan')
    expect(plan.usedToday).toMatchObject({ reply: FREE_DAILY_LIMITS.reply, analyze: 0, generate: 0 })
    expect(plan.limits.reply).toBe(FREE_DAILY_LIMITS.reply)
    // The replies count as messages written, like a generation's.
    const { stats } = await get(user, '/api/user/stats')
    expect(stats.totalMessagesGenerated).toBe(3 * FREE_DAILY_LIMITS.reply)
  })
  it('counts a chat once a day: asked again with another intent, tone or platform it costs no read', async () => {
    const user = await newUser()
    const usedToday = async () => (await get(user, '/api/user/plan')).usedToday.reply
    expect((await reply(user, {})).statusCode).toBe(200)
    expect(await usedToday()).toBe(1)
    // The same chat, spaced and cased differently, asked for something else: still one read.
    const sameChat = thread.map((bubble) => ({ ...bubble, text: `  ${bubble.text.toUpperCase()} ` }))
    for (const body of [
      { intent: 'say yes but not before 8' },
      { transcript: sameChat, tones: { ...defaultTones, tipsy: 80 } },
      { platform: 'whatsapp' },
    ]) {
      const again = await reply(user, body)
      expect(again.statusCode).toBe(200)
      expect(replyResponseSchema.parse(again.json()).generatedMessages).toHaveLength(3)
    }
    expect(await usedToday()).toBe(1)
    // An edited chat is another chat.
    expect(
      (await reply(user, { transcript: [...thread, { side: 'them', text: 'or sunday?' }] })).statusCode,
    ).toBe(200)
    expect(await usedToday()).toBe(2)
  })

  it('lets a Free user ask again about a chat read today after the last read is spent', async () => {
    const user = await newUser()
    const chat = (read: number) => [...thread, { side: 'them', text: `text me at ${read}` }]
    for (let read = 1; read <= FREE_DAILY_LIMITS.reply; read++)
      expect((await reply(user, { transcript: chat(read) })).statusCode).toBe(200)
    expect((await reply(user, { transcript: chat(1), intent: 'say no nicely' })).statusCode).toBe(200)
    expectErrorBody(await reply(user, { transcript: chat(99) }), 429)
  })
})
