import { z } from 'zod'
import { isoDateTimeSchema, pageSchema } from './common'
import { analysisSchema, useCaseSchema } from './messages'

// ---- MessageIQ analyses kept in History ---------------------------------------------------------

export const analysisHistoryQuerySchema = z.strictObject({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
})

export const analysisIdParamsSchema = z.strictObject({ id: z.uuid() })

/**
 * One MessageIQ analysis as stored: the message exactly as it was analysed (the red flags' spans
 * are offsets into it), its use case, the analysis and when it was made.
 */
export const analysisHistoryItemSchema = z
  .object({
    id: z.string(),
    message: z.string(),
    use_case: useCaseSchema,
    result: analysisSchema,
    timestamp: isoDateTimeSchema,
  })
  .meta({ id: 'AnalysisHistoryItem' })
export type AnalysisHistoryItem = z.infer<typeof analysisHistoryItemSchema>

export const analysisHistoryResponseSchema = z.object({
  analyses: z.array(analysisHistoryItemSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
})

export const analysisResponseSchema = z.object({ analysis: analysisHistoryItemSchema })
export const analysisDeleteResponseSchema = z.object({ deleted: z.number().int() })
