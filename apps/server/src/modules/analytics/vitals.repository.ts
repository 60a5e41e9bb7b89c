import type { WebVital } from '@tipsy/contracts'
import { type Database, type Executor, schema } from '@tipsy/db'
import { lt } from 'drizzle-orm'

const { webVitals } = schema

/** How long measurements are kept (docs/product.md "Web Vitals"). */
export const VITALS_RETENTION_DAYS = 30

export function createVitalsRepository(db: Database) {
  return {
    async insertMany(metrics: WebVital[]): Promise<number> {
      const rows = await db
        .insert(webVitals)
        .values(
          metrics.map(({ name, value, rating, path, navigationType }) => ({
            name,
            value,
            rating,
            path,
            navigationType,
          })),
        )
        .returning({ id: webVitals.id })
      return rows.length
    },
  }
}

/** Deletes measurements older than the retention period; returns how many went. */
export async function deleteExpiredVitals(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VITALS_RETENTION_DAYS * 24 * 60 * 60 * 1000)
  const gone = await db
    .delete(webVitals)
    .where(lt(webVitals.createdAt, cutoff))
    .returning({ id: webVitals.id })
  return gone.length
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>
