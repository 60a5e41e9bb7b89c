import { z } from 'zod'

/** Every non-2xx response body. `code` is a stable machine-readable reason where one helps. */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' })
export type ErrorBody = z.infer<typeof errorBodySchema>

export const isoDateTimeSchema = z.iso.datetime({ offset: true })

/** Query-string page number: 1-based, defaults to 1. */
export const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1)

/** The models live in the engine: the reader understands messages, the writer writes them. */
export const engineModelsSchema = z.object({
  reader: z.object({ kind: z.enum(['encoder', 'rules']), model: z.string().optional() }),
  writer: z.object({
    kind: z.enum(['rules', 'llama-cpp', 'openai-compatible', 'ollama']),
    model: z.string().optional(),
  }),
})

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  ...engineModelsSchema.shape,
})
