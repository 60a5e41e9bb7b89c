import type { EmojiHistoryItem } from '@tipsy/contracts'
import { type Database, preparedStatement, schema } from '@tipsy/db'
import { eq, sql } from 'drizzle-orm'

const { emojiHistory } = schema

export function createEmojiRepository(db: Database) {
  // The offset is walked in the index alone (an index-only scan); only the page's rows are read.
  // Compiled and prepared once: neither the query builder nor the planner runs per request.
  const historyPage = preparedStatement<{ id: string; emoji: string; text: string; created_at: Date }>(
    db,
    'emoji_history_page',
    sql`select ${emojiHistory.id}, ${emojiHistory.emoji}, ${emojiHistory.text}, ${emojiHistory.createdAt}
      from ${emojiHistory}
      where ${emojiHistory.id} in (
        select ${emojiHistory.id} from ${emojiHistory}
        where ${emojiHistory.userId} = ${sql.placeholder('userId')}
        order by ${emojiHistory.createdAt} desc, ${emojiHistory.id} desc
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})
      order by ${emojiHistory.createdAt} desc, ${emojiHistory.id} desc`,
  )

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
      const rows = await historyPage({ userId, limit: limit + 1, offset: (page - 1) * limit })
      return {
        items: rows.slice(0, limit).map((row) => ({
          id: row.id,
          emoji: row.emoji,
          text: row.text,
          time: row.created_at.toISOString(),
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
