import { z } from 'zod'
import { analysisHistoryItemSchema } from './analysis-history'
import { isoDateTimeSchema } from './common'
import { messageHistoryItemSchema, useCaseSchema } from './messages'
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

// ---- "download everything about me" (issue 36) -------------------------------------------------

/**
 * Everything the server stores about one user, as the one JSON file `GET /user/data-export`
 * sends on every plan. MessageIQ analyses are kept in History (`analyses`); rewrites are not
 * stored (only counted, under `usage`). Tokens are left out: only their hashes are stored, and a
 * hash says nothing about the person.
 */
export const userDataExportSchema = z
  .object({
    exportedAt: isoDateTimeSchema,
    account: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      picture: z.string().nullable(),
      /** 'google' or 'local', and that provider's id for the person. */
      signInProvider: z.string(),
      signInSubject: z.string(),
      createdAt: isoDateTimeSchema,
      lastActiveAt: isoDateTimeSchema,
    }),
    /** As saved (null until the user saves some); the app uses defaults for what is missing. */
    preferences: z.record(z.string(), z.unknown()).nullable(),
    /** Every generation with its variations, newest first. */
    messages: z.array(messageHistoryItemSchema),
    copyEvents: z.array(
      z.object({ messageId: z.string(), variationId: z.string(), copiedAt: isoDateTimeSchema }),
    ),
    /** Every MessageIQ analysis kept in History, newest first. */
    analyses: z.array(analysisHistoryItemSchema),
    /** Newest first. */
    emojiHistory: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        emoji: z.string(),
        selectedEmoji: z.string().nullable(),
        createdAt: isoDateTimeSchema,
      }),
    ),
    /** Daily counters (UTC days): quotas, and statistics such as `analyze` and `tone:drunk`. */
    usage: z.array(z.object({ metric: z.string(), day: z.string(), count: z.number().int() })),
    /** The subscription as stored, customer and billing address included; null without one. */
    subscription: z
      .object({
        provider: z.string(),
        subscriptionId: z.string(),
        status: z.string(),
        cancelAtNextBillingDate: z.boolean(),
        recurringPreTaxAmount: z.number().int(),
        currency: z.string(),
        paymentFrequencyInterval: z.string(),
        nextBillingDate: isoDateTimeSchema,
        expiresAt: isoDateTimeSchema.nullable(),
        customer: z.record(z.string(), z.unknown()),
        billing: z.record(z.string(), z.unknown()),
        lastEventAt: isoDateTimeSchema.nullable(),
        createdAt: isoDateTimeSchema,
        updatedAt: isoDateTimeSchema,
      })
      .nullable(),
    /** Sign-ins: each chain of refresh tokens, without the tokens. */
    sessions: z.array(
      z.object({
        id: z.string(),
        createdAt: isoDateTimeSchema,
        expiresAt: isoDateTimeSchema,
        revokedAt: isoDateTimeSchema.nullable(),
        revokedReason: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'UserDataExport' })
export type UserDataExport = z.infer<typeof userDataExportSchema>
