import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { schema } from '@tipsy/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../../test-support/test-app'
import { checkoutMetadataFor, waitFor } from '../billing-test-support'
import { createSandboxBilling } from './sandbox-billing'
import { createSandboxProvider } from './sandbox-provider'

const DAY = 24 * 60 * 60 * 1000
const CARD = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsOnRenewal: '4000000000000341',
}

/** The hosted checkout and its webhooks, driven the way a browser and the provider would. */
function sandboxDriver(t: TestApp) {
  const relative = (url: string) => {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  }
  const driver = {
    async checkoutUrl(user: SignedIn): Promise<string> {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/billing/checkout',
        headers: user.headers,
      })
      if (response.statusCode !== 200) throw new Error(`checkout: ${response.body}`)
      return response.json().url
    },
    openPage: (url: string) => t.app.inject({ method: 'GET', url: relative(url) }),
    sessionOf(html: string): string {
      const session = html.match(/name="session" value="([^"]+)"/)?.[1]
      if (!session) throw new Error('no session on the page')
      return session
    },
    pay(session: string, cardNumber: string, fields: Record<string, string> = {}) {
      const form = {
        session,
        card_number: cardNumber,
        card_expiry: '12/40',
        card_cvc: '123',
        name: 'Ada Lovelace',
        street: '12 Analytical Way',
        city: 'London',
        state: '',
        zipcode: 'N1 9GU',
        country: 'gb',
        ...fields,
      }
      return t.app.inject({
        method: 'POST',
        url: '/api/billing/sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      })
    },
    async subscribe(user: SignedIn, cardNumber: string) {
      const page = await driver.openPage(await driver.checkoutUrl(user))
      return driver.pay(driver.sessionOf(page.body), cardNumber)
    },
    updateCard: (subscriptionId: string, cardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/sandbox/payment-method',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ subscription_id: subscriptionId, card_number: cardNumber }).toString(),
      }),
    advanceSandbox: (days: number) =>
      t.app.inject({ method: 'POST', url: '/api/billing/sandbox/clock', payload: { advanceDays: days } }),
    /**
     * Moves the sandbox's clock to just past the user's next billing date. A month is 28 to 31
     * days, and the clock is shared by the tests of this file: a fixed 31 days lands past a
     * February renewal's three daily retries (it failed on 2 December 2026, when this test's
     * subscription started on 2 February sandbox time).
     */
    async advancePastRenewal(user: SignedIn) {
      const { next_billing_date: nextBillingDate } = await driver.subscription(user)
      const now = Date.parse((await driver.advanceSandbox(0.001)).json().now)
      return driver.advanceSandbox((Date.parse(nextBillingDate) - now) / DAY + 0.01)
    },
    async subscription(user: SignedIn) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/subscriptions/status',
        headers: user.headers,
      })
      return response.json().subscription
    },
    async plan(user: SignedIn) {
      return (await t.app.inject({ method: 'GET', url: '/api/user/plan', headers: user.headers })).json()
    },
    /** Waits until the sandbox's webhooks have arrived and the subscription reads `status`. */
    waitForStatus: (user: SignedIn, status: string) =>
      waitFor(async () => {
        const subscription = await driver.subscription(user)
        return subscription?.status === status && subscription
      }),
  }
  return driver
}

