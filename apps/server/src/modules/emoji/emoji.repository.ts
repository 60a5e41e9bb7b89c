import type { EmojiHistoryItem } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { desc, eq, inArray, sql } from 'drizzle-orm'

const { emojiHistory } = schema

export function createEmojiRepository(db: Database) {
  const newestFirst = [desc(emojiHistory.createdAt), desc(emojiHistory.id)]
  // The offset is walked in the index alone (an index-only scan); only the page's rows are read.
  // Prepared once by name: neither the query builder nor the planner runs per request.
  const pageIds = db
    .select({ id: emojiHistory.id })
    .from(emojiHistory)
    .where(eq(emojiHistory.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
  const historyPage = db
    .select()
    .from(emojiHistory)
    .where(inArray(emojiHistory.id, pageIds))
    .orderBy(...newestFirst)
    .prepare('emoji_history_page')

  return {
    /** The write that records a conversion (run with the usage it counts). */
    insertStatement(entry: {
      userId: string
      text: string
      emoji: string
      selectedEmoji: string | null
      at: Date
    }) {
      return db.insert(emojiHistory).values({
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
      const rows = await historyPage.execute({ userId, limit: limit + 1, offset: (page - 1) * limit })
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
