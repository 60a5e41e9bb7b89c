import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { clientGoneSignal } from '../../lib/client-gone'
import type { RouteDefiners } from '../../lib/define-route'
import type { EmojiRepository } from './emoji.repository'
import type { EmojiService } from './emoji-service'

export interface EmojiRoutesOptions {
  routes: RouteDefiners
  service: EmojiService
  emoji: EmojiRepository
}

export async function emojiRoutes(app: FastifyInstance, options: EmojiRoutesOptions) {
  const { routes, service, emoji } = options
  const { defineRoute } = routes

  defineRoute(app, endpoints.generateEmoji, ({ body, userId, reply }) =>
    service.generate(userId, body, { signal: clientGoneSignal(reply) }),
  )

  defineRoute(app, endpoints.emojiHistory, async ({ query, userId }) => {
    const { items, hasMore } = await emoji.listPage(userId, query.page, query.limit)
    return { history: items, page: query.page, limit: query.limit, hasMore }
  })

  defineRoute(app, endpoints.clearEmojiHistory, async ({ userId }) => ({
    deleted: await emoji.deleteAll(userId),
  }))
}
