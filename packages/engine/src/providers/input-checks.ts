import {
  emojiGenerateRequestSchema,
  generateRequestSchema,
  type RewriteStyle,
  rewriteRequestSchema,
  type Tones,
} from '@tipsy/contracts'
import type { z } from 'zod'
import type { GenerateInput } from '../engine'
import { EngineError } from '../engine'
import { clampTones } from '../local/generate/tone-mix'

const MAX_MESSAGES = 10
const DEFAULT_MESSAGES = 3

/** The contract's own rules decide what is acceptable input, with its wording for the error. */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (!result.success)
    throw new EngineError('invalid_input', result.error.issues[0]?.message ?? 'Invalid input')
  return result.data
}

export const checkStyles = (styles: RewriteStyle[]): RewriteStyle[] =>
  checked(rewriteRequestSchema.shape.rewrite_styles, styles)

export const checkEmojiText = (text: string): string => checked(emojiGenerateRequestSchema.shape.text, text)

export interface CheckedGenerateInput {
  prompt: string
  context: string | undefined
  tones: Tones
  platform: GenerateInput['platform']
  count: number
  seed: number | undefined
}

/** Prompt and context must be valid; out-of-range sliders and counts are brought into range. */
export function checkGenerateInput(input: GenerateInput): CheckedGenerateInput {
  const context = input.context?.trim()
  return {
    prompt: checked(generateRequestSchema.shape.prompt, input.prompt),
    context: context ? checked(generateRequestSchema.shape.context, context) : undefined,
    tones: clampTones(input.tones),
    platform: input.platform,
    count: messageCount(input.count),
    seed: input.seed,
  }
}

function messageCount(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return DEFAULT_MESSAGES
  return Math.min(MAX_MESSAGES, Math.max(1, Math.round(requested)))
}
