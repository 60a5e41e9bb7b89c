import { randomBytes } from 'node:crypto'
import { apiPath, defaultTones, endpoints } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestApp,
  expectErrorBody,
  refreshCookieOf,
  type SignedIn,
  type TestApp,
} from '../../test-support/test-app'
import { REFRESH_COOKIE } from '../auth/auth.routes'
import { checkoutMetadataFor, deliverWebhook, waitFor, webhookBody } from '../billing/billing-test-support'
import { dodoTestEnv, type FakeDodoApi, startFakeDodoApi } from '../billing/fake-dodo-api'

// ---- rows about a person, found in every table the database has ----------------------------

type ForeignKey = {
  table: string
  column: string
  parent: string
  parentColumn: string
}

/** Who a row may be about: the values that name the person anywhere in our tables. */
type Person = { id: string; email: string; signInSubject: string }

/**
 * Tables that cannot hold anything about a person: anonymous page measurements, the sandbox's
 * clock, and the webhook ledger, which keeps ids, type and times only (docs/product.md §9) and
 * names a person only through their subscription row (its entries are checked on their own below).
 */
const HOLDS_NO_PERSON = new Set(['web_vitals', 'sandbox_clock', 'billing_webhook_events'])

/**
 * The payment provider's own books. The sandbox stands in for Dodo's servers (development only;
 * production refuses it): deleting an account asks the provider to end the subscription, as it
 * would Dodo, and does not reach into its records.
 */
const PROVIDER_BOOKS = new Set([
  'sandbox_checkout_sessions',
  'sandbox_subscriptions',
  'sandbox_webhook_outbox',
])

async function tablesOf(db: Database): Promise<{ tables: string[]; keys: ForeignKey[] }> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)
  const keys = await db.execute<ForeignKey>(sql`
    select child.table_name as "table", child.column_name as "column",
      parent.table_name as "parent", parent.column_name as "parentColumn"
    from information_schema.referential_constraints r
    join information_schema.key_column_usage child
      on child.constraint_schema = r.constraint_schema and child.constraint_name = r.constraint_name
    join information_schema.key_column_usage parent
      on parent.constraint_schema = r.unique_constraint_schema
      and parent.constraint_name = r.unique_constraint_name
      and parent.ordinal_position = child.position_in_unique_constraint
    where r.constraint_schema = 'public'`)
  return { tables: tables.rows.map((row) => row.table_name), keys: keys.rows }
}

/**
 * True for a row (`alias`) of `table` that is about the person: one of its values names them
 * (a column, a JSON document, a key such as a rate-limit window's), or a foreign key hangs it from
 * a row that is (a refresh token from its session, a variation from its message).
 */
function isAbout(person: Person, table: string, alias: string, keys: ForeignKey[], depth = 0): SQL {
  if (depth > 8) throw new Error(`foreign keys from ${table} go round in a circle`)
  const row = sql.raw(alias)
  const names = [person.id, person.email, person.signInSubject].map(
    (value) => sql`position(${value} in ${row}::text) > 0`,
  )
  const parents = keys
    .filter((key) => key.table === table)
    .map((key, index) => {
      const parent = sql.raw(`${alias}_${index}`)
      return sql`exists (select 1 from ${sql.identifier(key.parent)} ${parent}
        where ${parent}.${sql.identifier(key.parentColumn)} = ${row}.${sql.identifier(key.column)}
        and (${isAbout(person, key.parent, `${alias}_${index}`, keys, depth + 1)}))`
    })
  return sql.join([...names, ...parents], sql` or `)
}

