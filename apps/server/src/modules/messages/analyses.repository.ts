import type { Analysis, AnalysisHistoryItem, UseCase } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm'

const { messageAnalyses: analyses } = schema

export interface NewAnalysis {
  userId: string
  message: string
  useCase: UseCase
  result: Analysis
  createdAt: Date
}

type AnalysisRow = typeof analyses.$inferSelect

/** A stored analysis as History shows it (and the data export carries it). */
export const toAnalysisHistoryItem = (row: AnalysisRow): AnalysisHistoryItem => ({
  id: row.id,
  message: row.message,
  use_case: row.useCase as UseCase,
  result: row.result as Analysis,
  timestamp: row.createdAt.toISOString(),
})

const newestFirst = [desc(analyses.createdAt), desc(analyses.id)]

/** MessageIQ analyses kept in History. */
export function createAnalysesRepository(db: Database) {
  return {
    insertStatement(analysis: NewAnalysis) {
      return db.insert(analyses).values({
        userId: analysis.userId,
        message: analysis.message,
        useCase: analysis.useCase,
        result: analysis.result,
        createdAt: analysis.createdAt,
      })
    },

    /**
     * Deletes all but the user's `keep` newest analyses, counting one being stored by the same
     * statement: that one is not visible to it, so `keep - 1` of the stored ones stay.
     */
    pruneStatement(userId: string, keep: number) {
      const newestStored = db
        .select({ id: analyses.id })
        .from(analyses)
        .where(eq(analyses.userId, userId))
        .orderBy(...newestFirst)
        .limit(Math.max(0, keep - 1))
      return db
        .delete(analyses)
        .where(and(eq(analyses.userId, userId), notInArray(analyses.id, newestStored)))
    },

    /** Newest first; `total` counts all of the user's analyses. The offset is walked in the index alone. */
    async listPage(
      userId: string,
      page: number,
      perPage: number,
    ): Promise<{ items: AnalysisHistoryItem[]; total: number }> {
      const pageIds = db
        .select({ id: analyses.id })
        .from(analyses)
        .where(eq(analyses.userId, userId))
        .orderBy(...newestFirst)
        .limit(perPage)
        .offset((page - 1) * perPage)
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(analyses)
          .where(inArray(analyses.id, pageIds))
          .orderBy(...newestFirst),
        db.select({ total: count() }).from(analyses).where(eq(analyses.userId, userId)),
      ])
      return { items: rows.map(toAnalysisHistoryItem), total: totalRow?.total ?? 0 }
    },

    /** Null when the analysis does not exist or belongs to someone else. */
    async findOne(userId: string, id: string): Promise<AnalysisHistoryItem | null> {
      const [row] = await db
        .select()
        .from(analyses)
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
      return row ? toAnalysisHistoryItem(row) : null
    },

    async deleteOne(userId: string, id: string): Promise<number> {
      const deleted = await db
        .delete(analyses)
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
        .returning({ id: analyses.id })
      return deleted.length
    },

    async deleteAll(userId: string): Promise<number> {
      const deleted = await db
        .delete(analyses)
        .where(eq(analyses.userId, userId))
        .returning({ id: analyses.id })
      return deleted.length
    },
  }
}

export type AnalysesRepository = ReturnType<typeof createAnalysesRepository>
