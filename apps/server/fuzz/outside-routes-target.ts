import { endpoints } from '@tipsy/contracts'
import fc from 'fast-check'
import { API, type FuzzTarget } from './fuzz-request'
import { hostileRawBody } from './hostile-values'
import {
  callerArbitrary,
  contentTypeArbitrary,
  httpMethods,
  pathSegmentArbitrary,
  queryStringArbitrary,
} from './request-parts'

/** Where the fuzzer's web build keeps a file outside the served folder (must never be served). */
export const OUTSIDE_FILE = 'fuzz-outside.txt'

const outsidePaths = fc.oneof(
  fc.constantFrom(
    '/',
    '/login',
    '/login/',
    '/assets/app-fuzz.js',
    `/../${OUTSIDE_FILE}`,
    `/assets/../../${OUTSIDE_FILE}`,
    `/%2e%2e/${OUTSIDE_FILE}`,
    `/assets/%2e%2e/%2e%2e/${OUTSIDE_FILE}`,
    `/..%2f${OUTSIDE_FILE}`,
    `/assets/..%5c..%5c${OUTSIDE_FILE}`,
    '//',
    '/api',
    '/api/',
    '/api//health',
    '/api/health/',
    '/API/HEALTH',
    '/api/docs',
    '/api/docs/json',
    '/api/docs/static/index.html',
    '/api/docs/static/../../../package.json',
    '/app',
    '/app/dashboard',
  ),
  fc
    .array(pathSegmentArbitrary(fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 4 })
    .chain((segments) =>
      fc.constantFrom('/api/', '/', '/app/', '/assets/').map((base) => `${base}${segments.join('/')}`),
    ),
  fc
    .constantFrom(...Object.values(endpoints))
    .chain((endpoint) =>
      fc.constantFrom('/x', '/', '/..', '%00').map((suffix) => `${API}${endpoint.path}${suffix}`),
    ),
  fc.constant(`/api/${'a'.repeat(100_000)}`),
)

/** Paths and methods the contract does not have, and the web build's files. */
export function outsideRoutesTarget(): FuzzTarget {
  return {
    name: 'unknownRoutes',
    request: fc
      .record({
        method: fc.constantFrom(...httpMethods, 'TRACE', 'PROPFIND', 'SEARCH'),
        path: outsidePaths,
        queryString: queryStringArbitrary(fc.constant({})),
        caller: callerArbitrary,
        contentType: contentTypeArbitrary,
        body: fc.option(hostileRawBody, { freq: 3 }),
      })
      .map(({ path, queryString, body, ...request }) => ({
        ...request,
        url: `${path}${queryString}`,
        body: body ?? undefined,
      })),
  }
}
