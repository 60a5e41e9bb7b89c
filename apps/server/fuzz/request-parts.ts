import fc from 'fast-check'
import { hostileString, pollutionKeys, traversalPayloads } from './hostile-values'

/** Who sends a request; bad tokens are minted when the request is sent (see callers.ts). */
export const badTokenKinds = [
  'no-scheme',
  'empty-bearer',
  'basic',
  'malformed',
  'alg-none',
  'wrong-secret',
  'expired',
  'wrong-audience',
  'unknown-session',
  'hostile-claims',
  'huge',
] as const
export type BadTokenKind = (typeof badTokenKinds)[number]
export type Caller = 'free' | 'premium' | 'signed-out' | BadTokenKind

export const callerArbitrary: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom<Caller>('free', 'premium') },
  { weight: 1, arbitrary: fc.constant<Caller>('signed-out') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>(...badTokenKinds) },
)

/** `none` sends no content-type header at all. */
export const contentTypeArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/json; charset=nonsense',
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'multipart/form-data',
      'application/xml',
      'text/html',
      'application/vnd.api+json',
      'application/json, text/plain',
      '*/*',
      'a/b/c;;;=',
      '',
      'none',
    ),
  },
)

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

/** The endpoint's own method most of the time, another one now and then. */
export const methodArbitrary = (method: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(method) },
    { weight: 1, arbitrary: fc.constantFrom(...httpMethods) },
  )

/** Writes a body the way a client using `contentType` would (or could, by mistake). */
export function encodeBody(value: unknown, contentType: string): string {
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const entries: [string, string][] = isRecord(value)
      ? Object.entries(value).map(([k, v]) => [k, stringify(v)])
      : [['body', stringify(value)]]
    return new URLSearchParams(entries).toString()
  }
  if (contentType.startsWith('multipart/form-data')) {
    const entries = isRecord(value) ? Object.entries(value) : [['body', value] as const]
    const parts = entries.map(
      ([key, v]) => `--fuzz\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${stringify(v)}\r\n`,
    )
    return `${parts.join('')}--fuzz--\r\n`
  }
  return JSON.stringify(value) ?? 'null'
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const stringify = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD rather than throwing). */
export const encodeSegment = (text: string): string =>
  encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'))

/** A hostile path segment: encoded, raw (slashes and dots reach the router), or broken percent-encoding. */
export const hostileSegmentArbitrary: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: hostileString.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom(...traversalPayloads) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ff', '%c0%af', '%00', '%2F', '.', '..', '') },
)

export const pathSegmentArbitrary = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: valid.map(encodeSegment) },
    { weight: 1, arbitrary: hostileSegmentArbitrary },
  )

const queryKeyArbitrary = fc.oneof(
  fc.constantFrom(...pollutionKeys),
  fc.constantFrom('page[]', 'page[0]', 'a[b][c]', '', '&', '=', 'limit'),
  fc.string({ maxLength: 10 }),
)

/**
 * A query string from the contract's query fields (their values as strings, keys sometimes
 * repeated), plus unknown keys, broken encodings and very long strings.
 */
export function queryStringArbitrary(fields: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const entries = fields.map((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).map(([k, v]): [string, string] => [k, stringify(v)])
      : [['value', stringify(value)] as [string, string]],
  )
  const extra = fc.array(fc.tuple(queryKeyArbitrary, hostileString), { maxLength: 2 })
  const raw = fc.oneof(
    { weight: 10, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('%', '%ff', '&&&', '==', '?', '#x', 'page=1;page=2', '\u0000') },
    { weight: 1, arbitrary: fc.constantFrom(10_000, 100_000).map((n) => `q=${'a'.repeat(n)}`) },
  )
  return fc.tuple(entries, extra, fc.boolean(), raw).map(([own, added, duplicate, rawTail]) => {
    const pairs = [...own, ...added]
    if (duplicate && pairs[0]) pairs.push(pairs[0])
    const encoded = new URLSearchParams(pairs).toString()
    const query = [encoded, rawTail].filter(Boolean).join('&')
    return query ? `?${query}` : ''
  })
}
