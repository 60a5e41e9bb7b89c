import fc from 'fast-check'
import { z } from 'zod'
import { hostileValue, objectMemberWords, pollutingEntry } from './hostile-values'

/** The part of JSON Schema that `z.toJSONSchema` writes for our contracts. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  $ref?: string
  $defs?: Record<string, JsonSchema>
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
}

export interface SchemaArbitraryOptions {
  /** Values for `format: uuid` fields besides random ones (ids that exist, as placeholders). */
  knownIds: fc.Arbitrary<string>
  /** Out of 100: how often a field gets a hostile value instead of a valid one; 0 for valid values. */
  hostilePercent: number
}

/**
 * Values for a contract schema: valid ones (that get past validation into the handlers), or
 * with hostile values swapped in per field, required fields dropped, and unknown and
 * prototype-pollution keys added.
 */
export function schemaArbitrary(schema: z.ZodType, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  return walk(root, root, options)
}

function walk(node: JsonSchema, root: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const valid = validArbitrary(node, root, options)
  return fc.oneof(
    { weight: 100 - options.hostilePercent, arbitrary: valid },
    { weight: options.hostilePercent, arbitrary: hostileValue },
  )
}

function validArbitrary(
  node: JsonSchema,
  root: JsonSchema,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<unknown> {
  if (node.$ref) {
    const name = node.$ref.replace('#/$defs/', '')
    const target = root.$defs?.[name]
    if (!target) throw new Error(`unresolved $ref ${node.$ref}`)
    return validArbitrary(target, root, options)
  }
  if (node.enum) return fc.constantFrom(...node.enum)
  if (node.const !== undefined) return fc.constant(node.const)
  const alternatives = node.anyOf ?? node.oneOf
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => validArbitrary(alternative, root, options)))
  switch (node.type) {
    case 'object':
      return objectArbitrary(node, root, options)
    case 'array':
      return fc.array(walk(node.items ?? {}, root, options), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 5, 8),
      })
    case 'string':
      return stringArbitrary(node, options)
    case 'integer':
      return fc.integer({ min: node.minimum ?? -1_000_000, max: node.maximum ?? 1_000_000 })
    case 'number':
      return fc.double({
        min: node.minimum ?? node.exclusiveMinimum ?? -1e6,
        max: node.maximum ?? node.exclusiveMaximum ?? 1e6,
        minExcluded: node.exclusiveMinimum !== undefined,
        maxExcluded: node.exclusiveMaximum !== undefined,
        noNaN: true,
      })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function stringArbitrary(node: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<string> {
  if (node.format === 'uuid') return fc.oneof(options.knownIds, fc.uuid())
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern))
  const minLength = node.minLength ?? 0
  const maxLength = node.maxLength ?? 200
  const atTheLimit = fc
    .constantFrom('a', 'é', '🍕', ' ')
    .map((unit) => unit.repeat(Math.floor(maxLength / unit.length)))
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 60) }) },
    { weight: 5, arbitrary: fc.lorem({ maxCount: 12 }).filter((text) => text.length <= maxLength) },
    { weight: 1, arbitrary: atTheLimit },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.lorem({ maxCount: 3 }), fc.constantFrom(...objectMemberWords))
        .map(([words, member]) => `${words} ${member} happy`.slice(0, maxLength)),
    },
  )
}

function objectArbitrary(
  node: JsonSchema,
  root: JsonSchema,
  options: SchemaArbitraryOptions,
): fc.Arbitrary<unknown> {
  const properties = Object.entries(node.properties ?? {})
  const required = new Set(node.required ?? [])
  // Hostile values come with dropped required fields and unknown or prototype-pollution keys.
  const mutate = options.hostilePercent > 0
  const fields = properties.map(([name, schema]) =>
    fc
      .tuple(fc.constant(name), walk(schema, root, options), fc.nat(99))
      .map(([key, value, roll]): [string, unknown] | null =>
        (required.has(key) ? !mutate || roll < 97 : roll < 50) ? [key, value] : null,
      ),
  )
  const extra = mutate
    ? fc.oneof(
        { weight: 20, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: pollutingEntry },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom('isAdmin', 'plan', 'userId', 'id'), hostileValue) },
      )
    : fc.constant(null)
  return fc.tuple(fc.tuple(...fields), extra).map(([entries, added]) => {
    const object: Record<string, unknown> = {}
    for (const entry of [...entries, added]) {
      // defineProperty keeps `__proto__` an own, serialisable key instead of setting the prototype.
      if (entry)
        Object.defineProperty(object, entry[0], { value: entry[1], enumerable: true, writable: true })
    }
    return object
  })
}