describe('sandbox provider, end to end', () => {
  let t: TestApp
  let sandbox: ReturnType<typeof sandboxDriver>
  let ada: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    sandbox = sandboxDriver(t)
    ada = await t.signIn({ name: 'Ada', email: 'ada@example.com' })
  })
  afterAll(() => t.close())

  it('links to a checkout session the server opened: the address names nothing but the session', async () => {
    const url = new URL(await sandbox.checkoutUrl(ada))
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/api/billing/sandbox/checkout')
    expect([...url.searchParams.keys()]).toEqual(['session'])
    const [session] = await t.database.handle.db.select().from(schema.sandboxCheckoutSessions)
    expect(session).toMatchObject({
      id: url.searchParams.get('session'),
      redirectUrl: 'http://localhost:3000/app/dashboard',
      email: 'ada@example.com',
      emailLocked: true,
      metadata: checkoutMetadataFor(ada.userId),
    })
  })

  // Found by an outside probe: the checkout link named its owner (metadata_userId, or email=)
  // in parameters anyone could edit, and the sandbox opened a session from them.
  it('cannot be re-pointed at another user or e-mail by editing the address', async () => {
    const mallory = await t.signIn({ name: 'Mallory', email: 'mallory@example.com' })
    const url = new URL(await sandbox.checkoutUrl(mallory))
    url.searchParams.set('metadata_userId', ada.userId)
    url.searchParams.set('email', 'ada@example.com')
    const page = await sandbox.openPage(url.toString())
    expect(page.statusCode).toBe(200)
    expect(page.body).toMatch(/<input id="email" name="email" value="mallory@example.com" [^>]*\breadonly\b/)
    const session = await t.database.handle.db
      .select()
      .from(schema.sandboxCheckoutSessions)
      .where(eq(schema.sandboxCheckoutSessions.id, sandbox.sessionOf(page.body)))
    expect(session[0]?.metadata).toEqual(checkoutMetadataFor(mallory.userId))

    // A link made up without a session opens nothing.
    const forged = await sandbox.openPage(
      `http://localhost:3000/api/billing/sandbox/checkout?quantity=1&redirect_url=${encodeURIComponent('http://localhost:3000/app/dashboard')}&metadata_userId=${ada.userId}&email=ada%40example.com`,
    )
    expect(forged.statusCode).toBe(410)
    expect(forged.body).toContain('This checkout has expired')
    expect(forged.body).not.toContain('name="session"')
  })

  it('serves a checkout page without scripts, with the e-mail prefilled and locked', async () => {
    const page = await sandbox.openPage(await sandbox.checkoutUrl(ada))
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).not.toMatch(/<script/i)
    expect(page.body).toMatch(/<input id="email" name="email" value="ada@example.com" [^>]*\breadonly\b/)
    expect(page.body).toContain('$9.99')
    expect(page.body).toContain('4242 4242 4242 4242')
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("form-action 'self' http://localhost:3000")
  })

  // Found by the fuzzer: these were looked up in the database as they were, and failed with a 500.
  it('refuses a link or a form holding U+0000 with a 400 page', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/billing/sandbox/payment-method?subscription_id=a%00b' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/billing/sandbox/checkout',
        payload: 'session=%00',
        headers: form,
      }),
    ]) {
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.body).toContain('This request is not valid')
    }
  })

  it('shows a declined card on the page and creates nothing', async () => {
    const page = await sandbox.openPage(await sandbox.checkoutUrl(ada))
    const declined = await sandbox.pay(sandbox.sessionOf(page.body), CARD.declined)
    expect(declined.statusCode).toBe(402)
    expect(declined.body).toContain('Your card was declined')
    expect(declined.body).toContain('value="12 Analytical Way"')
    expect(declined.body).not.toContain('4000 0000 0000 0002"')
    const unknown = await sandbox.pay(sandbox.sessionOf(page.body), '5555 5555 5555 4444')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toContain('test cards')
    const incomplete = await sandbox.pay(sandbox.sessionOf(page.body), CARD.succeeds, { city: ' ' })
    expect(incomplete.statusCode).toBe(400)
    expect(incomplete.body).toContain('Enter the city')

    expect(await t.database.handle.db.select().from(schema.sandboxSubscriptions)).toHaveLength(0)
    expect(await sandbox.subscription(ada)).toBeNull()
  })

  let adaSubscriptionId: string
  it('pays with 4242: back to the dashboard, the webhook makes the subscription active and the plan Premium', async () => {
    const page = await sandbox.openPage(await sandbox.checkoutUrl(ada))
    const session = sandbox.sessionOf(page.body)
    // The locked e-mail cannot be changed by editing the form.
    const paid = await sandbox.pay(session, CARD.succeeds, { email: 'mallory@example.com', name: 'Ada King' })
    expect(paid.statusCode).toBe(303)
    const back = new URL(String(paid.headers.location))
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/app/dashboard')
    adaSubscriptionId = back.searchParams.get('subscription_id') ?? ''
    expect(back.searchParams.get('status')).toBe('active')

    const subscription = await sandbox.waitForStatus(ada, 'active')
    expect(subscription).toMatchObject({
      subscription_id: adaSubscriptionId,
      cancel_at_next_billing_date: false,
      recurring_pre_tax_amount: 999,
      currency: 'USD',
      payment_frequency_interval: 'Month',
      expires_at: null,
      customer: { name: 'Ada King', email: 'ada@example.com' },
      billing: { street: '12 Analytical Way', city: 'London', state: '', zipcode: 'N1 9GU', country: 'GB' },
    })
    const plan = await sandbox.plan(ada)
    expect(plan).toMatchObject({ plan: 'premium', premiumUntil: subscription.next_billing_date })
    expect(plan.limits).toEqual({ generate: null, analyze: null, emoji: null, reply: null })

    // Submitting the same checkout again (a double click) does not buy twice.
    const again = await sandbox.pay(session, CARD.succeeds)
    expect(new URL(String(again.headers.location)).searchParams.get('subscription_id')).toBe(
      adaSubscriptionId,
    )
    expect(await t.database.handle.db.select().from(schema.sandboxSubscriptions)).toHaveLength(1)

    expectErrorBody(
      await t.app.inject({ method: 'GET', url: '/api/billing/checkout', headers: ada.headers }),
      409,
    )
  })

  it('cancels at the period end: Premium until then, Free once the sandbox clock passes it', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/subscriptions/cancel',
      headers: ada.headers,
      payload: {},
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().subscription).toMatchObject({
      status: 'active',
      cancel_at_next_billing_date: true,
    })
    expect((await sandbox.plan(ada)).plan).toBe('premium')

    expectErrorBody(await sandbox.advanceSandbox(0), 400)
    const advanced = await sandbox.advanceSandbox(31)
    expect(advanced.statusCode).toBe(200)
    expect(Date.parse(advanced.json().now)).toBeGreaterThan(Date.now() + 30 * DAY)

    const expired = await sandbox.waitForStatus(ada, 'expired')
    expect(expired.cancel_at_next_billing_date).toBe(true)
    expect((await sandbox.plan(ada)).plan).toBe('free')
    // Free again, so the pricing page may send them to checkout again.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing/checkout', headers: ada.headers })).statusCode,
    ).toBe(200)
  })

  it('puts a failed renewal (card 0341) on hold — Free — and restores it when a good card pays', async () => {
    const bob = await t.signIn({ name: 'Bob', email: 'bob@example.com' })
    const paid = await sandbox.subscribe(bob, CARD.failsOnRenewal)
    const subscriptionId = new URL(String(paid.headers.location)).searchParams.get('subscription_id') ?? ''
    await sandbox.waitForStatus(bob, 'active')
    expect((await sandbox.plan(bob)).plan).toBe('premium')

    await sandbox.advancePastRenewal(bob)
    await sandbox.waitForStatus(bob, 'on_hold')
    expect((await sandbox.plan(bob)).plan).toBe('free')

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/billing/sandbox/payment-method?subscription_id=${subscriptionId}`,
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toMatch(/<script/i)
    const stillFailing = await sandbox.updateCard(subscriptionId, CARD.failsOnRenewal)
    expect(stillFailing.statusCode).toBe(402)
    const updated = await sandbox.updateCard(subscriptionId, CARD.succeeds)
    expect(updated.statusCode).toBe(200)
    expect(updated.body).toContain('Your subscription is active')

    const restored = await sandbox.waitForStatus(bob, 'active')
    expect(Date.parse(restored.next_billing_date)).toBeGreaterThan(Date.now() + 50 * DAY)
    expect((await sandbox.plan(bob)).plan).toBe('premium')
  })

  it('fails the subscription when the renewal still fails after three daily retries', async () => {
    const carol = await t.signIn({ name: 'Carol', email: 'carol@example.com' })
    const paid = await sandbox.subscribe(carol, CARD.failsOnRenewal)
    const subscriptionId = new URL(String(paid.headers.location)).searchParams.get('subscription_id') ?? ''
    await sandbox.waitForStatus(carol, 'active')
    await sandbox.advancePastRenewal(carol)
    await sandbox.waitForStatus(carol, 'on_hold')
    await sandbox.advanceSandbox(2)
    expect((await sandbox.subscription(carol)).status).toBe('on_hold')
    await sandbox.advanceSandbox(1.5)
    await sandbox.waitForStatus(carol, 'failed')
    expect((await sandbox.plan(carol)).plan).toBe('free')
    expect((await sandbox.updateCard(subscriptionId, CARD.succeeds)).statusCode).toBe(409)
    expectErrorBody(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/subscriptions/cancel',
        headers: carol.headers,
        payload: {},
      }),
      409,
    )
  })

  it('ends Premium by the app’s own clock when the paid period of a cancelled subscription is over', async () => {
    let dave = await t.signIn({ name: 'Dave', email: 'dave@example.com' })
    await sandbox.subscribe(dave, CARD.succeeds)
    const active = await sandbox.waitForStatus(dave, 'active')
    await t.app.inject({
      method: 'PATCH',
      url: '/api/subscriptions/cancel',
      headers: dave.headers,
      payload: {},
    })
    // The app's clock passes the period end before any provider event says so.
    const pastTheEnd = Date.parse(active.next_billing_date) - Date.now() + 60_000
    t.advanceClock(pastTheEnd)
    try {
      dave = await t.signIn({ name: 'Dave', email: 'dave@example.com' }) // the old access token has expired
      expect((await sandbox.plan(dave)).plan).toBe('free')
      expect((await sandbox.subscription(dave)).status).toBe('expired')
    } finally {
      t.advanceClock(-pastTheEnd)
    }
  })
})

describe('one live subscription per user', () => {
  let t: TestApp
  let sandbox: ReturnType<typeof sandboxDriver>
  let fred: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    sandbox = sandboxDriver(t)
    fred = await t.signIn({ name: 'Fred', email: 'fred@example.com' })
  })
  afterAll(() => t.close())

  const charges = async () =>
    (await t.database.handle.db.select().from(schema.sandboxWebhookOutbox)).filter(
      (row) => row.eventType === 'payment.succeeded',
    ).length
  const checkout = () => t.app.inject({ method: 'GET', url: '/api/billing/checkout', headers: fred.headers })
  const patch = (action: 'cancel' | 'resume') =>
    t.app.inject({ method: 'PATCH', url: `/api/subscriptions/${action}`, headers: fred.headers, payload: {} })

  it('refuses to charge a second checkout opened before the first was paid', async () => {
    const first = sandbox.sessionOf((await sandbox.openPage(await sandbox.checkoutUrl(fred))).body)
    const secondUrl = await sandbox.checkoutUrl(fred)
    const second = sandbox.sessionOf((await sandbox.openPage(secondUrl)).body)
    expect((await sandbox.pay(first, CARD.succeeds)).statusCode).toBe(303)
    await sandbox.waitForStatus(fred, 'active')

    // The second checkout opened again (an old tab reloaded) says so before any card field.
    const reopened = await sandbox.openPage(secondUrl)
    expect(reopened.statusCode).toBe(409)
    expect(reopened.body).toContain('You already have Tipsy Premium')
    expect(reopened.body).not.toContain('card_number')

    const again = await sandbox.pay(second, CARD.succeeds)
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('You already have Tipsy Premium')
    expect(again.body).toContain('no payment was taken')
    expect(again.body).toContain('href="http://localhost:3000/app/subscription"')
    expect(await t.database.handle.db.select().from(schema.sandboxSubscriptions)).toHaveLength(1)
    expect(await charges()).toBe(1)
  })

  it('refuses the checkout link while the subscription renews', async () => {
    expect(expectErrorBody(await checkout(), 409)).toMatchObject({ code: 'already_subscribed' })
  })

  it('offers to resume, not to buy again, once cancelled; resuming charges nothing', async () => {
    const before = await sandbox.subscription(fred)
    expect((await patch('cancel')).statusCode).toBe(200)
    const refused = expectErrorBody(await checkout(), 409)
    expect(refused.code).toBe('resume_instead')
    expect(refused.detail).toContain('Resume your subscription from the Subscription page')

    const resumed = await patch('resume')
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      cancel_at_next_billing_date: false,
      next_billing_date: before.next_billing_date,
      subscription_id: before.subscription_id,
    })
    // The provider's own event agrees once it lands.
    await waitFor(async () => {
      const rows = await t.database.handle.db.select().from(schema.sandboxWebhookOutbox)
      return rows.every((row) => row.deliveredAt) && rows
    })
    expect(await sandbox.subscription(fred)).toMatchObject({
      cancel_at_next_billing_date: false,
      expires_at: null,
    })
    expect((await sandbox.plan(fred)).plan).toBe('premium')
    expect(await charges()).toBe(1)
    expect(expectErrorBody(await patch('resume'), 409).code).toBe('not_cancelled')

    // It renews (and charges) on its billing date as before.
    await sandbox.advanceSandbox(31)
    await waitFor(async () => (await charges()) === 2)
    expect((await sandbox.subscription(fred)).status).toBe('active')
  })

  it('cannot resume a subscription whose period has ended; a new purchase is allowed then', async () => {
    expect((await patch('cancel')).statusCode).toBe(200)
    await sandbox.advanceSandbox(31)
    await sandbox.waitForStatus(fred, 'expired')
    expect(expectErrorBody(await patch('resume'), 409)).toMatchObject({ code: 'already_ended' })
    expect((await checkout()).statusCode).toBe(200)
  })
})

describe('sandbox cancellation at once (a second subscription)', () => {
  let t: TestApp
  afterAll(() => t.close())

  it('ends the subscription at the provider now, and its webhook ends Premium', async () => {
    t = await createTestApp()
    const sandbox = sandboxDriver(t)
    const gina = await t.signIn({ name: 'Gina', email: 'gina@example.com' })
    expect((await sandbox.subscribe(gina, CARD.succeeds)).statusCode).toBe(303)
    const { subscription_id: subscriptionId } = await sandbox.waitForStatus(gina, 'active')
    const provider = createSandboxProvider({
      billing: createSandboxBilling({
        db: t.database.handle.db,
        clock: () => new Date(),
        onWebhooksQueued: () => {},
      }),
      webhookSecret: t.config.billing.webhookSecret,
      checkoutPageUrl: 'http://localhost/checkout',
    })

    const { subscription } = await provider.cancelNow(subscriptionId)
    expect(subscription).toMatchObject({ subscriptionId, status: 'cancelled' })
    await sandbox.advanceSandbox(0)
    await sandbox.waitForStatus(gina, 'cancelled')
    expect((await sandbox.plan(gina)).plan).toBe('free')
    await expect(provider.cancelNow(subscriptionId)).rejects.toMatchObject({ status: 409 })
  })
})

describe('sandbox webhook delivery', () => {
  let receiver: Server
  let t: TestApp
  let failuresLeft = 2
  const received: number[] = []

  beforeAll(async () => {
    // Stands in for our public endpoint: down for the first two deliveries, then passing them on.
    receiver = createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      if (failuresLeft > 0) {
        failuresLeft--
        received.push(503)
        response.writeHead(503).end()
        return
      }
      const forwarded = await t.app.inject({
        method: 'POST',
        url: '/api/billing/webhooks/sandbox',
        headers: Object.fromEntries(
          ['content-type', 'webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
            name,
            String(request.headers[name]),
          ]),
        ),
        payload: Buffer.concat(chunks).toString('utf8'),
      })
      received.push(forwarded.statusCode)
      response.writeHead(forwarded.statusCode, { 'content-type': 'application/json' }).end(forwarded.body)
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const { port } = receiver.address() as AddressInfo
    t = await createTestApp({
      env: { SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${port}/api/billing/webhooks/sandbox` },
    })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => receiver.close(resolve))
  })

  it('grants nothing from the redirect; sends signed webhooks over HTTP and retries them until they land', async () => {
    const sandbox = sandboxDriver(t)
    const erin = await t.signIn({ name: 'Erin', email: 'erin@example.com' })
    const paid = await sandbox.subscribe(erin, CARD.succeeds)
    expect(paid.statusCode).toBe(303)
    expect(new URL(String(paid.headers.location)).searchParams.get('status')).toBe('active')
    // The return address says "active", but only a verified webhook may make it so.
    expect(await sandbox.subscription(erin)).toBeNull()
    expect((await sandbox.plan(erin)).plan).toBe('free')

    await sandbox.waitForStatus(erin, 'active')
    expect((await sandbox.plan(erin)).plan).toBe('premium')
    const rows = await waitFor(async () => {
      const outbox = await t.database.handle.db.select().from(schema.sandboxWebhookOutbox)
      return outbox.every((row) => row.deliveredAt) && outbox
    })
    expect(received).toEqual([503, 503, 200, 200])
    expect(rows.map((row) => [row.eventType, row.attempts, Boolean(row.deliveredAt)])).toEqual([
      ['payment.succeeded', 2, true],
      ['subscription.active', 2, true],
    ])
  }, 20_000)
})
