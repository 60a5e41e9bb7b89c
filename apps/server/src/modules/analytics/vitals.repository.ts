import type { WebVital } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'

export function createVitalsRepository(db: Database) {
  return {
    async insertMany(metrics: WebVital[]): Promise<number> {
      const rows = await db
        .insert(schema.webVitals)
        .values(
          metrics.map(({ name, value, rating, path, navigationType }) => ({
            name,
            value,
            rating,
            path,
            navigationType,
          })),
        )
        .returning({ id: schema.webVitals.id })
      return rows.length
    },
  }
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>
