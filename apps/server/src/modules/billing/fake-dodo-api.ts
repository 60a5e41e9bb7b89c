import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dodoSubscription } from './billing-test-support'
import type { DodoCheckoutSessionRequest, DodoSubscription } from './dodo-wire-format'

export interface RecordedRequest {
  method: string
  path: string
  authorization: string | undefined
  body: unknown
}

/**
 * A stand-in for Dodo Payments' API on 127.0.0.1, speaking its wire format: bearer-key
 * authentication, `POST /checkouts` (a checkout session: `{ session_id, checkout_url }`),
 * `GET /subscriptions/{id}` and `PATCH /subscriptions/{id}` (the cancel flag, or `status: 'cancelled'`).
 */
export interface FakeDodoApi {
  url: string
  apiKey: string
  subscriptions: Map<string, DodoSubscription>
  /** Checkout sessions by id, as our server asked for them. */
  checkouts: Map<string, DodoCheckoutSessionRequest>
  requests: RecordedRequest[]
  /**
   * The buyer pays on the session's hosted page: Dodo creates the subscription from the
   * session (its product, quantity, e-mail and metadata) and keeps it.
   */
  payCheckout(sessionId: string): DodoSubscription
  /** Answer every request with this status instead (e.g. 503) until reset with null. */
  failWith: number | null
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The server's environment for Dodo Payments in test mode, its API at this fake. */
export function dodoTestEnv(
  fake: Pick<FakeDodoApi, 'apiKey' | 'url'>,
  webhookSecret: string,
  productId: string,
) {
  return {
    BILLING_PROVIDER: 'dodo',
    DODO_API_KEY: fake.apiKey,
    DODO_WEBHOOK_SECRET: webhookSecret,
    DODO_PRODUCT_ID: productId,
    DODO_ENVIRONMENT: 'test',
    DODO_API_BASE_URL: fake.url,
  }
}

export async function startFakeDodoApi(apiKey = 'dodo_test_key_123'): Promise<FakeDodoApi> {
  const subscriptions = new Map<string, DodoSubscription>()
  const checkouts = new Map<string, DodoCheckoutSessionRequest>()
  const requests: RecordedRequest[] = []
  let origin = ''
  const state = { failWith: null as number | null }

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request)
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    let body: unknown = null
    try {
      body = raw ? JSON.parse(raw) : null
    } catch {
      body = raw
    }
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body })
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(payload))
    }
    if (state.failWith) return send(state.failWith, { code: 'UNAVAILABLE', message: 'try later' })
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return send(401, { code: 'UNAUTHORIZED', message: 'Invalid API key' })
    }
    if (path === '/checkouts') {
      if (request.method !== 'POST')
        return send(405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' })
      const session = body as DodoCheckoutSessionRequest
      if (!Array.isArray(session?.product_cart) || session.product_cart.length === 0) {
        return send(422, { code: 'INVALID_REQUEST', message: 'product_cart is required' })
      }
      const sessionId = `cks_${randomBytes(10).toString('hex')}`
      checkouts.set(sessionId, session)
      return send(200, { session_id: sessionId, checkout_url: `${origin}/session/${sessionId}` })
    }
    const match = path.match(/^\/subscriptions\/([^/]+)$/)
    const id = match ? decodeURIComponent(match[1] ?? '') : ''
    const subscription = subscriptions.get(id)
    if (!match || !subscription) return send(404, { code: 'NOT_FOUND', message: 'Subscription not found' })
    if (request.method === 'GET') return send(200, subscription)
    if (request.method === 'PATCH') {
      const patch = body as { cancel_at_next_billing_date?: boolean; status?: string }
      if (typeof patch?.cancel_at_next_billing_date === 'boolean') {
        subscription.cancel_at_next_billing_date = patch.cancel_at_next_billing_date
      }
      if (patch?.status === 'cancelled') {
        if (subscription.status !== 'active' && subscription.status !== 'on_hold') {
          return send(409, { code: 'INVALID_STATE', message: `Subscription is ${subscription.status}` })
        }
        subscription.status = 'cancelled'
        subscription.cancelled_at = new Date().toISOString()
      }
      return send(200, subscription)
    }
    return send(405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`

  return {
    url: origin,
    apiKey,
    subscriptions,
    checkouts,
    requests,
    payCheckout(sessionId) {
      const session = checkouts.get(sessionId)
      const item = session?.product_cart[0]
      if (!session || !item) throw new Error(`no checkout session ${sessionId}`)
      const subscription = dodoSubscription({
        product_id: item.product_id,
        quantity: item.quantity,
        metadata: session.metadata,
        customer: {
          customer_id: `cus_${randomBytes(6).toString('hex')}`,
          email: session.customer?.email ?? 'buyer@example.com',
          name: 'Ada Lovelace',
          phone_number: null,
        },
      })
      subscriptions.set(subscription.subscription_id, subscription)
      return subscription
    },
    get failWith() {
      return state.failWith
    },
    set failWith(status) {
      state.failWith = status
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
