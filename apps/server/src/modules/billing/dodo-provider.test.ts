import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, expectErrorBody, type SignedIn, type TestApp } from '../../test-support/test-app'
import { BillingProviderError } from '../subscriptions/subscription-provider'
import { checkoutMetadataFor, deliverWebhook, dodoSubscription, webhookBody } from './billing-test-support'
import { createDodoProvider } from './dodo-provider'
import { dodoTestEnv, type FakeDodoApi, startFakeDodoApi } from './fake-dodo-api'

const secret = `whsec_${randomBytes(32).toString('base64')}`

describe('Dodo Payments provider against a local Dodo API', () => {
  let fake: FakeDodoApi
  let t: TestApp
  let ada: SignedIn
  beforeAll(async () => {
    fake = await startFakeDodoApi()
    t = await createTestApp({
      env: {
        ...dodoTestEnv(fake, secret, 'pdt_tipsy_premium'),
        PUBLIC_URL: 'https://tipsy.example.com',
        ALLOW_DEV_MODE_ON_PUBLIC_ADDRESS: '1',
      },
    })
    ada = await t.signIn({ name: 'Ada', email: 'ada+premium@example.com' })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  const provider = (apiKey = fake.apiKey) =>
    createDodoProvider({
      apiKey,
      webhookSecret: secret,
      productId: 'pdt_tipsy_premium',
      apiBaseUrl: fake.url,
      clock: () => new Date(),
    })

  const call = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: ada.headers, ...(payload ? { payload } : {}) })

  const checkouts = () => fake.requests.filter((request) => request.path === '/checkouts')

  // Found by an outside probe: the static link carried its owner in parameters anyone could edit.
  it('opens a checkout session on the server: one unit, the e-mail locked, the owner signed in its metadata', async () => {
    const response = await call('GET', '/api/billing/checkout')
    expect(response.statusCode).toBe(200)
    const url = new URL(response.json().url)
    const request = checkouts().at(-1)
    expect(request).toMatchObject({ method: 'POST', authorization: `Bearer ${fake.apiKey}` })
    expect(request?.body).toEqual({
      product_cart: [{ product_id: 'pdt_tipsy_premium', quantity: 1 }],
      customer: { email: 'ada+premium@example.com' },
      return_url: 'https://tipsy.example.com/app/dashboard',
      metadata: checkoutMetadataFor(ada.userId, secret),
      feature_flags: {
        allow_customer_editing_email: false,
        allow_discount_code: false,
        allow_currency_selection: false,
      },
    })
    // The hosted page is the session's: nothing in its address names the user.
    const [sessionId] = [...fake.checkouts.keys()].slice(-1)
    expect(url.toString()).toBe(`${fake.url}/session/${sessionId}`)
    expect(url.search).toBe('')
  })

  it('lets the buyer type the e-mail when it is unknown', async () => {
    await provider().openCheckout({ userId: ada.userId, email: null, redirectUrl: 'https://x.example/app' })
    const body = checkouts().at(-1)?.body as Record<string, unknown>
    expect(body.customer).toBeUndefined()
    expect(body.feature_flags).toMatchObject({ allow_customer_editing_email: true })
  })

  it('answers 502 when the checkout session cannot be opened', async () => {
    fake.failWith = 503
    try {
      expect(expectErrorBody(await call('GET', '/api/billing/checkout'), 502).code).toBe('provider_error')
    } finally {
      fake.failWith = null
    }
  })

  it('grants Premium to the user the paid checkout session was opened for, and to no one else', async () => {
    const grace = await t.signIn({ name: 'Grace', email: 'grace@example.com' })
    const url = new URL(
      (await t.app.inject({ method: 'GET', url: '/api/billing/checkout', headers: grace.headers })).json()
        .url,
    )
    const subscription = fake.payCheckout(url.pathname.split('/').at(-1) ?? '')
    const response = await deliverWebhook(t, 'dodo', {
      secret,
      body: webhookBody('subscription.active', new Date(), subscription),
    })
    expect(response.statusCode).toBe(200)
    const plan = await t.app.inject({ method: 'GET', url: '/api/user/plan', headers: grace.headers })
    expect(plan.json().plan).toBe('premium')
    expect((await call('GET', '/api/user/plan')).json().plan).toBe('free')
  })

  it('grants nothing from payment.succeeded when the API shows a subscription to another product', async () => {
    const bea = await t.signIn({ name: 'Bea', email: 'bea@example.com' })
    const subscription = dodoSubscription({
      product_id: 'pdt_tipsy_premium_yearly',
      metadata: checkoutMetadataFor(bea.userId, secret),
    })
    fake.subscriptions.set(subscription.subscription_id, subscription)
    const response = await deliverWebhook(t, 'dodo', {
      secret,
      body: webhookBody('payment.succeeded', new Date(), {
        payment_id: 'pay_other',
        subscription_id: subscription.subscription_id,
      }),
    })
    expect(response.statusCode).toBe(200)
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/status',
      headers: bea.headers,
    })
    expect(status.json().subscription).toBeNull()
  })

  it('reads a subscription with the bearer key, and answers null for an unknown one', async () => {
    const subscription = dodoSubscription({ product_id: 'pdt_tipsy_premium' })
    fake.subscriptions.set(subscription.subscription_id, subscription)
    const snapshot = await provider().getSubscription(subscription.subscription_id)
    expect(snapshot?.subscription).toMatchObject({
      subscriptionId: subscription.subscription_id,
      status: 'active',
      recurringPreTaxAmount: 999,
    })
    const request = fake.requests.at(-1)
    expect(request).toMatchObject({
      method: 'GET',
      path: `/subscriptions/${subscription.subscription_id}`,
      authorization: `Bearer ${fake.apiKey}`,
    })
    expect(await provider().getSubscription('sub_missing')).toBeNull()
    await expect(provider('wrong-key').getSubscription(subscription.subscription_id)).rejects.toBeInstanceOf(
      BillingProviderError,
    )
  })

  it('grants Premium from payment.succeeded by asking the API for the subscription', async () => {
    const subscription = dodoSubscription({
      product_id: 'pdt_tipsy_premium',
      metadata: checkoutMetadataFor(ada.userId, secret),
      customer: { customer_id: 'cus_ada', email: 'ada+premium@example.com', name: 'Ada', phone_number: null },
    })
    fake.subscriptions.set(subscription.subscription_id, subscription)
    const payment = {
      payment_id: 'pay_1',
      subscription_id: subscription.subscription_id,
      status: 'succeeded',
    }
    const response = await deliverWebhook(t, 'dodo', {
      secret,
      body: webhookBody('payment.succeeded', new Date(), payment),
    })
    expect(response.statusCode).toBe(200)
    expect(fake.requests.at(-1)?.path).toBe(`/subscriptions/${subscription.subscription_id}`)
    const status = (await call('GET', '/api/subscriptions/status')).json()
    expect(status.subscription).toMatchObject({
      status: 'active',
      subscription_id: subscription.subscription_id,
    })
  })

  it('asks for a redelivery (502) when the API cannot be reached for a payment event', async () => {
    fake.failWith = 503
    try {
      const response = await deliverWebhook(t, 'dodo', {
        secret,
        body: webhookBody('payment.failed', new Date(), { payment_id: 'pay_2', subscription_id: 'sub_any' }),
      })
      expectErrorBody(response, 502)
    } finally {
      fake.failWith = null
    }
  })

  it('cancels at the next billing date with PATCH and the bearer key', async () => {
    fake.failWith = 503
    expectErrorBody(await call('PATCH', '/api/subscriptions/cancel', {}), 502)
    fake.failWith = null

    const response = await call('PATCH', '/api/subscriptions/cancel', {})
    expect(response.statusCode).toBe(200)
    expect(response.json().subscription).toMatchObject({
      status: 'active',
      cancel_at_next_billing_date: true,
    })
    const patch = fake.requests.filter((request) => request.method === 'PATCH').at(-1)
    expect(patch).toMatchObject({
      authorization: `Bearer ${fake.apiKey}`,
      body: { cancel_at_next_billing_date: true },
    })
    const status = (await call('GET', '/api/subscriptions/status')).json()
    expect(status.subscription.cancel_at_next_billing_date).toBe(true)
    // Still Premium until the paid period ends.
    expect((await call('GET', '/api/user/plan')).json().plan).toBe('premium')

    expect(expectErrorBody(await call('PATCH', '/api/subscriptions/cancel', {}), 409).detail).toMatch(
      /already cancelled; it ends on/,
    )
  })

  it('refuses a second checkout while the cancelled subscription runs, and resumes it with PATCH', async () => {
    const refused = expectErrorBody(await call('GET', '/api/billing/checkout'), 409)
    expect(refused).toMatchObject({ code: 'resume_instead' })
    expect(refused.detail).toMatch(/^You already have Premium until .+\. Resume your subscription/)

    const response = await call('PATCH', '/api/subscriptions/resume', {})
    expect(response.statusCode).toBe(200)
    expect(response.json().subscription).toMatchObject({
      status: 'active',
      cancel_at_next_billing_date: false,
    })
    const patch = fake.requests.filter((request) => request.method === 'PATCH').at(-1)
    expect(patch).toMatchObject({
      authorization: `Bearer ${fake.apiKey}`,
      body: { cancel_at_next_billing_date: false },
    })
    expect(
      (await call('GET', '/api/subscriptions/status')).json().subscription.cancel_at_next_billing_date,
    ).toBe(false)
    expect(expectErrorBody(await call('PATCH', '/api/subscriptions/resume', {}), 409)).toMatchObject({
      code: 'not_cancelled',
    })
    expect(expectErrorBody(await call('GET', '/api/billing/checkout'), 409)).toMatchObject({
      code: 'already_subscribed',
    })
  })

  it('answers 404 when there is nothing to cancel', async () => {
    const bob = await t.signIn({ name: 'Bob', email: 'bob@example.com' })
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/subscriptions/cancel',
      headers: bob.headers,
      payload: {},
    })
    expectErrorBody(response, 404)
  })
})
