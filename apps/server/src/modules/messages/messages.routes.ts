import { randomUUID } from 'node:crypto'
import {
  endpoints,
  type GeneratedMessage,
  type GenerateRequest,
  type GenerateStreamEvent,
  type PlanName,
  type Tones,
  toneNames,
  useCaseDetails,
  useCases,
} from '@tipsy/contracts'
import type { Engine, GenerateInput } from '@tipsy/engine'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/api-error'
import { defineRoute, defineSseRoute } from '../../lib/define-route'
import { historyLimit } from '../plans/plan-policy'
import type { PlanService } from '../plans/plan-service'
import type { UsageRepository } from '../usage/usage.repository'
import type { MessagesRepository } from './messages.repository'
import { registerMessageExport } from './messages-export'

export interface MessagesRoutesOptions {
  engine: Engine
  messages: MessagesRepository
  usage: UsageRepository
  plans: PlanService
  clock: () => Date
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

export async function messagesRoutes(app: FastifyInstance, options: MessagesRoutesOptions) {
  const { engine, messages, usage, plans, clock } = options

  /** Gives each message our own id, stores the generation, counts it, and trims a Free history. */
  async function store(
    userId: string,
    plan: PlanName,
    messageId: string,
    body: GenerateRequest,
    generated: GeneratedMessage[],
  ) {
    const now = clock()
    await messages.insertGeneration({
      id: messageId,
      userId,
      prompt: body.prompt.trim(),
      context: body.context?.trim() || null,
      platform: body.platform ?? null,
      tones: body.tones,
      createdAt: now,
      generatedMessages: generated,
    })
    const toneCounts = Object.fromEntries(leadingTones(body.tones).map((tone) => [`tone:${tone}`, 1]))
    await usage.increment(userId, { generate: 1, messages: generated.length, ...toneCounts }, now)
    const keep = historyLimit(plan)
    if (keep !== null) await messages.pruneHistory(userId, keep)
    return { generatedMessages: generated, message_id: messageId }
  }

  const withOurId = (message: GeneratedMessage): GeneratedMessage => ({ ...message, id: randomUUID() })

  defineRoute(app, endpoints.generateMessages, async ({ body, userId }) =>
    plans.metered(userId, { quota: 'generate', tones: body.tones }, async (plan) => {
      const generated = (await engine.generate(engineInput(body))).map(withOurId)
      return store(userId, plan, randomUUID(), body, generated)
    }),
  )

  defineSseRoute(app, endpoints.generateMessagesStream, ({ body, userId }) =>
    plans.meteredStream(userId, { quota: 'generate', tones: body.tones }, async function* (plan) {
      const messageId = randomUUID()
      const generated: GeneratedMessage[] = []
      for await (const message of engine.streamGenerate(engineInput(body))) {
        const stored = withOurId(message)
        generated.push(stored)
        yield { event: 'message', data: stored } satisfies GenerateStreamEvent
      }
      yield {
        event: 'done',
        data: await store(userId, plan, messageId, body, generated),
      } satisfies GenerateStreamEvent
    }),
  )

  defineRoute(app, endpoints.analyzeMessage, async ({ body, userId }) =>
    plans.metered(userId, { quota: 'analyze' }, async () => {
      const analysis = await engine.analyze(body.message, body.use_case, { localTime: body.local_time })
      await usage.increment(userId, { analyze: 1 }, clock())
      return analysis
    }),
  )

  defineRoute(app, endpoints.rewriteMessage, async ({ body, userId }) =>
    plans.metered(userId, { quota: 'analyze' }, async () => {
      const rewrites = await engine.rewrite(body.message, body.use_case, body.rewrite_styles)
      await usage.increment(userId, { rewrite: 1 }, clock())
      return { rewrites }
    }),
  )

  registerMessageExport(app, { messages, plans, clock })

  defineRoute(app, endpoints.messageHistory, async ({ query, userId }) => {
    const { items, total } = await messages.listPage(userId, query.page, query.per_page)
    return { messages: items, page: query.page, per_page: query.per_page, total }
  })

  defineRoute(app, endpoints.getMessage, async ({ params, userId }) => {
    const message = await messages.findOne(userId, params.id)
    if (!message) throw notFound('Message not found')
    return { message }
  })

  defineRoute(app, endpoints.deleteMessage, async ({ params, userId }) => {
    const deleted = await messages.deleteOne(userId, params.id)
    if (deleted === 0) throw notFound('Message not found')
    return { deleted }
  })

  defineRoute(app, endpoints.deleteAllMessages, async ({ userId }) => ({
    deleted: await messages.deleteAll(userId),
  }))

  defineRoute(app, endpoints.saveMessage, async ({ body, userId }) => {
    if (!(await messages.save(userId, body.message_id))) throw notFound('Message not found')
    return { message_id: body.message_id, saved: true as const }
  })

  defineRoute(app, endpoints.recordCopyEvent, async ({ body, userId }) => {
    if (!(await messages.recordCopy(userId, body.message_id, body.variation_id))) {
      throw notFound('Message variation not found')
    }
    return { recorded: true as const }
  })

  defineRoute(app, endpoints.useCases, async () => ({
    use_cases: useCases.map((id) => ({ id, ...useCaseDetails[id] })),
  }))
}
