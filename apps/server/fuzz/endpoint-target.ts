import type { Endpoint } from '@tipsy/contracts'
import fc from 'fast-check'
import { API, type FuzzTarget, knownIds } from './fuzz-request'
import { hostileRawBody, hostileValue } from './hostile-values'
import {
  callerArbitrary,
  contentTypeArbitrary,
  encodeBody,
  encodeSegment,
  hostileSegmentArbitrary,
  methodArbitrary,
  queryStringArbitrary,
} from './request-parts'
import { schemaArbitrary } from './schema-arbitrary'

/** A hostile value as text: an object without a prototype has no toString for `String()` to call. */
function segmentText(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value)
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/** A contract endpoint: method, path parameters, query and body all come from its schemas. */
export function endpointTarget(name: string, endpoint: Endpoint): FuzzTarget {
  const { params, query, body } = endpoint.request
  const paramValues = params ? schemaArbitrary(params, { knownIds, hostilePercent: 20 }) : fc.constant({})
  const segments = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  const path = fc
    .tuple(
      paramValues,
      fc.tuple(...segments.map(() => hostileSegmentArbitrary)),
      fc.array(fc.nat(9), { minLength: segments.length, maxLength: segments.length }),
    )
    .map(([values, hostileSegments, rolls]) =>
      endpoint.path.replace(/:(\w+)/g, (_, param: string) => {
        const index = segments.indexOf(param)
        const own =
          values !== null && typeof values === 'object'
            ? (values as Record<string, unknown>)[param]
            : undefined
        // Mostly the schema's value, encoded; sometimes a hostile or broken segment instead.
        return (rolls[index] ?? 0) < 7 && own !== undefined
          ? encodeSegment(segmentText(own))
          : (hostileSegments[index] ?? '')
      }),
    )
  const queryString = queryStringArbitrary(
    query ? schemaArbitrary(query, { knownIds, hostilePercent: 20 }) : fc.constant({}),
  )
  const bodyValue = body
    ? fc.oneof(
        // Valid bodies reach the handlers; mutated ones probe validation; raw ones the parser.
        { weight: 4, arbitrary: schemaArbitrary(body, { knownIds, hostilePercent: 0 }).map((v) => ({ v })) },
        { weight: 4, arbitrary: schemaArbitrary(body, { knownIds, hostilePercent: 15 }).map((v) => ({ v })) },
        { weight: 2, arbitrary: hostileRawBody.map((raw) => ({ raw })) },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: hostileRawBody.map((raw) => ({ raw })) },
        { weight: 1, arbitrary: hostileValue.map((v) => ({ v })) },
      )
  return {
    name,
    request: fc
      .record({
        method: methodArbitrary(endpoint.method),
        path,
        queryString,
        caller: callerArbitrary,
        contentType: contentTypeArbitrary,
        bodyValue,
      })
      .map(({ method, path, queryString, caller, contentType, bodyValue }) => ({
        method,
        url: `${API}${path}${queryString}`,
        caller,
        contentType,
        body: bodyOf(bodyValue, contentType),
      })),
  }
}

function bodyOf(value: { v: unknown } | { raw: string | Buffer } | null, contentType: string) {
  if (value === null) return undefined
  return 'raw' in value ? value.raw : encodeBody(value.v, contentType)
}
