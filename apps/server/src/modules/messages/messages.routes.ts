import { endpoints, useCaseDetails, useCases } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../../lib/api-error'
import type { RouteDefiners } from '../../lib/define-route'
import type { MessageService } from './message-service'
import type { MessagesRepository } from './messages.repository'
import { messagesExport } from './messages-export'

export interface MessagesRoutesOptions {
  routes: RouteDefiners
  service: MessageService
  messages: MessagesRepository
  clock: () => Date
}

export async function messagesRoutes(app: FastifyInstance, options: MessagesRoutesOptions) {
  const { routes, service, messages, clock } = options
  const { defineRoute, defineSseRoute, defineFileRoute } = routes

  defineRoute(app, endpoints.generateMessages, ({ body, userId, plan }) =>
    service.generate(userId, plan, body),
  )

  defineSseRoute(app, endpoints.generateMessagesStream, ({ body, userId, plan }) =>
    service.streamGenerate(userId, plan, body),
  )

  defineRoute(app, endpoints.replyToConversation, ({ body, userId, plan }) =>
    service.reply(userId, plan, body),
  )

  defineRoute(app, endpoints.analyzeMessage, ({ body }) => service.analyze(body))

  defineRoute(app, endpoints.checkGrammar, ({ body }) => service.grammar(body))

  defineRoute(app, endpoints.rewriteMessage, ({ body }) => service.rewrite(body))

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
