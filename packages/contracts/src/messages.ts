import { z } from 'zod'
import { errorBodySchema, isoDateTimeSchema, pageSchema } from './common'
import { MESSAGE_MAX_LENGTH } from './text-limits'
import { platformSchema, tonesSchema } from './tones'

/** The Message Generator's request ("What do you want to say?") and its optional context. */
export const GENERATE_PROMPT_MAX_LENGTH = 1000
export const GENERATE_CONTEXT_MAX_LENGTH = 2000

export const useCases = [
  'work_email',
  'text_friend',
  'dating_app',
  'apology',
  'negotiation',
  'general',
] as const
export const useCaseSchema = z.enum(useCases)
export type UseCase = z.infer<typeof useCaseSchema>

/** How each use case is presented (the selector on MessageIQ and `GET /messages/use-cases`). */
export const useCaseDetails: Record<UseCase, { label: string; description: string }> = {
  general: { label: 'General', description: 'Any message: tone, clarity and red flags without assumptions.' },
  text_friend: {
    label: 'Text a friend',
    description: 'Casual chats where warmth and humour matter more than polish.',
  },
  dating_app: {
    label: 'Dating app',
    description: 'Openers and replies: light, specific, never needy or pushy.',
  },
  work_email: {
    label: 'Work e-mail',
    description: 'Clear, professional and courteous, with a greeting and sign-off.',
  },
  apology: { label: 'Apology', description: 'Owning a mistake without excuses, over-apologising or blame.' },
  negotiation: {
    label: 'Negotiation',
    description: 'Firm, specific asks that stay polite and leave room to agree.',
  },
}

export const rewriteStyles = ['professional', 'friendly', 'concise', 'assertive', 'empathetic'] as const
export const rewriteStyleSchema = z.enum(rewriteStyles)
export type RewriteStyle = z.infer<typeof rewriteStyleSchema>

