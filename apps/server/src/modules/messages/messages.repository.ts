import type { GeneratedMessage, MessageHistoryItem, Platform, Tones } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { and, asc, count, desc, eq, inArray, notInArray } from 'drizzle-orm'

const { messages, messageVariations: variations, savedMessages, copyEvents } = schema

export interface NewGeneration {
  id: string
  userId: string
  prompt: string
  context: string | null
  platform: Platform | null
  tones: Tones
  createdAt: Date
  generatedMessages: GeneratedMessage[]
}

export function createMessagesRepository(db: Database) {
  /** Loads the variations and saved flags of a page of generations in two queries. */
  async function withVariations(
    userId: string,
    rows: (typeof messages.$inferSelect)[],
  ): Promise<MessageHistoryItem[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const [variationRows, savedRows] = await Promise.all([
      db
        .select()
        .from(variations)
        .where(inArray(variations.messageId, ids))
        .orderBy(asc(variations.messageId), asc(variations.position)),
      db
        .select({ messageId: savedMessages.messageId })
        .from(savedMessages)
        .where(and(eq(savedMessages.userId, userId), inArray(savedMessages.messageId, ids))),
    ])
    const saved = new Set(savedRows.map((row) => row.messageId))
    return rows.map((row) => ({
      message_id: row.id,
      prompt: row.prompt,
      context: row.context,
      platform: row.platform as Platform | null,
      tones: row.tones as Tones,
      saved: saved.has(row.id),
      timestamp: row.createdAt.toISOString(),
      generatedMessages: variationRows
        .filter((variation) => variation.messageId === row.id)
        .map((variation) => ({
          id: variation.id,
          tone: variation.tone,
          text: variation.text,
          timestamp: variation.createdAt.toISOString(),
          ...(variation.unchecked ? { unchecked: variation.unchecked } : {}),
        })),
    }))
  }

  return {
    /** The writes that store a generation and its variations (run with the usage they count). */
    insertGenerationStatements(generation: NewGeneration) {
      return [
        db.insert(messages).values({
          id: generation.id,
          userId: generation.userId,
          prompt: generation.prompt,
          context: generation.context,
          platform: generation.platform,
          tones: generation.tones,
          createdAt: generation.createdAt,
        }),
        db.insert(variations).values(
          generation.generatedMessages.map((message, position) => ({
            id: message.id,
            messageId: generation.id,
            position,
            tone: message.tone,
            text: message.text,
            unchecked: message.unchecked ?? null,
            createdAt: new Date(message.timestamp),
          })),
        ),
      ]
    },

    /**
     * Deletes all but the user's `keep` newest generations, counting one being stored by the
     * same statement: that one is not visible to it, so `keep - 1` of the stored ones stay.
     */
    pruneHistoryStatement(userId: string, keep: number) {
      const newestStored = db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(Math.max(0, keep - 1))
      return db
        .delete(messages)
        .where(and(eq(messages.userId, userId), notInArray(messages.id, newestStored)))
    },

    /**
     * Newest first; `total` counts all of the user's generations. The offset is walked in the
     * index alone (an index-only scan); only the page's rows are read.
     */
    async listPage(
      userId: string,
      page: number,
      perPage: number,
    ): Promise<{ items: MessageHistoryItem[]; total: number }> {
      const newestFirst = [desc(messages.createdAt), desc(messages.id)]
      const pageIds = db
        .select({ id: messages.id })
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(...newestFirst)
        .limit(perPage)
        .offset((page - 1) * perPage)
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(messages)
          .where(inArray(messages.id, pageIds))
          .orderBy(...newestFirst),
        db.select({ total: count() }).from(messages).where(eq(messages.userId, userId)),
      ])
      return { items: await withVariations(userId, rows), total: totalRow?.total ?? 0 }
    },

    /** Every generation of the user, newest first (for the export). */
    async listAll(userId: string): Promise<MessageHistoryItem[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.userId, userId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
      return withVariations(userId, rows)
    },

    /** Null when the generation does not exist or belongs to someone else. */
    async findOne(userId: string, id: string): Promise<MessageHistoryItem | null> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.userId, userId)))
      const [item] = await withVariations(userId, rows)
      return item ?? null
    },

    async deleteOne(userId: string, id: string): Promise<number> {
      const deleted = await db
        .delete(messages)
        .where(and(eq(messages.id, id), eq(messages.userId, userId)))
        .returning({ id: messages.id })
      return deleted.length
    },

    async deleteAll(userId: string): Promise<number> {
      const deleted = await db
        .delete(messages)
        .where(eq(messages.userId, userId))
        .returning({ id: messages.id })
      return deleted.length
    },

    /** Marks the user's generation saved; false when it is not theirs. Saving twice is fine. */
    async save(userId: string, messageId: string): Promise<boolean> {
      const [owned] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.userId, userId)))
      if (!owned) return false
      await db.insert(savedMessages).values({ userId, messageId }).onConflictDoNothing()
      return true
    },

    /** Records a copy; false when the variation is not part of the user's generation. */
    async recordCopy(userId: string, messageId: string, variationId: string): Promise<boolean> {
      const [variation] = await db
        .select({ id: variations.id })
        .from(variations)
        .innerJoin(messages, eq(variations.messageId, messages.id))
        .where(and(eq(variations.id, variationId), eq(messages.id, messageId), eq(messages.userId, userId)))
      if (!variation) return false
      await db.insert(copyEvents).values({ userId, messageId, variationId })
      return true
    },
  }
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>
