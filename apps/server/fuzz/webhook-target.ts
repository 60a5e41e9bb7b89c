import { endpoints, subscriptionStatuses } from '@tipsy/contracts'
import fc from 'fast-check'
import { dodoSubscription } from '../src/modules/billing/billing-test-support'
import { API, type FuzzTarget, webhookSignatures } from './fuzz-request'
import { hostileRawBody, hostileString, hostileValue } from './hostile-values'
import { callerArbitrary, contentTypeArbitrary, methodArbitrary, pathSegmentArbitrary } from './request-parts'

const hostileDates = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '1',
  'now',
] as const

const FIXED_DATE = '2025-01-01T00:00:00.000Z'
const baseSubscription: Record<string, unknown> = {
  ...dodoSubscription({
    subscription_id: 'sub_fuzz',
    created_at: FIXED_DATE,
    previous_billing_date: FIXED_DATE,
    next_billing_date: '2026-01-01T00:00:00.000Z',
  }),
}
const dateFields = new Set([
  'created_at',
  'previous_billing_date',
  'next_billing_date',
  'expires_at',
  'cancelled_at',
])

/**
 * A subscription object in the provider's format with fields swapped for hostile ones. Its
 * user id and e-mail never name the fuzzer's own users, so their plans stay as they are.
 */
const subscriptionData = fc
  .record(
    Object.fromEntries(
      Object.entries(baseSubscription).map(([key, value]) => [
        key,
        fc.oneof(
          { weight: 10, arbitrary: fc.constant(value) },
          { weight: 1, arbitrary: dateFields.has(key) ? fc.constantFrom(...hostileDates) : hostileValue },
        ),
      ]),
    ),
  )
  .chain((data) =>
    fc
      .record({
        status: fc.oneof(fc.constantFrom(...subscriptionStatuses), hostileString),
        subscription_id: fc.oneof(fc.constantFrom('sub_fuzz_1', 'sub_fuzz_2'), hostileString),
        metadata: fc.oneof(fc.record({ userId: fc.oneof(fc.uuid(), hostileString) }), hostileValue),
      })
      .map((overrides) => ({ ...data, ...overrides })),
  )

const webhookEvent = fc.record({
  business_id: fc.oneof(fc.constant('bus_fuzz'), hostileValue),
  type: fc.oneof(
    fc.constantFrom(
      'subscription.active',
      'subscription.renewed',
      'subscription.on_hold',
      'subscription.cancelled',
      'subscription.failed',
      'subscription.expired',
      'subscription.plan_changed',
      'payment.succeeded',
      'payment.failed',
    ),
    hostileString,
  ),
  timestamp: fc.oneof(fc.constant(FIXED_DATE), fc.constantFrom(...hostileDates), hostileValue),
  data: fc.oneof(
    { weight: 6, arbitrary: subscriptionData },
    { weight: 1, arbitrary: fc.record({ payment_id: hostileString, subscription_id: hostileValue }) },
    { weight: 1, arbitrary: hostileValue },
  ),
})

/** The webhook receivers: mostly signed (to reach the event parser), plus forged signatures. */
export function webhookTarget(): FuzzTarget {
  const endpoint = endpoints.billingWebhook
  return {
    name: 'billingWebhook',
    request: fc
      .record({
        method: methodArbitrary(endpoint.method),
        provider: pathSegmentArbitrary(fc.constantFrom('sandbox', 'dodo')),
        caller: callerArbitrary,
        contentType: fc.oneof(
          { weight: 6, arbitrary: fc.constant('application/json') },
          contentTypeArbitrary,
        ),
        body: fc.oneof(
          { weight: 6, arbitrary: webhookEvent.map((event) => JSON.stringify(event)) },
          { weight: 2, arbitrary: hostileRawBody },
        ),
        webhookSignature: fc.constantFrom(...webhookSignatures),
      })
      .map(({ provider, ...request }) => ({ ...request, url: `${API}/billing/webhooks/${provider}` })),
  }
}