/** For every table of the database, how many of its rows are about the person. */
async function rowsAbout(db: Database, person: Person): Promise<Record<string, number>> {
  const { tables, keys } = await tablesOf(db)
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} r where ${isAbout(person, table, 'r', keys)}`,
    )
    counts[table] = result.rows[0]?.n ?? 0
  }
  return counts
}

/** The tables of ours still holding rows about the person, with how many. */
const rowsLeftAbout = async (db: Database, person: Person) =>
  Object.entries(await rowsAbout(db, person)).filter(([table, n]) => n > 0 && !PROVIDER_BOOKS.has(table))

const { billingWebhookEvents: ledger } = schema

/** The webhook ids the ledger holds about one provider subscription. */
const ledgerEntriesAbout = async (db: Database, subscriptionId: string) =>
  (
    await db
      .select({ id: ledger.webhookId })
      .from(ledger)
      .where(eq(ledger.subscriptionId, subscriptionId))
      .orderBy(ledger.webhookId)
  ).map((entry) => entry.id)

const stillInLedger = async (db: Database, webhookIds: string[]) =>
  (
    await db
      .select({ id: ledger.webhookId })
      .from(ledger)
      .where(inArray(ledger.webhookId, webhookIds))
      .orderBy(ledger.webhookId)
  ).map((entry) => entry.id)

// ---- calls ------------------------------------------------------------------------------------

const CONFIRMED = { confirm: 'DELETE' }

function deleteAccount(t: TestApp, user: SignedIn | null, body?: unknown) {
  return t.app.inject({
    method: 'DELETE',
    url: apiPath(endpoints.deleteAccount),
    headers: {
      ...user?.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
}

const me = (t: TestApp, user: SignedIn) =>
  t.app.inject({ method: 'GET', url: apiPath(endpoints.me), headers: user.headers })

const refresh = (t: TestApp, user: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: apiPath(endpoints.refresh),
    payload: {},
    cookies: { [REFRESH_COOKIE]: user.refreshToken },
  })

const subscriptionOf = async (t: TestApp, user: SignedIn) =>
  (
    await t.app.inject({ method: 'GET', url: apiPath(endpoints.subscriptionStatus), headers: user.headers })
  ).json().subscription

/** The Set-Cookie that tells the browser to drop the refresh cookie. */
function clearedRefreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((each) => each.name === REFRESH_COOKIE)
  return cookie && cookie.value === '' && new Date(cookie.expires ?? Date.now()).getTime() <= Date.now()
    ? cookie
    : undefined
}

/** Buys Premium on the sandbox's hosted checkout, as a browser does, and waits for its webhooks. */
async function subscribeInSandbox(t: TestApp, user: SignedIn): Promise<string> {
  const checkout = await t.app.inject({
    method: 'GET',
    url: apiPath(endpoints.checkout),
    headers: user.headers,
  })
  const page = new URL(checkout.json().url)
  const html = (await t.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` })).body
  const session = html.match(/name="session" value="([^"]+)"/)?.[1]
  if (!session) throw new Error('no checkout session on the page')
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/billing/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      session,
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/40',
      card_cvc: '123',
      name: 'Card Holder',
      street: '12 Analytical Way',
      city: 'London',
      state: '',
      zipcode: 'N1 9GU',
      country: 'gb',
    }).toString(),
  })
  expect(paid.statusCode, paid.body).toBe(303)
  const { subscription_id: subscriptionId } = await waitFor(async () => {
    const subscription = await subscriptionOf(t, user)
    return subscription?.status === 'active' && subscription
  })
  return subscriptionId
}

/** Waits until the sandbox has delivered every webhook it queued. */
const webhooksDelivered = (t: TestApp) =>
  waitFor(async () => {
    const pending = await t.database.handle.db
      .select({ id: schema.sandboxWebhookOutbox.id })
      .from(schema.sandboxWebhookOutbox)
      .where(isNull(schema.sandboxWebhookOutbox.deliveredAt))
    return pending.length === 0
  })

/** Something in every table a user's data can be in, made the way the product makes it. */
async function useEverything(t: TestApp, user: SignedIn): Promise<void> {
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, payload, headers: user.headers })
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200)
    return response.json()
  }
  await call('PUT', apiPath(endpoints.updatePreferences), { selectedEmoji: '🔥', defaultPlatform: 'sms' })
  const generated = await call('POST', apiPath(endpoints.generateMessages), {
    prompt: 'invite the team to lunch on friday',
    tones: defaultTones,
  })
  await call('POST', apiPath(endpoints.saveMessage), { message_id: generated.message_id })
  await call('POST', apiPath(endpoints.recordCopyEvent), {
    message_id: generated.message_id,
    variation_id: generated.generatedMessages[0].id,
  })
  await call('POST', apiPath(endpoints.generateEmoji), { text: 'sunny beach day' })
  await call('POST', apiPath(endpoints.analyzeMessage), { message: 'Hi Mark, attached is the invoice.' })
  await subscribeInSandbox(t, user)
  // The per-user engine windows live in this process's memory on PGlite, in the table on
  // PostgreSQL (where the calls above have already made the row): there is one either way.
  await t.database.handle.db
    .insert(schema.rateLimitBuckets)
    .values({ key: `engine:user:${user.userId}`, windowStart: new Date(), count: 1 })
    .onConflictDoNothing()
}

const personOf = async (t: TestApp, user: SignedIn): Promise<Person> => {
  const [row] = await t.database.handle.db.select().from(schema.users).where(eq(schema.users.id, user.userId))
  if (!row) throw new Error(`no user ${user.userId}`)
  return { id: row.id, email: row.email, signInSubject: row.authSubject }
}

// ---- the tests --------------------------------------------------------------------------------

