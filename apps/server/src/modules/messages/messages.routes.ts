import { endpoints, useCaseDetails, useCases } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/api-error'
import { clientGoneSignal } from '../../lib/client-gone'
import type { RouteDefiners } from '../../lib/define-route'
import type { AnalysesRepository } from './analyses.repository'
import type { MessageService } from './message-service'
import type { MessagesRepository } from './messages.repository'
import { messagesExport } from './messages-export'

export interface MessagesRoutesOptions {
  routes: RouteDefiners
  service: MessageService
  messages: MessagesRepository
  analyses: AnalysesRepository
  clock: () => Date
}

export async function messagesRoutes(app: FastifyInstance, options: MessagesRoutesOptions) {
  const { routes, service, messages, analyses, clock } = options
  const { defineRoute, defineSseRoute, defineFileRoute } = routes

  // The engine's calls stop when their client goes away.
  defineRoute(app, endpoints.generateMessages, ({ body, userId, plan, reply }) =>
    service.generate(userId, plan, body, { signal: clientGoneSignal(reply) }),
  )

  defineSseRoute(app, endpoints.generateMessagesStream, ({ body, userId, plan, reply }) =>
    service.streamGenerate(userId, plan, body, { signal: clientGoneSignal(reply) }),
  )

  defineRoute(app, endpoints.replyToConversation, ({ body, userId, plan, reply }) =>
    service.reply(userId, plan, body, { signal: clientGoneSignal(reply) }),
  )

  defineRoute(app, endpoints.analyzeMessage, ({ body, userId, plan, request, reply }) =>
    service.analyzeAndStore(userId, plan, body, { signal: clientGoneSignal(reply), log: request.log }),
  )

  defineRoute(app, endpoints.analysisHistory, async ({ query, userId }) => {
    const { items, total } = await analyses.listPage(userId, query.page, query.per_page)
    return { analyses: items, page: query.page, per_page: query.per_page, total }
  })

  defineRoute(app, endpoints.getAnalysis, async ({ params, userId }) => {
    const analysis = await analyses.findOne(userId, params.id)
    if (!analysis) throw notFound('Analysis not found')
    return { analysis }
  })

  defineRoute(app, endpoints.deleteAnalysis, async ({ params, userId }) => {
    const deleted = await analyses.deleteOne(userId, params.id)
    if (deleted === 0) throw notFound('Analysis not found')
    return { deleted }
  })

  defineRoute(app, endpoints.deleteAllAnalyses, async ({ userId }) => ({
    deleted: await analyses.deleteAll(userId),
  }))

  defineRoute(app, endpoints.checkGrammar, ({ body }) => service.grammar(body))

  defineRoute(app, endpoints.rewriteMessage, ({ body, reply }) =>
    service.rewrite(body, { signal: clientGoneSignal(reply) }),
  )

  defineFileRoute(app, endpoints.exportMessages, async ({ query, userId }) =>
    messagesExport(await messages.listAll(userId), query.format, clock()),
  )

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
