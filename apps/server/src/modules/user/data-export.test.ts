import { randomUUID } from 'node:crypto'
import { apiPath, defaultTones, endpoints, userDataExportSchema } from '@tipsy/contracts'
import { schema } from '@tipsy/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'

const DAY_MS = 24 * 60 * 60 * 1000

/** One row in every table that holds something about a user, each text carrying `tag`. */
async function storeEverything(t: TestApp, userId: string, tag: string) {
  const db = t.database.handle.db
  const messageId = randomUUID()
  const variationIds = [randomUUID(), randomUUID()]
  await db.insert(schema.userPreferences).values({
    userId,
    preferences: { selectedEmoji: '🔥', defaultPlatform: 'sms', note: `${tag}-preferences` },
  })
  await db.insert(schema.messages).values({
    id: messageId,
    userId,
    prompt: `${tag}-prompt`,
    context: `${tag}-context`,
    platform: 'sms',
    tones: defaultTones,
  })
  await db.insert(schema.messageVariations).values(
    variationIds.map((id, position) => ({
      id,
      messageId,
      position,
      tone: 'sober',
      text: `${tag}-variation-${position}`,
    })),
  )
  await db.insert(schema.savedMessages).values({ userId, messageId })
  await db.insert(schema.copyEvents).values({ userId, messageId, variationId: variationIds[1] as string })
  await db.insert(schema.messageAnalyses).values({
    userId,
    message: `${tag}-analysed-message`,
    useCase: 'text_friend',
    result: {
      scores: {
        tone: { value: 'friendly', description: `${tag}-tone` },
        clarity: { score: 80 },
        emotional_temperature: { value: 40, label: 'warm' },
        sentiment: { label: 'positive', score: 0.4 },
      },
      red_flags: [],
      insights: [`${tag}-insight`],
    },
  })
  await db
    .insert(schema.emojiHistory)
    .values({ userId, text: `${tag}-emoji-text`, emoji: '🌞', selectedEmoji: '🔥' })
  await db.insert(schema.usageCounters).values([
    { userId, metric: 'generate', day: '2026-01-02', count: 3 },
    { userId, metric: 'analyze', day: '2026-01-02', count: 2 },
  ])
  await db.insert(schema.subscriptions).values({
    userId,
    provider: 'sandbox',
    providerSubscriptionId: `sub_${tag}`,
    status: 'active',
    recurringPreTaxAmount: 999,
    currency: 'USD',
    paymentFrequencyInterval: 'Month',
    nextBillingDate: new Date(Date.now() + 30 * DAY_MS),
    customer: { customer_id: `cus_${tag}`, name: `${tag} Customer`, email: `${tag}@billing.example` },
    billing: { street: `${tag} Street 1`, city: 'Paris', state: 'IDF', zipcode: '75001', country: 'FR' },
  })
  return { messageId, variationIds }
}

/** Issue 36: every user, Free or Premium, can download everything stored about them. */
describe('GET /user/data-export', () => {
  let t: TestApp
  let ada: SignedIn
  let bob: SignedIn
  let ids: { messageId: string; variationIds: string[] }
  beforeAll(async () => {
    t = await createTestApp()
    ada = await t.signIn({ email: 'ada@example.com', name: 'Ada' })
    bob = await t.signIn({ email: 'bob@example.com', name: 'Bob' })
    ids = await storeEverything(t, ada.userId, 'ada')
    await storeEverything(t, bob.userId, 'bob')
  })
  afterAll(() => t.close())

  const download = (user: SignedIn) =>
    t.app.inject({ method: 'GET', url: apiPath(endpoints.exportUserData), headers: user.headers })

  it("sends one JSON attachment holding every one of the user's rows", async () => {
    const response = await download(ada)

    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tipsy-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const file = userDataExportSchema.parse(response.json())
    expect(file.account).toMatchObject({
      id: ada.userId,
      email: 'ada@example.com',
      name: 'Ada',
      signInProvider: 'local',
    })
    expect(file.preferences).toEqual({ selectedEmoji: '🔥', defaultPlatform: 'sms', note: 'ada-preferences' })
    expect(file.messages).toEqual([
      expect.objectContaining({
        message_id: ids.messageId,
        prompt: 'ada-prompt',
        context: 'ada-context',
        platform: 'sms',
        tones: defaultTones,
        saved: true,
        generatedMessages: [
          expect.objectContaining({ id: ids.variationIds[0], text: 'ada-variation-0' }),
          expect.objectContaining({ id: ids.variationIds[1], text: 'ada-variation-1' }),
        ],
      }),
    ])
    expect(file.copyEvents).toEqual([
      { messageId: ids.messageId, variationId: ids.variationIds[1], copiedAt: expect.any(String) },
    ])
    expect(file.analyses).toEqual([
      {
        id: expect.any(String),
        message: 'ada-analysed-message',
        use_case: 'text_friend',
        result: expect.objectContaining({ insights: ['ada-insight'] }),
        timestamp: expect.any(String),
      },
    ])
    expect(file.emojiHistory).toEqual([
      expect.objectContaining({ text: 'ada-emoji-text', emoji: '🌞', selectedEmoji: '🔥' }),
    ])
    expect(file.usage).toEqual([
      { metric: 'analyze', day: '2026-01-02', count: 2 },
      { metric: 'generate', day: '2026-01-02', count: 3 },
    ])
    expect(file.subscription).toMatchObject({
      provider: 'sandbox',
      subscriptionId: 'sub_ada',
      status: 'active',
      recurringPreTaxAmount: 999,
      customer: { name: 'ada Customer', email: 'ada@billing.example' },
      billing: { street: 'ada Street 1', city: 'Paris' },
    })
    expect(file.sessions).toHaveLength(1)
    expect(file.sessions[0]).toMatchObject({ revokedAt: null })
  })

  it("holds nothing of another user's, and no token", async () => {
    const body = (await download(ada)).body

    expect(body).not.toMatch(/bob/i)
    expect(body).not.toContain(bob.userId)
    expect(body).not.toContain(ada.refreshToken)
    expect(body).not.toContain(ada.accessToken)
    expect(userDataExportSchema.parse(JSON.parse((await download(bob)).body)).account.id).toBe(bob.userId)
  })

  it('is there on the Free plan too: a new account gets its account and empty sections', async () => {
    const free = await t.signIn({ email: 'free@example.com', name: 'Free' })
    const plan = await t.app.inject({
      method: 'GET',
      url: apiPath(endpoints.userPlan),
      headers: free.headers,
    })
    expect(plan.json().plan).toBe('free')

    const file = userDataExportSchema.parse((await download(free)).json())

    expect(file).toMatchObject({
      account: { id: free.userId, email: 'free@example.com' },
      preferences: null,
      messages: [],
      copyEvents: [],
      analyses: [],
      emojiHistory: [],
      usage: [],
      subscription: null,
    })
  })

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: apiPath(endpoints.exportUserData) })
    expectErrorBody(response, 401)
  })
})
