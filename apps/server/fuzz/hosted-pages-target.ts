import fc from 'fast-check'
import { API, type FuzzTarget } from './fuzz-request'
import { hostileString } from './hostile-values'
import { callerArbitrary, contentTypeArbitrary, encodeBody, queryStringArbitrary } from './request-parts'

const sandboxFields = [
  'session',
  'email',
  'name',
  'card_number',
  'card_expiry',
  'card_cvc',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'subscription_id',
] as const
const sandboxFieldValue = fc.oneof(
  fc.constantFrom('4242 4242 4242 4242', '12/40', '123', 'US', 'ada@example.com', 'Ada'),
  hostileString,
)

/** The sandbox's hosted checkout and card pages: HTML for people, so they must escape input. */
export function hostedPagesTarget(): FuzzTarget {
  // Pages are opened by session id (the server makes sessions); the other fields are what older
  // links carried, which must now be ignored whatever they say.
  const query = fc.record(
    {
      session: fc.oneof(fc.constantFrom('cks_missing', ''), hostileString),
      redirect_url: fc.oneof(
        { weight: 3, arbitrary: fc.constant('http://localhost:3000/app/dashboard') },
        { weight: 1, arbitrary: fc.constantFrom('javascript:alert(1)', 'http://evil.example/') },
        { weight: 1, arbitrary: hostileString },
      ),
      email: fc.oneof(
        { weight: 3, arbitrary: fc.constant('ada@example.com') },
        { weight: 1, arbitrary: hostileString },
      ),
      disableEmail: fc.constantFrom('true', 'false', 'yes'),
      quantity: fc.constantFrom('1', '1', '2'),
      metadata_userId: hostileString,
      subscription_id: hostileString,
    },
    { requiredKeys: [] },
  )
  const form = fc.dictionary(fc.constantFrom(...sandboxFields), sandboxFieldValue)
  return {
    name: 'sandboxHostedPages',
    request: fc
      .record({
        method: fc.constantFrom('GET', 'POST'),
        page: fc.constantFrom('checkout', 'payment-method'),
        query: queryStringArbitrary(query),
        caller: callerArbitrary,
        contentType: fc.oneof(
          { weight: 4, arbitrary: fc.constant('application/x-www-form-urlencoded') },
          contentTypeArbitrary,
        ),
        form,
      })
      .map(({ method, page, query, caller, contentType, form }) => ({
        method,
        url: `${API}/billing/sandbox/${page}${method === 'GET' ? query : ''}`,
        caller,
        contentType,
        body: method === 'POST' ? encodeBody(form, contentType) : undefined,
      })),
  }
}
