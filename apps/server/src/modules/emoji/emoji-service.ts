import { type Database, writeAsOneStatement } from '@tipsy/db'
import type { CallOptions, Engine } from '@tipsy/engine'
import type { UsageRepository } from '../usage/usage.repository'
import type { EmojiRepository } from './emoji.repository'

export interface EmojiServiceOptions {
  db: Database
  engine: Engine
  emoji: EmojiRepository
  usage: UsageRepository
  clock: () => Date
}

/** Text-to-emoji: the engine's conversion, stored in the history with the usage it counts (one write). */
export function createEmojiService(options: EmojiServiceOptions) {
  const { db, engine, emoji, usage, clock } = options
  return {
    async generate(
      userId: string,
      request: { text: string; emoji?: string | null | undefined },
      options?: CallOptions,
    ) {
      const text = request.text.trim()
      const selectedEmoji = request.emoji ?? null
      const result = await engine.emojify(text, selectedEmoji, options)
      const at = clock()
      const counted = usage.incrementStatement(userId, { emoji: 1 }, at)
      await writeAsOneStatement(db, [
        emoji.insertStatement({ userId, text, emoji: result, selectedEmoji, at }),
        ...(counted ? [counted] : []),
      ])
      return { emoji: result, timestamp: at.toISOString() }
    },
  }
}

export type EmojiService = ReturnType<typeof createEmojiService>
