import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * A user's rows newest first (`order by created_at desc, id desc`), read by a backward scan of
 * this ascending index. Drizzle's `.desc()` writes `DESC NULLS LAST`, which that `order by`
 * (NULLS FIRST) cannot use: PostgreSQL then sorted all of the user's rows for every page.
 */
const newestFirstIndex = (
  name: string,
  t: { userId: AnyPgColumn; createdAt: AnyPgColumn; id: AnyPgColumn },
) => index(name).on(t.userId, t.createdAt, t.id)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'google' or 'local'. */
    authProvider: text('auth_provider').notNull(),
    /** The provider's stable id for the person (Google's `sub`). */
    authSubject: text('auth_subject').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    picture: text('picture'),
    createdAt: createdAt(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_identity_idx').on(t.authProvider, t.authSubject)],
)

/** A chain of rotated refresh tokens from one sign-in; reuse of a spent token revokes the chain. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    createdAt: createdAt(),
    /** Absolute lifetime: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Set when the token is exchanged; a second exchange is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
)

export const emojiHistory = pgTable(
  'emoji_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    text: text('text').notNull(),
    emoji: text('emoji').notNull(),
    /** The preferred emoji sent with the request, if any. */
    selectedEmoji: text('selected_emoji'),
    createdAt: createdAt(),
  },
  (t) => [newestFirstIndex('emoji_history_user_created_idx', t)],
)

/** One generation request: the prompt and settings; its outputs are `message_variations`. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    prompt: text('prompt').notNull(),
    context: text('context'),
    platform: text('platform'),
    tones: jsonb('tones').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [newestFirstIndex('messages_user_created_idx', t)],
)

export const messageVariations = pgTable(
  'message_variations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    tone: text('tone').notNull(),
    text: text('text').notNull(),
    /** Why no draft passed the engine's checks and this closest one was shown (GeneratedMessage.unchecked). */
    unchecked: text('unchecked'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_variations_message_position_idx').on(t.messageId, t.position)],
)

export const savedMessages = pgTable(
  'saved_messages',
  {
    userId: userRef(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
)

export const copyEvents = pgTable(
  'copy_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    variationId: uuid('variation_id')
      .notNull()
      .references(() => messageVariations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('copy_events_message_idx').on(t.messageId)],
)

/**
 * A MessageIQ analysis kept in History: the message exactly as analysed (the red flags' spans
 * are offsets into it), its use case and the analysis (the contract's `Analysis`). Rewrites are
 * not kept.
 */
export const messageAnalyses = pgTable(
  'message_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    message: text('message').notNull(),
    useCase: text('use_case').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [newestFirstIndex('message_analyses_user_created_idx', t)],
)

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** One record per user, kept in step with the billing provider by verified webhooks and its API. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').notNull(),
    cancelAtNextBillingDate: boolean('cancel_at_next_billing_date').notNull().default(false),
    recurringPreTaxAmount: integer('recurring_pre_tax_amount').notNull(),
    currency: text('currency').notNull(),
    paymentFrequencyInterval: text('payment_frequency_interval').notNull(),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    customer: jsonb('customer').$type<Record<string, unknown>>().notNull(),
    billing: jsonb('billing').$type<Record<string, unknown>>().notNull(),
    /** Provider timestamp of the newest event applied, so an older event arriving late is ignored. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerSubscriptionId),
  ],
)

/**
 * Every verified webhook delivery, keyed by its webhook-id so a redelivery is a no-op. Ids, type
 * and times only: the body (the customer's name, e-mail, address) is applied to `subscriptions`
 * and never kept here. Kept 90 days, the privacy policy's backup window: a periodic job deletes
 * older rows.
 */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    webhookId: text('webhook_id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The provider's subscription the event is about (a payment's subscription), if any. */
    subscriptionId: text('subscription_id'),
    /** When the event happened at the provider; null for rows recorded before migration 0008 without one. */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The retention job deletes by age alone.
  (t) => [index('billing_webhook_events_received_idx').on(t.receivedAt)],
)

/** Per-user daily counters (UTC day) for plan quotas and statistics. `metric` e.g. 'generate', 'tone:drunk'. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: userRef(),
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    /** Last increment: the newest of these is the user's last activity. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.metric, t.day] })],
)

// ---- sandbox billing provider ------------------------------------------------------------------
// The offline stand-in for the payment provider keeps its own state here, apart from ours, so
// that several server processes agree on it. Nothing in the product reads these tables directly:
// it learns about subscriptions only through signed webhooks and the provider interface.

/** One row: how far the sandbox's clock runs ahead of the app's clock. */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

/** A hosted-checkout visit: the parameters the page was opened with, and what paying created. */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  redirectUrl: text('redirect_url').notNull(),
  email: text('email'),
  emailLocked: boolean('email_locked').notNull().default(false),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  subscriptionId: text('subscription_id'),
  createdAt: createdAt(),
})

/** Subscriptions as the sandbox provider holds them (the provider's side of the world). */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    productId: text('product_id').notNull(),
    status: text('status').notNull(),
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    billing: jsonb('billing').$type<Record<string, string>>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The test card on file: decides whether renewals succeed. */
    cardNumber: text('card_number').notNull(),
    cancelAtNextBillingDate: boolean('cancel_at_next_billing_date').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    previousBillingDate: timestamp('previous_billing_date', { withTimezone: true, mode: 'date' }).notNull(),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Failed renewal charges since the subscription went on hold. */
    failedRenewalAttempts: integer('failed_renewal_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sandbox_subscriptions_billing_idx').on(t.status, t.nextBillingDate),
    index('sandbox_subscriptions_customer_email_idx').on(t.customerEmail),
  ],
)

/** Signed webhook deliveries waiting to be sent, retried with backoff until they succeed. */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    webhookId: text('webhook_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact body that is signed and sent. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** A worker's lease: until then no other worker takes the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Set when the delivery gave up after the last attempt. */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_webhook_outbox_webhook_id_idx').on(t.webhookId),
    index('sandbox_webhook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.abandonedAt} is null`),
  ],
)

/** Fixed-window request counters for rate limits, shared by every server process. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
})

/**
 * Core Web Vitals reported by browsers (docs/product.md "Web Vitals"), for our own performance
 * dashboards. Kept 30 days: a periodic job deletes older rows.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    path: text('path').notNull(),
    navigationType: text('navigation_type'),
    createdAt: createdAt(),
  },
  (t) => [
    index('web_vitals_name_created_idx').on(t.name, t.createdAt),
    // The retention job deletes by age alone.
    index('web_vitals_created_idx').on(t.createdAt),
  ],
)
