import { endpoints } from '@tipsy/contracts'
import type { Engine } from '@tipsy/engine'
import type { FastifyInstance } from 'fastify'
import { defineRoute } from '../../lib/define-route'
import type { PlanService } from '../plans/plan-service'
import type { UsageRepository } from '../usage/usage.repository'
import type { EmojiRepository } from './emoji.repository'

export interface EmojiRoutesOptions {
  engine: Engine
  emoji: EmojiRepository
  usage: UsageRepository
  plans: PlanService
  clock: () => Date
}

export async function emojiRoutes(app: FastifyInstance, options: EmojiRoutesOptions) {
  const { engine, emoji, usage, plans, clock } = options

  defineRoute(app, endpoints.generateEmoji, async ({ body, userId }) =>
    plans.metered(userId, { quota: 'emoji' }, async () => {
      const text = body.text.trim()
      const result = await engine.emojify(text, body.emoji ?? null)
      const at = clock()
      await emoji.insert({ userId, text, emoji: result, selectedEmoji: body.emoji ?? null, at })
      await usage.increment(userId, { emoji: 1 }, at)
      return { emoji: result, timestamp: at.toISOString() }
    }),
  )

  defineRoute(app, endpoints.emojiHistory, async ({ query, userId }) => {
    const { items, hasMore } = await emoji.listPage(userId, query.page, query.limit)
    return { history: items, page: query.page, limit: query.limit, hasMore }
  })

  defineRoute(app, endpoints.clearEmojiHistory, async ({ userId }) => ({
    deleted: await emoji.deleteAll(userId),
  }))
}
