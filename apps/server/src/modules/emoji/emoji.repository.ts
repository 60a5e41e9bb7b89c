import type { EmojiHistoryItem } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { desc, eq } from 'drizzle-orm'

const { emojiHistory } = schema

export function createEmojiRepository(db: Database) {
  return {
    async insert(entry: {
      userId: string
      text: string
      emoji: string
      selectedEmoji: string | null
      at: Date
    }) {
      await db.insert(emojiHistory).values({
        userId: entry.userId,
        text: entry.text,
        emoji: entry.emoji,
        selectedEmoji: entry.selectedEmoji,
        createdAt: entry.at,
      })
    },

    /** Newest first. Reads one row beyond the page to know whether more exist. */
    async listPage(
      userId: string,
      page: number,
      limit: number,
    ): Promise<{ items: EmojiHistoryItem[]; hasMore: boolean }> {
      const rows = await db
        .select()
        .from(emojiHistory)
        .where(eq(emojiHistory.userId, userId))
        .orderBy(desc(emojiHistory.createdAt), desc(emojiHistory.id))
        .limit(limit + 1)
        .offset((page - 1) * limit)
      return {
        items: rows.slice(0, limit).map((row) => ({
          id: row.id,
          emoji: row.emoji,
          text: row.text,
          time: row.createdAt.toISOString(),
        })),
        hasMore: rows.length > limit,
      }
    },

    async deleteAll(userId: string): Promise<number> {
      const deleted = await db
        .delete(emojiHistory)
        .where(eq(emojiHistory.userId, userId))
        .returning({ id: emojiHistory.id })
      return deleted.length
    },
  }
}

export type EmojiRepository = ReturnType<typeof createEmojiRepository>