describe('DELETE /user/account', () => {
  let t: TestApp
  let ada: SignedIn
  let bob: SignedIn
  beforeAll(async () => {
    t = await createTestApp()
    ada = await t.signIn({ email: 'ada-leaves@example.com', name: 'Ada' })
    bob = await t.signIn({ email: 'bob-stays@example.com', name: 'Bob' })
  })
  afterAll(() => t.close())

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['the word in lower case', { confirm: 'delete' }],
    ['the e-mail instead of the word', { confirm: 'ada-leaves@example.com' }],
    ['the word and more', { confirm: 'DELETE', everything: true }],
    ['an array', ['DELETE']],
    ['a bare string', 'DELETE'],
  ])('refuses %s with 400 and a detail, and deletes nothing', async (_name, payload) => {
    const { detail } = expectErrorBody(await deleteAccount(t, ada, payload), 400)

    expect(detail).not.toBe('')
    expect((await me(t, ada)).statusCode).toBe(200)
  })

  it('says what to type when the confirmation is wrong', async () => {
    const { detail } = expectErrorBody(await deleteAccount(t, ada, { confirm: 'yes' }), 400)
    expect(detail).toMatch(/Type DELETE to confirm/)
  })

  it('answers 401 without a session, or with a token that is not one', async () => {
    expectErrorBody(await deleteAccount(t, null, CONFIRMED), 401)
    const forged = { ...ada, headers: { authorization: 'Bearer not-a-token' } }
    expectErrorBody(await deleteAccount(t, forged, CONFIRMED), 401)
    expect((await me(t, ada)).statusCode).toBe(200)
  })

  it("deletes every row about the user in every table, cancels the subscription, and leaves the other user's rows", async () => {
    await useEverything(t, ada)
    await useEverything(t, bob)
    // A second device signed in too: both sessions must end.
    const adaElsewhere = await t.signIn({ email: 'ada-leaves@example.com', name: 'Ada' })
    await webhooksDelivered(t)
    const db = t.database.handle.db
    const adaPerson = await personOf(t, ada)
    const bobPerson = await personOf(t, bob)
    const adaSubscription = await subscriptionOf(t, ada)
    const adaLedger = await ledgerEntriesAbout(db, adaSubscription.subscription_id)
    const bobLedger = await ledgerEntriesAbout(db, (await subscriptionOf(t, bob)).subscription_id)
    expect(adaLedger.length).toBeGreaterThan(0)
    expect(bobLedger.length).toBeGreaterThan(0)

    const adaBefore = await rowsAbout(db, adaPerson)
    const bobBefore = await rowsAbout(db, bobPerson)
    const empty = Object.entries(adaBefore).filter(([table, n]) => n === 0 && !HOLDS_NO_PERSON.has(table))
    // A table added later that can hold a person's data fails here until this test fills it.
    expect(empty, 'tables this test left without a row about the user').toEqual([])
    expect(adaBefore.refresh_tokens).toBe(2)

    const response = await deleteAccount(t, ada, CONFIRMED)

    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ deleted: true, subscriptionCancelled: true })
    expect(clearedRefreshCookie(response)).toMatchObject({ path: '/api/auth', httpOnly: true })

    expect(await rowsLeftAbout(db, adaPerson), 'rows about the deleted user').toEqual([])
    expect(await stillInLedger(db, adaLedger)).toEqual([])
    // Ended at the provider now, not at the period's end: nothing more is charged.
    const [atProvider] = await db
      .select({ status: schema.sandboxSubscriptions.status })
      .from(schema.sandboxSubscriptions)
      .where(eq(schema.sandboxSubscriptions.subscriptionId, adaSubscription.subscription_id))
    expect(atProvider?.status).toBe('cancelled')

    // The provider's cancellation webhook comes back for an owner who is gone: nothing returns.
    await webhooksDelivered(t)
    expect(await rowsLeftAbout(db, adaPerson), 'rows about the deleted user').toEqual([])

    expect(await rowsAbout(db, bobPerson)).toEqual(bobBefore)
    expect(await stillInLedger(db, bobLedger)).toEqual(bobLedger)
    expect((await me(t, bob)).statusCode).toBe(200)
    expect(await subscriptionOf(t, bob)).toMatchObject({ status: 'active' })

    // Neither of Ada's sessions works any more: not the access tokens, not the refresh tokens.
    for (const session of [ada, adaElsewhere]) {
      expectErrorBody(await me(t, session), 401)
      expectErrorBody(await refresh(t, session), 401)
      expectErrorBody(await deleteAccount(t, session, CONFIRMED), 401)
    }
  })

  it('lets the same person sign in again to a new, empty account', async () => {
    const again = await t.signIn({ email: 'ada-leaves@example.com', name: 'Ada' })

    expect(again.userId).not.toBe(ada.userId)
    const { stats } = (
      await t.app.inject({ method: 'GET', url: apiPath(endpoints.userStats), headers: again.headers })
    ).json()
    expect(stats).toMatchObject({ totalEmojiGenerated: 0, totalMessagesGenerated: 0, accountAge: 'Today' })
    expect(await subscriptionOf(t, again)).toBeNull()
  })

  it('deletes an account that never subscribed, and says nothing was cancelled', async () => {
    const carol = await t.signIn({ email: 'carol@example.com', name: 'Carol' })
    const response = await deleteAccount(t, carol, CONFIRMED)

    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ deleted: true, subscriptionCancelled: false })
    expect(refreshCookieOf(response)).toBe('')
    expectErrorBody(await me(t, carol), 401)
  })

  it('refuses with 409 while a live subscription is with a provider that is not enabled, and deletes nothing', async () => {
    const dana = await t.signIn({ email: 'dana@example.com', name: 'Dana' })
    await t.database.handle.db.insert(schema.subscriptions).values({
      userId: dana.userId,
      provider: 'dodo',
      providerSubscriptionId: `sub_${randomBytes(6).toString('hex')}`,
      status: 'active',
      recurringPreTaxAmount: 999,
      currency: 'USD',
      paymentFrequencyInterval: 'Month',
      nextBillingDate: new Date(Date.now() + 20 * 24 * 60 * 60 * 1000),
      customer: { customerId: 'cus_dana', name: 'Dana', email: 'dana@example.com', phoneNumber: null },
      billing: { street: '', city: '', state: '', zipcode: '', country: 'US' },
    })

    const { detail, code } = expectErrorBody(await deleteAccount(t, dana, CONFIRMED), 409)

    expect(code).toBe('subscription_elsewhere')
    expect(detail).toMatch(/Nothing was deleted/)
    expect((await me(t, dana)).statusCode).toBe(200)
    expect(await subscriptionOf(t, dana)).toMatchObject({ status: 'active' })
  })
})

