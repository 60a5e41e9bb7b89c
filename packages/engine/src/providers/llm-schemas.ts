import type { RewriteStyle } from '@tipsy/contracts'
import { z } from 'zod'
import { RED_FLAG_TYPES, SEVERITIES, TONE_VALUES } from './prompts'

/*
 * What we ask the model for: only what it judges or writes. Ids, timestamps, counts, spans and
 * the measured scores are ours, added when the answer is mapped to the contract.
 * Every field is required (OpenAI's strict structured outputs insist on it).
 */

/**
 * A string the model is told must be one of `values` — constrained decoding sees the enum — but
 * that validation accepts as any string, so a model that ignores the schema ("Medium",
 * "critical") is normalised afterwards instead of failing the whole answer.
 */
function oneOf(values: readonly string[]) {
  return z.string().meta({ enum: [...values] })
}

export const llmAnalysisSchema = z.object({
  tone: z.object({ value: oneOf(Object.keys(TONE_VALUES)), description: z.string() }),
  red_flags: z.array(
    z.object({
      type: oneOf(Object.keys(RED_FLAG_TYPES)),
      severity: oneOf(SEVERITIES),
      text: z.string().describe('The exact words from the message, copied character for character'),
      description: z.string(),
      suggestion: z.string(),
    }),
  ),
  insights: z.array(z.string()),
})
export type LlmAnalysis = z.infer<typeof llmAnalysisSchema>

// No tone from the model: the tone shift is measured by the local analysis of both texts.
const llmRewriteSchema = z.object({ text: z.string(), changes: z.array(z.string()) })
export type LlmRewrite = z.infer<typeof llmRewriteSchema>

export interface LlmRewrites {
  rewrites: Partial<Record<RewriteStyle, LlmRewrite>>
}

/** One required entry per requested style, so the model cannot skip or repeat a style. */
export function llmRewritesSchema(styles: readonly RewriteStyle[]): z.ZodType<LlmRewrites> {
  const rewrites: Record<string, typeof llmRewriteSchema> = Object.fromEntries(
    styles.map((style) => [style, llmRewriteSchema]),
  )
  return z.object({ rewrites: z.object(rewrites) })
}

export const llmGeneratedMessageSchema = z.object({ text: z.string() })

export const llmEmojiSchema = z.object({ emoji: z.string().describe('Emoji only') })
