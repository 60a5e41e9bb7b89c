import { z } from 'zod'
import { isoDateTimeSchema, pageSchema } from './common'

export const emojiGenerateRequestSchema = z.strictObject({
  text: z.string().trim().min(1, 'Text must not be empty').max(2000),
  /** The user's preferred emoji to weave in; null or absent when none is selected. */
  emoji: z.string().max(32).nullable().optional(),
})

export const emojiGenerateResponseSchema = z.object({
  emoji: z.string(),
  timestamp: isoDateTimeSchema,
})

export const emojiHistoryQuerySchema = z.strictObject({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

export const emojiHistoryItemSchema = z.object({
  id: z.string(),
  emoji: z.string(),
  text: z.string(),
  time: isoDateTimeSchema,
})
export type EmojiHistoryItem = z.infer<typeof emojiHistoryItemSchema>

export const emojiHistoryResponseSchema = z.object({
  history: z.array(emojiHistoryItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
})

export const emojiHistoryDeleteResponseSchema = z.object({ deleted: z.number().int() })