describe('DELETE /user/account with Dodo Payments', () => {
  let fake: FakeDodoApi
  let t: TestApp
  const secret = `whsec_${randomBytes(32).toString('base64')}`
  beforeAll(async () => {
    fake = await startFakeDodoApi()
    t = await createTestApp({
      env: dodoTestEnv(fake, secret, 'pdt_premium'),
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  /** Pays a checkout the server opened at the fake Dodo, and delivers Dodo's webhook. */
  async function subscribe(user: SignedIn): Promise<string> {
    const checkout = await t.app.inject({
      method: 'GET',
      url: apiPath(endpoints.checkout),
      headers: user.headers,
    })
    const sessionId = new URL(checkout.json().url).pathname.split('/').at(-1) ?? ''
    const subscription = fake.payCheckout(sessionId)
    expect(subscription.metadata).toEqual(checkoutMetadataFor(user.userId, secret))
    const delivered = await deliverWebhook(t, 'dodo', {
      secret,
      body: webhookBody('subscription.active', new Date(), subscription),
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    return subscription.subscription_id
  }

  it('keeps the account (502) when Dodo cannot cancel the subscription, and deletes it once Dodo can', async () => {
    const erin = await t.signIn({ email: 'erin@example.com', name: 'Erin' })
    const subscriptionId = await subscribe(erin)

    fake.failWith = 503
    try {
      const { detail } = expectErrorBody(await deleteAccount(t, erin, CONFIRMED), 502)
      expect(detail).toMatch(/your account was not deleted/)
    } finally {
      fake.failWith = null
    }
    expect((await me(t, erin)).statusCode).toBe(200)
    expect(await subscriptionOf(t, erin)).toMatchObject({ subscription_id: subscriptionId, status: 'active' })
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active')

    const response = await deleteAccount(t, erin, CONFIRMED)

    expect(response.json()).toEqual({ deleted: true, subscriptionCancelled: true })
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('cancelled')
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/subscriptions/${subscriptionId}`,
      body: { status: 'cancelled' },
    })
    expectErrorBody(await me(t, erin), 401)
  })

  it('deletes the account when Dodo says the subscription has ended there already', async () => {
    const finn = await t.signIn({ email: 'finn@example.com', name: 'Finn' })
    const subscriptionId = await subscribe(finn)
    const atDodo = fake.subscriptions.get(subscriptionId)
    if (atDodo) atDodo.status = 'cancelled'

    const response = await deleteAccount(t, finn, CONFIRMED)

    expect(response.json()).toEqual({ deleted: true, subscriptionCancelled: false })
    expectErrorBody(await me(t, finn), 401)
  })
})
