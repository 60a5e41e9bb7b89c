import { defaultTones, type Preferences, preferencesSchema } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { eq, sql } from 'drizzle-orm'

const { userPreferences } = schema

export const defaultPreferences: Preferences = {
  defaultTones,
  defaultPlatform: null,
  defaultUseCase: 'general',
  selectedEmoji: null,
}

export function createPreferencesRepository(db: Database) {
  return {
    /** Stored preferences over the defaults (a field added later falls back to its default). */
    async get(userId: string): Promise<Preferences> {
      const [row] = await db
        .select({ preferences: userPreferences.preferences })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
      const stored = preferencesSchema.partial().safeParse(row?.preferences ?? {})
      return { ...defaultPreferences, ...(stored.success ? stored.data : {}) }
    },

    async save(userId: string, preferences: Preferences): Promise<void> {
      await db
        .insert(userPreferences)
        .values({ userId, preferences })
        .onConflictDoUpdate({
          target: userPreferences.userId,
          set: { preferences, updatedAt: sql`now()` },
        })
    },
  }
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>
