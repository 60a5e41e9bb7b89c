import type { User } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { eq, sql } from 'drizzle-orm'

const { users } = schema

export interface Identity {
  provider: 'google' | 'local'
  subject: string
  email: string
  name: string
  picture: string | null
}

export function createUsersRepository(db: Database) {
  return {
    /** Creates the user on first sign-in; later sign-ins refresh the profile from the provider. */
    async upsertByIdentity(identity: Identity): Promise<User> {
      const [row] = await db
        .insert(users)
        .values({
          authProvider: identity.provider,
          authSubject: identity.subject,
          email: identity.email,
          name: identity.name,
          picture: identity.picture,
        })
        .onConflictDoUpdate({
          target: [users.authProvider, users.authSubject],
          set: {
            email: identity.email,
            name: identity.name,
            picture: identity.picture,
            lastActiveAt: sql`now()`,
          },
        })
        .returning({ id: users.id, name: users.name, email: users.email, picture: users.picture })
      if (!row) throw new Error('upsert returned no row')
      return row
    },

    async findById(id: string): Promise<User | null> {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, picture: users.picture })
        .from(users)
        .where(eq(users.id, id))
      return row ?? null
    },

    async touchLastActive(id: string): Promise<void> {
      await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, id))
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
