import type { LightMyRequestResponse } from 'fastify'
import { unescapedMarkup } from './markup-payloads'

/** The sandbox's hosted checkout and card pages answer browsers with HTML, errors included. */
export const isHostedPage = (url: string) =>
  /^\/api\/billing\/sandbox\/(checkout|payment-method)(\?|$)/.test(url)

const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url)

const ERROR_BODY_KEYS = new Set(['detail', 'code'])

/**
 * What is wrong with one answer: a 5xx; an error that is not JSON `{ detail, code? }`; a
 * redirect without a Location; HTML that carries a payload unescaped; a file from outside
 * the web root; a missing nosniff header (which keeps browsers from running JSON as HTML).
 */
export function responseProblems(
  request: { method: string; url: string },
  response: LightMyRequestResponse,
  outsideMarker: string,
): string[] {
  const problems: string[] = []
  const status = response.statusCode
  const contentType = String(response.headers['content-type'] ?? '')
  if (status >= 500) problems.push(`${status} server error: ${response.body.slice(0, 500)}`)
  if (status >= 400 && request.method !== 'HEAD') {
    // Pages answer their errors as pages: the sandbox's hosted ones, and the web app's 404 for
    // paths outside /api (as the server saw the URL: `..` is resolved before sending, as browsers
    // do). What Fastify refuses before they run stays JSON.
    const seen = response.raw.req.url ?? request.url
    const page = isHostedPage(seen) || !isApiPath(seen)
    if (!(page && contentType.startsWith('text/html'))) {
      problems.push(...errorBodyProblems(response, contentType))
    }
  }
  if (status >= 300 && status < 400 && !response.headers.location)
    problems.push(`${status} without a Location`)
  if (contentType.startsWith('text/html')) {
    const echoed = unescapedMarkup.filter((markup) => response.body.includes(markup))
    if (echoed.length > 0) problems.push(`HTML answer echoes markup unescaped: ${echoed.join(', ')}`)
  }
  if (response.body.includes(outsideMarker)) problems.push('served a file from outside the web root')
  if (response.headers['x-content-type-options'] !== 'nosniff')
    problems.push('no x-content-type-options: nosniff')
  return problems
}

function errorBodyProblems(response: LightMyRequestResponse, contentType: string): string[] {
  if (!contentType.startsWith('application/json')) {
    return [`error is not JSON (${contentType || 'no content-type'}): ${response.body.slice(0, 200)}`]
  }
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return [`error body is not valid JSON: ${response.body.slice(0, 200)}`]
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const problems: string[] = []
  if (typeof record.detail !== 'string' || record.detail.trim() === '')
    problems.push('error body has no detail')
  if ('code' in record && typeof record.code !== 'string') problems.push('error code is not a string')
  const extra = Object.keys(record).filter((key) => !ERROR_BODY_KEYS.has(key))
  if (extra.length > 0) problems.push(`error body has other keys: ${extra.join(', ')}`)
  return problems.map((problem) => `${problem}: ${response.body.slice(0, 200)}`)
}
