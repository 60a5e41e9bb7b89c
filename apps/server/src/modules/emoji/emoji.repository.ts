import type { EmojiHistoryItem } from '@tipsy/contracts'
import { type Database, isoTimestamp, preparedStatement, schema } from '@tipsy/db'
import { eq, sql } from 'drizzle-orm'

const { emojiHistory } = schema

/**
 * Pages that start this deep or deeper walk their offset in the index alone; shallower ones read
 * the rows straight from the index walk. Both are one statement; the shallow form costs the
 * database about half (one walk instead of a walk, a join and a sort: measured 60–87 µs against
 * 127–140 µs of PostgreSQL backend CPU for a first page), and nearly every read is a first page.
 */
export const DEEP_PAGE_OFFSET = 200

/** A page row is already the answer's item: the time comes as ISO text from the database. */
type HistoryRow = EmojiHistoryItem

export function createEmojiRepository(db: Database) {
  const newestFirst = sql`order by ${emojiHistory.createdAt} desc, ${emojiHistory.id} desc`
  const pageWindow = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`
  const columns = sql`${emojiHistory.id}, ${emojiHistory.emoji}, ${emojiHistory.text}, ${isoTimestamp(emojiHistory.createdAt)} as time`
  const usersRows = sql`${emojiHistory.userId} = ${sql.placeholder('userId')}`
  // Compiled and prepared once: neither the query builder nor the planner runs per request.
  const shallowPage = preparedStatement<HistoryRow>(
    db,
    'emoji_history_page',
    sql`select ${columns} from ${emojiHistory} where ${usersRows} ${newestFirst} ${pageWindow}`,
  )
  // The offset is walked in the index alone (an index-only scan); only the page's rows are read.
  // `= any(array(…))` rather than `in (…)`: PostgreSQL plans the `in` form afresh on every call
  // once the table is large (its generic plan guesses 100 rows and a hash join, costed 5× the
  // custom one), and that planning made a deep page 3.6× slower over a million rows than alone.
  const deepPage = preparedStatement<HistoryRow>(
    db,
    'emoji_history_deep_page',
    sql`select ${columns} from ${emojiHistory}
      where ${emojiHistory.id} = any(array(select ${emojiHistory.id} from ${emojiHistory} where ${usersRows} ${newestFirst} ${pageWindow}))
      ${newestFirst}`,
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
      const offset = (page - 1) * limit
      const read = offset >= DEEP_PAGE_OFFSET ? deepPage : shallowPage
      const rows = await read({ userId, limit: limit + 1, offset })
      return { items: rows.length > limit ? rows.slice(0, limit) : rows, hasMore: rows.length > limit }
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
