import fc from 'fast-check'
import { markupPayloads } from './markup-payloads'

export const sqlPayloads = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  "\\'; DELETE FROM messages; --",
  "admin'--",
  '1 UNION SELECT password FROM users',
] as const

export const traversalPayloads = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '....//....//etc/passwd',
  '/etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%00/',
] as const

/** Text that trips naive parsers, databases, case folding and terminals. */
const trickyText = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: hacked=1',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '\ud800',
  'x\udfffy',
  'Z̷̢̛͓a̴͕͌l̸̰͊g̵̱̈́o̷̞̔',
  'İ ß ﬃ',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '%s%s%n%x',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '  42  ',
] as const

/** Sizes around the field limits (2,000), Google's credential cap and the body limit (64 KiB). */
const hugeLengths = [1001, 2000, 2001, 8193, 65_536, 70_000, 200_000] as const

export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...hugeLengths), fc.constantFrom('a', 'é', '🍕', '<', '"', '\\', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...markupPayloads) },
  { weight: 2, arbitrary: fc.constantFrom(...sqlPayloads) },
  { weight: 2, arbitrary: fc.constantFrom(...traversalPayloads) },
  { weight: 4, arbitrary: fc.constantFrom(...trickyText) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
)

export const hostileNumber: fc.Arbitrary<number | string> = fc.oneof(
  fc.constantFrom(
    -1,
    -0,
    0.5,
    -0.0001,
    1e308,
    -1e308,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    5e-324,
  ),
  fc.constantFrom('1', '-1', '0.5', '1e3', 'NaN', 'Infinity', '-Infinity', '0x1A', '1_000', ''),
  fc.double(),
  fc.integer(),
)

/** An object or array nested `depth` levels (deep enough to stress recursive code). */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value }
  return value
}

/** A JSON value that is not what the field expects: wrong type, edge number, hostile text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { length: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(100, 1000, 3000),
        fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
      )
      .map(([depth, kind]) => nested(depth, kind)),
  },
)

export const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const

/** Words that name members of every object: a lookup table keyed by words must not find them. */
export const objectMemberWords = [
  'constructor',
  'toString',
  'valueOf',
  '__proto__',
  'hasOwnProperty',
] as const

/** `{"__proto__": …}` and friends, as own keys (a literal `__proto__:` would set the prototype). */
export const pollutingEntry: fc.Arbitrary<[string, unknown]> = fc.tuple(
  fc.constantFrom(...pollutionKeys),
  fc.constantFrom<unknown>({ polluted: 'yes' }, { prototype: { polluted: 'yes' } }, 'yes', null),
)

/** Whole request bodies that are not a JSON object, or not JSON at all, written out as bytes. */
export const hostileRawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '[]',
    '"text"',
    '123',
    'true',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '{"a":1e999}',
    '{"text":"a","text":"b"}',
    '\ufeff{"text":"hi"}',
    `${' '.repeat(70_000)}{}`,
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"a":{"__proto__":{"polluted":"yes"}}}',
  ),
  fc
    .tuple(fc.constantFrom(1000, 10_000, 100_000), fc.boolean())
    .map(([depth, array]) =>
      array ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  // Invalid UTF-8: a stray continuation byte, an overlong "/", a lone surrogate, a truncated sequence.
  fc
    .constantFrom([0xff, 0xfe], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0x80])
    .map((bytes) => Buffer.concat([Buffer.from('{"text":"'), Buffer.from(bytes), Buffer.from('"}')])),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.string().map((text) => Buffer.from(JSON.stringify({ text }), 'utf16le')),
)
