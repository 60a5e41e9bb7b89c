import { randomUUID } from 'node:crypto'
import {
  type EndpointBody,
  endpoints,
  GENERATE_PROMPT_MAX_LENGTH,
  type GeneratedMessage,
  type GenerateRequest,
  lastMessageFromThem,
  MESSAGE_MAX_LENGTH,
  type PlanName,
  type ReplyRequest,
  type Tones,
  toneNames,
  transcriptAsText,
} from '@tipsy/contracts'
import { type Database, writeAsOneStatement } from '@tipsy/db'
import type { CallOptions, Engine, GenerateInput } from '@tipsy/engine'
import { historyLimit } from '../plans/plan-policy'
import type { UsageRepository } from '../usage/usage.repository'
import type { AnalysesRepository } from './analyses.repository'
import type { MessagesRepository } from './messages.repository'

/** Named when harper's worker is replaced during a check, so the log says which endpoint caused it. */
const GRAMMAR_ENDPOINT = `${endpoints.checkGrammar.method} ${endpoints.checkGrammar.path}`

export interface MessageServiceOptions {
  db: Database
  engine: Engine
  messages: MessagesRepository
  analyses: AnalysesRepository
  usage: UsageRepository
  clock: () => Date
}

/** Where a store that failed after the engine answered is reported (the request's log). */
export interface StoreFailureLog {
  error(details: { err: unknown }, message: string): void
}

/** The sliders that lead a generation (the highest non-zero value; ties all count). */
export function leadingTones(tones: Tones): string[] {
  const highest = Math.max(...toneNames.map((tone) => tones[tone]))
  return highest > 0 ? toneNames.filter((tone) => tones[tone] === highest) : []
}

function engineInput(body: GenerateRequest): GenerateInput {
  const context = body.context?.trim()
  return {
    prompt: body.prompt.trim(),
    context: context || undefined,
    tones: body.tones,
    platform: body.platform,
  }
}

/**
 * How a reply is kept in the history: its request names what was answered (and what the user
 * wanted to say), and the confirmed transcript is its context.
 */
function replyAsGeneration(body: ReplyRequest, lastMessage: string): GenerateRequest {
  const intent = body.intent?.trim()
  const prompt = intent ? `Reply to their message: ${intent}` : `Reply to “${lastMessage}”`
  return {
    prompt: prompt.slice(0, GENERATE_PROMPT_MAX_LENGTH),
    context: transcriptAsText(body.transcript),
    tones: body.tones,
    platform: body.platform,
  }
}

type AnalyzeRequest = EndpointBody<typeof endpoints.analyzeMessage>
type RewriteRequest = EndpointBody<typeof endpoints.rewriteMessage>
type GrammarRequest = EndpointBody<typeof endpoints.checkGrammar>

const withOurId = (message: GeneratedMessage): GeneratedMessage => ({ ...message, id: randomUUID() })

/**
 * The writing engine's calls and what each leaves behind. A generation writes once, after the
 * engine has answered: the generation, its variations, the usage it counts and a Free history's
 * trimming are one fact, stored by one statement. An analysis is kept the same way.
 */
