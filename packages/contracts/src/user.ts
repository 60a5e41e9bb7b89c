import { z } from 'zod'
import { isoDateTimeSchema } from './common'
import { useCaseSchema } from './messages'
import { platformSchema, tonesSchema } from './tones'

export const userStatsResponseSchema = z.object({
  stats: z.object({
    totalEmojiGenerated: z.number().int(),
    totalMessagesGenerated: z.number().int(),
    /**
     * Map of tone name to how many generations used it (docs/product.md "User stats"). One shape:
     * a union would make the compiled serializer test every answer against both (the screen still
     * shows a plain string as it is, §2 "Dashboard").
     */
    mostUsedTone: z.record(z.string(), z.number()),
    /** Human-readable age of the account, e.g. "12 days". */
    accountAge: z.string(),
    lastActive: isoDateTimeSchema,
  }),
})

/** docs/product.md §3 "Preferences". */
export const preferencesSchema = z
  .strictObject({
    defaultTones: tonesSchema,
    defaultPlatform: platformSchema.nullable(),
    defaultUseCase: useCaseSchema,
    selectedEmoji: z.string().max(32).nullable(),
  })
  .meta({ id: 'Preferences' })
export type Preferences = z.infer<typeof preferencesSchema>

export const preferencesResponseSchema = z.object({ preferences: preferencesSchema })

/** PUT takes any subset; omitted fields keep their stored value. */
export const preferencesUpdateRequestSchema = preferencesSchema.partial()
