import { schema } from '@tipsy/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { deliverWebhook, premiumActivationBody } from './billing-test-support'
import {
  createWebhookLedger,
  deleteExpiredWebhookEvents,
  WEBHOOK_LEDGER_RETENTION_DAYS,
} from './webhook-ledger.repository'

const DAY_MS = 24 * 60 * 60 * 1000
const { billingWebhookEvents: events } = schema

/** Issue 36: the ledger kept whole bodies (name, e-mail, address) and never forgot them. */
describe('webhook ledger', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const rowOf = async (webhookId: string) =>
    (await t.database.handle.db.select().from(events).where(eq(events.webhookId, webhookId)))[0]

  it('keeps the ids, type and time of a delivery, not the customer it names', async () => {
    const { userId } = await t.signIn({ email: 'ledger@example.com' })
    const body = premiumActivationBody(userId, 'ledger-customer@example.com')
    const response = await deliverWebhook(t, 'sandbox', { body, webhookId: 'msg_ledger_privacy' })
    expect(response.statusCode).toBe(200)

    const row = await rowOf('msg_ledger_privacy')
    const sent = JSON.parse(body) as { timestamp: string; data: { subscription_id: string } }
    expect(row).toEqual({
      webhookId: 'msg_ledger_privacy',
      provider: 'sandbox',
      type: 'subscription.active',
      subscriptionId: sent.data.subscription_id,
      occurredAt: new Date(sent.timestamp),
      receivedAt: expect.any(Date),
    })
    expect(JSON.stringify(row)).not.toMatch(/ledger-customer@example\.com|Premium User|street/i)
  })

  it('still recognises a redelivery', async () => {
    const ledger = createWebhookLedger(t.database.handle.db)
    const entry = {
      webhookId: 'msg_twice',
      provider: 'sandbox' as const,
      type: 'payment.succeeded',
      subscriptionId: null,
      occurredAt: new Date(),
    }
    expect(await ledger.record(entry)).toBe(true)
    expect(await ledger.hasSeen('msg_twice')).toBe(true)
    expect(await ledger.record(entry)).toBe(false)
  })

  it(`forgets deliveries received more than ${WEBHOOK_LEDGER_RETENTION_DAYS} days ago`, async () => {
    const now = new Date()
    const receivedDaysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
    const db = t.database.handle.db
    await db.insert(events).values(
      [91, 90.5, 89, 1].map((days) => ({
        webhookId: `msg_aged_${days}`,
        provider: 'sandbox',
        type: 'subscription.renewed',
        occurredAt: receivedDaysAgo(days),
        receivedAt: receivedDaysAgo(days),
      })),
    )

    expect(await deleteExpiredWebhookEvents(db, now)).toBe(2)

    expect(await rowOf('msg_aged_91')).toBeUndefined()
    expect(await rowOf('msg_aged_90.5')).toBeUndefined()
    expect(await rowOf('msg_aged_89')).toBeDefined()
    expect(await rowOf('msg_aged_1')).toBeDefined()
  })
})