export function createMessageService(options: MessageServiceOptions) {
  const { db, engine, messages, analyses, usage, clock } = options

  async function store(
    userId: string,
    plan: PlanName,
    messageId: string,
    body: GenerateRequest,
    generated: GeneratedMessage[],
  ) {
    const now = clock()
    const toneCounts = Object.fromEntries(leadingTones(body.tones).map((tone) => [`tone:${tone}`, 1]))
    const keep = historyLimit(plan)
    const counted = usage.incrementStatement(
      userId,
      { generate: 1, messages: generated.length, ...toneCounts },
      now,
    )
    await writeAsOneStatement(db, [
      ...messages.insertGenerationStatements({
        id: messageId,
        userId,
        prompt: body.prompt.trim(),
        context: body.context?.trim() || null,
        platform: body.platform ?? null,
        tones: body.tones,
        createdAt: now,
        generatedMessages: generated,
      }),
      ...(counted ? [counted] : []),
      ...(keep === null ? [] : [messages.pruneHistoryStatement(userId, keep)]),
    ])
    return { generatedMessages: generated, message_id: messageId }
  }

  /** The engine's analysis alone, kept nowhere (the landing page's demo). */
  function analyze(body: AnalyzeRequest, options?: CallOptions) {
    return engine.analyze(body.message, body.use_case, { ...options, localTime: body.local_time })
  }

  return {
    async generate(userId: string, plan: PlanName, body: GenerateRequest, options?: CallOptions) {
      const generated = (await engine.generate(engineInput(body), options)).map(withOurId)
      return store(userId, plan, randomUUID(), body, generated)
    },

    /** Each message as the engine writes it, then the stored generation. */
    async *streamGenerate(userId: string, plan: PlanName, body: GenerateRequest, options?: CallOptions) {
      const messageId = randomUUID()
      const generated: GeneratedMessage[] = []
      for await (const message of engine.streamGenerate(engineInput(body), options)) {
        const stored = withOurId(message)
        generated.push(stored)
        yield { event: 'message' as const, data: stored }
      }
      yield { event: 'done' as const, data: await store(userId, plan, messageId, body, generated) }
    },

    /**
     * Their last message read like MessageIQ reads one, and the replies written beside it; the
     * replies are stored as a generation (the transcript is all that is kept of the chat).
     */
    async reply(userId: string, plan: PlanName, body: ReplyRequest, options?: CallOptions) {
      const thread = body.transcript
      const lastMessage = lastMessageFromThem(thread)
      const [analysis, replies] = await Promise.all([
        engine.analyze(lastMessage.slice(0, MESSAGE_MAX_LENGTH), body.use_case, {
          ...options,
          localTime: body.local_time,
        }),
        engine.reply(
          {
            thread,
            intent: body.intent?.trim() || undefined,
            tones: body.tones,
            platform: body.platform,
          },
          options,
        ),
      ])
      const stored = await store(
        userId,
        plan,
        randomUUID(),
        replyAsGeneration(body, lastMessage),
        replies.map(withOurId),
      )
      return { last_message: lastMessage, analysis, ...stored }
    },

    analyze,

    /**
     * MessageIQ's analysis, then kept in the user's History by one write (with a Free history's
     * trimming). Its statistic was counted with the quota unit (the endpoint's `statistic`). The
     * user has paid for the analysis with that unit, so a store that fails is logged and the
     * analysis still answered: only History misses it.
     */
    async analyzeAndStore(
      userId: string,
      plan: PlanName,
      body: AnalyzeRequest,
      options: CallOptions & { log: StoreFailureLog },
    ) {
      const { log, ...callOptions } = options
      const result = await analyze(body, callOptions)
      const keep = historyLimit(plan)
      try {
        await writeAsOneStatement(db, [
          analyses.insertStatement({
            userId,
            message: body.message,
            useCase: body.use_case,
            result,
            createdAt: clock(),
          }),
          ...(keep === null ? [] : [analyses.pruneStatement(userId, keep)]),
        ])
      } catch (err) {
        log.error({ err }, 'the analysis was answered but not stored in History')
      }
      return result
    },

    /** Grammar and spelling: the same for every provider (harper and our rules), counted in no quota. */
    grammar(body: GrammarRequest) {
      return engine.checkGrammar(body.message, body.use_case, { caller: GRAMMAR_ENDPOINT })
    },

    // A rewrite stores nothing: its statistic was counted with the quota unit.
    async rewrite(body: RewriteRequest, options?: CallOptions) {
      return { rewrites: await engine.rewrite(body.message, body.use_case, body.rewrite_styles, options) }
    },
  }
}

export type MessageService = ReturnType<typeof createMessageService>
