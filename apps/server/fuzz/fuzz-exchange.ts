import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { signWebhook } from '../src/modules/billing/standard-webhooks'
import { authorizationOf } from './callers'
import type { FuzzApp } from './fuzz-app'
import { type FuzzRequest, knownIdPlaceholder, type WebhookSignature } from './fuzz-request'
import type { FuzzStats } from './fuzz-stats'
import { responseProblems } from './response-checks'

/** A request slower than this is reported (a regular expression or a loop gone quadratic). */
const SLOW_REQUEST_MS = 5_000

const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).join()

/**
 * A message the engine refused after the call was admitted (400 `invalid_input`) keeps its quota
 * unit (docs/decisions/0019: the same bad request is not free to repeat): the usage counters
 * are all it may change.
 */
function countedRefusal(response: LightMyRequestResponse, changed: string[]): boolean {
  if (response.statusCode !== 400 || !changed.every((table) => table === 'usage_counters')) return false
  try {
    return (JSON.parse(response.body) as { code?: unknown }).code === 'invalid_input'
  } catch {
    return false
  }
}

/**
 * Sends generated requests one at a time and checks each answer, and that a request that was
 * not answered 2xx or 3xx left every table as it was.
 */
export function createExchange(fuzz: FuzzApp, stats: FuzzStats) {
  function resolveIds(text: string): string {
    return text.replace(knownIdPlaceholder, (placeholder, kind: 'MESSAGE' | 'VARIATION', index: string) => {
      return fuzz.knownIds[kind][Number(index)] ?? placeholder
    })
  }

  function webhookHeaders(signature: WebhookSignature, body: string): Record<string, string> {
    const id = `msg_${randomUUID()}`
    const secret = fuzz.t.config.billing.webhookSecret
    switch (signature) {
      case 'valid':
        return signWebhook(secret, id, new Date(), body)
      case 'stale':
        return signWebhook(secret, id, new Date(Date.now() - 60 * 60 * 1000), body)
      case 'wrong-secret':
        return signWebhook('whsec_d3JvbmctZnV6ei1zZWNyZXQtd3JvbmctZnV6eg==', id, new Date(), body)
      case 'garbage':
        return { 'webhook-id': id, 'webhook-timestamp': 'yesterday', 'webhook-signature': 'v1,AAAA' }
      case 'missing':
        return {}
    }
  }

  function headersOf(request: FuzzRequest, body: string | Buffer | undefined): Record<string, string> {
    const headers: Record<string, string> = {}
    const authorization = authorizationOf(fuzz.callers, request.caller)
    if (authorization !== undefined) headers.authorization = authorization
    if (request.contentType !== 'none') headers['content-type'] = request.contentType
    if (request.webhookSignature && body !== undefined) {
      Object.assign(headers, webhookHeaders(request.webhookSignature, body.toString()))
    }
    return headers
  }

  /** Sends one request; returns what is wrong with its answer (nothing when all is well). */
  return async function exchange(target: string, request: FuzzRequest): Promise<string[]> {
    await fuzz.renewSessionsWhenOld()
    const url = resolveIds(request.url)
    const body = typeof request.body === 'string' ? resolveIds(request.body) : request.body
    const started = performance.now()
    let response: LightMyRequestResponse
    try {
      response = await fuzz.t.app.inject({
        method: request.method as 'GET',
        url,
        headers: headersOf(request, body),
        ...(body === undefined ? {} : { payload: body }),
      })
    } catch (error) {
      stats.record(target, 0, performance.now() - started, true)
      return [`the request could not be sent: ${(error as Error).message}`]
    }
    const elapsedMs = performance.now() - started
    const changed = await fuzz.state.changedSinceLastCall()
    const problems = responseProblems({ method: request.method, url }, response, fuzz.outsideMarker)
    const rejected = response.statusCode >= 400
    if (rejected && changed.length > 0 && !countedRefusal(response, changed))
      problems.push(`rejected with ${response.statusCode} but changed ${changed.join(', ')}`)
    if (Object.getOwnPropertyNames(Object.prototype).join() !== prototypeKeys || 'polluted' in {}) {
      problems.push('Object.prototype was polluted')
    }
    if (elapsedMs > SLOW_REQUEST_MS) problems.push(`took ${Math.round(elapsedMs)} ms`)
    stats.record(target, response.statusCode, elapsedMs, problems.length > 0)
    return problems
  }
}
