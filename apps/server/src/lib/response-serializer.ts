import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema'
import { ResponseSerializationError } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * Serialises each response with a function compiled from its contract schema (zod → JSON
 * Schema → fast-json-stringify) instead of checking the value with zod and then running the
 * generic JSON.stringify: only the schema's properties are written, in one pass.
 *
 * `checkResponses` (tests) first checks every answer against its zod schema, so a handler
 * that strays from the contract fails the tests with a 500 and the issues logged.
 */
export function compiledSerializerCompiler(options: {
  checkResponses: boolean
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const contract = schema as z.ZodType
    const stringify = fastJson(
      z.toJSONSchema(contract, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as object,
    )
    if (!options.checkResponses) return stringify
    return (data) => {
      const checked = contract.safeParse(data)
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error })
      return stringify(checked.data)
    }
  }
}
