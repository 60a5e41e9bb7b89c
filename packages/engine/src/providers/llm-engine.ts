import { randomUUID } from 'node:crypto'
import { basename } from 'node:path'
import {
  type Analysis,
  analysisSchema,
  type GeneratedMessage,
  generatedMessageSchema,
  type Rewrite,
  rewriteSchema,
  toneNames,
  type UseCase,
} from '@tipsy/contracts'
import type { z } from 'zod'
import type { AnalyzeOptions, CallOptions, Engine, EngineProvider, GenerateInput } from '../engine'
import { EngineError, UNCLEAR_REQUEST_HINT } from '../engine'
import { assertAnalysable } from '../local/analyze/input'
import { PLATFORM_RULES, truncateToFit } from '../local/generate/platform'
import { describeTone } from '../local/generate/tone-mix'
import { checkGrammar } from '../local/grammar/grammar-checker'
import { mustRepair } from '../local/rewrite/reading'
import type { CheckedRewrite } from '../local/rewrite/rewrite'
import { findEmoji, tokenize } from '../local/text/tokens'
import { analysisFromLlm } from './analysis-from-llm'
import { emojiFromLlm } from './emoji-from-llm'
import { checkEmojiText, checkGenerateInput, checkStyles } from './input-checks'
import type { LlmCall, LlmClient } from './llm-client'
import {
  llmAnalysisSchema,
  llmEmojiSchema,
  llmGeneratedMessageSchema,
  llmRewritesSchema,
} from './llm-schemas'
import { analyzePrompt, emojifyPrompt, generatePrompt, rewritePrompt, UNCLEAR_ANSWER } from './prompts'
import { emptyAnswer, invalidAnswer, type ProviderInfo } from './provider-error'
import { replyAsGenerateInput } from './reply-prompt'
import { rewritesFromLlm } from './rewrites-from-llm'

/**
 * The local engine's pieces an LLM engine uses: the analysis (its measured scores are kept
 * beside the model's words, its red flags are what a rewrite must fix) and the check every
 * rewrite goes through (flags left in are repaired, the tone shift is measured).
 */
export interface LocalAnalyzer {
  analyzeMessage(message: string, useCase: UseCase): Analysis
  checkRewrite(text: string, useCase: UseCase): CheckedRewrite
}

export interface LlmEngineOptions {
  provider: Exclude<EngineProvider, 'local'>
  /** The model named in answers to models(); the file name of the provider's location (a GGUF path) when absent. */
  model?: string
  info: ProviderInfo
  client: LlmClient
  local: LocalAnalyzer
  /** The operator's ceiling; each task asks for less when it needs less. */
  maxOutputTokens: number
}

/** Output-token budgets per task, before the operator's ceiling applies. */
const BUDGET = {
  analyze: 1000,
  rewritePerStyle: 600,
  emojify: 60,
} as const

/** A message's budget from its platform's usual length: room for twice that at ~4 characters a token, plus its JSON. */
const messageBudget = (preferredLength: number) => Math.ceil(preferredLength / 2) + 20

/**
 * An Engine on top of any model backend: prompts written for each task, the model's answer
 * mapped onto the contract with our ids, timestamps, spans and limits, and re-validated.
 */