const messageText = z
  .string()
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`)
  .refine((text) => text.trim().length > 0, 'Message must not be empty')

// ---- generation --------------------------------------------------------------------------------

export const generateRequestSchema = z.strictObject({
  prompt: z
    .string()
    .max(GENERATE_PROMPT_MAX_LENGTH)
    .refine((text) => text.trim().length > 0, 'Prompt must not be empty'),
  context: z.string().max(GENERATE_CONTEXT_MAX_LENGTH).optional(),
  tones: tonesSchema,
  platform: platformSchema.optional(),
})
export type GenerateRequest = z.infer<typeof generateRequestSchema>

/**
 * Present when no draft passed the engine's checks and this is the closest one: what is wrong with
 * it, in words for the user ("it drops \"7\""). The screen says so beside the text.
 */
const uncheckedSchema = z.string().optional()

export const generatedMessageSchema = z
  .object({
    id: z.string(),
    tone: z.string(),
    text: z.string(),
    timestamp: isoDateTimeSchema,
    unchecked: uncheckedSchema,
  })
  .meta({ id: 'GeneratedMessage' })
export type GeneratedMessage = z.infer<typeof generatedMessageSchema>

export const generateResponseSchema = z.object({
  generatedMessages: z.array(generatedMessageSchema),
  message_id: z.string(),
})

/**
 * `POST /messages/generate/stream` answers with server-sent events: one `message` event per
 * generated message as soon as it is written, then `done` with the stored result — or `error`.
 */
export const generateStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('message'), data: generatedMessageSchema }),
  z.object({ event: z.literal('done'), data: generateResponseSchema }),
  z.object({ event: z.literal('error'), data: errorBodySchema }),
])
export type GenerateStreamEvent = z.infer<typeof generateStreamEventSchema>

// ---- history -----------------------------------------------------------------------------------

export const messageHistoryQuerySchema = z.strictObject({
  page: pageSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
})

export const messageIdParamsSchema = z.strictObject({ id: z.uuid() })

/** A stored generation (docs/product.md §3 "Generated message"). */
export const messageHistoryItemSchema = z
  .object({
    message_id: z.string(),
    prompt: z.string(),
    context: z.string().nullable(),
    platform: platformSchema.nullable(),
    tones: tonesSchema,
    saved: z.boolean(),
    timestamp: isoDateTimeSchema,
    generatedMessages: z.array(generatedMessageSchema),
  })
  .meta({ id: 'MessageHistoryItem' })
export type MessageHistoryItem = z.infer<typeof messageHistoryItemSchema>

export const messageHistoryResponseSchema = z.object({
  messages: z.array(messageHistoryItemSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
})

export const messageResponseSchema = z.object({ message: messageHistoryItemSchema })
export const messageDeleteResponseSchema = z.object({ deleted: z.number().int() })

export const saveMessageRequestSchema = z.strictObject({ message_id: z.uuid() })
export const saveMessageResponseSchema = z.object({ message_id: z.string(), saved: z.literal(true) })

export const copyEventRequestSchema = z.strictObject({
  message_id: z.uuid(),
  variation_id: z.uuid(),
})
export const copyEventResponseSchema = z.object({ recorded: z.literal(true) })

// ---- analysis and rewrites ---------------------------------------------------------------------

/** A time on the writer's clock, HH:MM (24-hour). */
export const localTimeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Expected the local time as HH:MM (24-hour)')

export const analyzeRequestSchema = z.strictObject({
  message: messageText,
  use_case: useCaseSchema.default('general'),
  /** When the writer is about to send it; the late-night check needs it and stays off without. */
  local_time: localTimeSchema.optional(),
})

export const severitySchema = z.enum(['high', 'medium', 'low'])

export const redFlagSchema = z
  .object({
    type: z.string(),
    severity: severitySchema,
    text: z.string().optional(),
    description: z.string(),
    suggestion: z.string(),
    /** Character offsets [start, end) of `text` in the analysed message. */
    span: z.object({ start: z.number().int(), end: z.number().int() }).optional(),
  })
  .meta({ id: 'RedFlag' })
export type RedFlag = z.infer<typeof redFlagSchema>

export const sentimentLabels = ['very negative', 'negative', 'neutral', 'positive', 'very positive'] as const

export const analysisSchema = z
  .object({
    scores: z.object({
      tone: z.object({ value: z.string(), description: z.string() }),
      /** Clarity as a percentage, 0–100. */
      clarity: z.object({ score: z.number().min(0).max(100) }),
      /** Arousal 0 (ice cold) – 100 (boiling), with a label. */
      emotional_temperature: z.object({ value: z.number().min(0).max(100), label: z.string() }),
      sentiment: z.object({ label: z.enum(sentimentLabels), score: z.number().min(-1).max(1) }),
    }),
    red_flags: z.array(redFlagSchema),
    insights: z.array(z.string()),
  })
  .meta({ id: 'Analysis' })
export type Analysis = z.infer<typeof analysisSchema>

// ---- grammar and spelling ------------------------------------------------------------------------

export const grammarRequestSchema = z.strictObject({
  message: messageText,
  use_case: useCaseSchema.default('general'),
})

export const grammarProblemKinds = ['spelling', 'grammar', 'punctuation', 'word_choice', 'style'] as const

export const grammarProblemSchema = z
  .object({
    kind: z.enum(grammarProblemKinds),
    /** The words as written: `message.slice(span.start, span.end)`. */
    text: z.string(),
    /** Offsets [start, end) in the checked message, in UTF-16 code units (JavaScript string indices). */
    span: z.object({ start: z.number().int().min(0), end: z.number().int().min(0) }),
    /** A short explanation for the writer. */
    message: z.string(),
    /** What could replace `text`, best first; empty when the fix is the writer's to choose. */
    replacements: z.array(z.string()),
  })
  .meta({ id: 'GrammarProblem' })
export type GrammarProblem = z.infer<typeof grammarProblemSchema>

/**
 * Why a check lacks harper's spelling and grammar (our own rules answered): it ran past its
 * deadline, harper was starting up again, or harper's worker failed while the check waited.
 */
export const grammarPartialReasons = ['deadline', 'starting', 'unavailable'] as const

export const grammarResponseSchema = z.object({
  problems: z.array(grammarProblemSchema),
  /** Present when the check is partial: asking again in a moment may find more. Absent when complete. */
  partial: z.object({ reason: z.enum(grammarPartialReasons) }).optional(),
})
export type GrammarResponse = z.infer<typeof grammarResponseSchema>

/** What each spelling or grammar problem costs the clarity score, and the most they cost together. */
export const GRAMMAR_CLARITY_POINTS = { each: 4, most: 20 } as const

/**
 * The analysis's clarity once the spelling and grammar check has answered: every problem the
 * reader trips over costs a few points. The check is its own call (ADR 0011), so the screen
 * combines the two when both are in.
 */
export function clarityWithGrammar(clarity: number, problems: readonly GrammarProblem[]): number {
  const penalty = Math.min(GRAMMAR_CLARITY_POINTS.most, GRAMMAR_CLARITY_POINTS.each * problems.length)
  return Math.max(0, clarity - penalty)
}

export const rewriteRequestSchema = z.strictObject({
  message: messageText,
  use_case: useCaseSchema.default('general'),
  rewrite_styles: z
    .array(rewriteStyleSchema)
    .min(1)
    .max(rewriteStyles.length)
    .refine((styles) => new Set(styles).size === styles.length, 'Rewrite styles must not repeat')
    .default(['professional', 'friendly', 'concise']),
})

export const rewriteSchema = z
  .object({
    id: z.string(),
    style: rewriteStyleSchema,
    text: z.string(),
    character_count: z.number().int(),
    changes: z.array(z.string()),
    tone_shift: z.object({ from: z.string(), to: z.string() }),
    unchecked: uncheckedSchema,
  })
  .meta({ id: 'Rewrite' })
export type Rewrite = z.infer<typeof rewriteSchema>

export const rewriteResponseSchema = z.object({ rewrites: z.array(rewriteSchema) })

/** What the server lists (docs/product.md §7). */
export const useCasesResponseSchema = z.object({
  use_cases: z.array(z.object({ id: useCaseSchema, label: z.string(), description: z.string() })),
})