export function createLlmEngine({
  provider,
  info,
  model = basename(info.location),
  client,
  local,
  maxOutputTokens,
}: LlmEngineOptions): Engine {
  const call = (
    prompt: { system: string; prompt: string },
    budget: number,
    temperature: number,
    { seed, signal }: Pick<LlmCall, 'seed' | 'signal'> = {},
  ) =>
    ({
      ...prompt,
      maxOutputTokens: Math.min(budget, maxOutputTokens),
      temperature,
      seed,
      signal,
    }) satisfies LlmCall

  function contract<T>(schema: z.ZodType<T>, value: unknown): T {
    const result = schema.safeParse(value)
    if (!result.success) throw invalidAnswer(info, result.error)
    return result.data
  }

  async function* streamGenerate(
    input: GenerateInput,
    { signal }: CallOptions = {},
  ): AsyncIterable<GeneratedMessage> {
    const request = checkGenerateInput(input)
    const rules = PLATFORM_RULES[request.platform ?? 'none']
    const budget = messageBudget(rules.preferredLength) * request.count
    const prompt = call(generatePrompt(request), budget, 0.9, { seed: request.seed, signal })
    // Every slider shaped what the model wrote, so the label names the strongest of them all.
    const tone = describeTone(request.tones, new Set(toneNames))
    const seen = new Set<string>()
    for await (const element of client.list(prompt, llmGeneratedMessageSchema)) {
      if (seen.size === 0 && element.text.trim() === UNCLEAR_ANSWER)
        throw new EngineError('unclear_request', UNCLEAR_REQUEST_HINT)
      // Models count characters badly: the platform's hard limit is enforced on their answer.
      const text = rules.maxLength ? truncateToFit(element.text.trim(), rules.maxLength) : element.text.trim()
      // Models sometimes repeat themselves; a near-identical message is not a new option.
      const key = tokenize(text)
        .map((token) => token.lower)
        .join(' ')
      if (!key || seen.has(key)) continue
      seen.add(key)
      yield contract(generatedMessageSchema, {
        id: randomUUID(),
        tone,
        text,
        timestamp: new Date().toISOString(),
      })
      if (seen.size === request.count) return
    }
    if (seen.size === 0) throw emptyAnswer(info)
  }

  return {
    provider,

    async analyze(message: string, useCase: UseCase, options: AnalyzeOptions = {}): Promise<Analysis> {
      // The model reads tone, red flags and insights; clarity, sentiment and emotional temperature
      // are the local engine's measurements (which also vet the input), kept beside the model's
      // words so scores stay comparable across providers and its insights can explain them.
      const { scores } = local.analyzeMessage(message, useCase)
      const prompt = analyzePrompt(
        message,
        useCase,
        {
          clarity: scores.clarity.score,
          sentiment: scores.sentiment.score,
          temperature: scores.emotional_temperature.value,
        },
        options.localTime,
      )
      const answer = await client.object(
        call(prompt, BUDGET.analyze, 0.2, { signal: options.signal }),
        llmAnalysisSchema,
      )
      if (!answer.tone.value.trim()) throw invalidAnswer(info)
      return contract(analysisSchema, analysisFromLlm(message, answer, scores))
    },

    async rewrite(message, useCase, styles, { signal } = {}): Promise<Rewrite[]> {
      assertAnalysable(message)
      const wanted = checkStyles(styles)
      // One reading of the message: the model is given the spans the local analysis flagged.
      const reading = local.analyzeMessage(message, useCase)
      const prompt = call(
        rewritePrompt(message, useCase, wanted, reading.red_flags.filter(mustRepair)),
        BUDGET.rewritePerStyle * wanted.length,
        0.5,
        { signal },
      )
      const answer = await client.object(prompt, llmRewritesSchema(wanted))
      const rewrites = rewritesFromLlm(wanted, answer, reading.scores.tone.value, (text) =>
        local.checkRewrite(text, useCase),
      )
      if (!rewrites) throw invalidAnswer(info)
      return rewrites.map((rewrite) => contract(rewriteSchema, rewrite))
    },

    async generate(input, options) {
      const messages: GeneratedMessage[] = []
      for await (const message of streamGenerate(input, options)) messages.push(message)
      return messages
    },

    streamGenerate,

    async reply(input, options) {
      const messages: GeneratedMessage[] = []
      for await (const message of streamGenerate(replyAsGenerateInput(input), options)) messages.push(message)
      return messages
    },

    async emojify(text, emoji, { signal } = {}) {
      const checkedText = checkEmojiText(text)
      const preferred = emoji ? findEmoji(emoji)[0]?.emoji : undefined
      const answer = await client.object(
        call(emojifyPrompt(checkedText, preferred), BUDGET.emojify, 0.6, { signal }),
        llmEmojiSchema,
      )
      const combination = emojiFromLlm(answer.emoji, preferred)
      if (!combination) throw new EngineError('bad_output', `${info.name} answered without any emoji.`)
      return combination
    },

    checkGrammar,
    // The local analyzer the scores come from reads with the rules.
    models: () => ({ reader: { kind: 'rules' }, writer: { kind: provider, model } }),
    close: () => client.close(),
  }
}
