import { type Database, schema } from '@tipsy/db'
import { eq, like, sql } from 'drizzle-orm'

const {
  users,
  refreshTokenFamilies: sessions,
  subscriptions,
  billingWebhookEvents: ledger,
  rateLimitBuckets,
} = schema

/** The sessions that ended with a deleted account, for the caches that still hold them. */
export interface DeletedAccount {
  sessionIds: string[]
}

/** Deletes one account and every row stored about it. */
export function createAccountDeletionRepository(db: Database) {
  return {
    /**
     * One transaction: all of it goes, or nothing does. Null when the account was already gone.
     *
     * The rows that name the user by foreign key (sessions and their refresh tokens, messages with
     * their variations, saves and copy events, emoji history, preferences, usage counters, the
     * subscription) go with the user row: every such key is ON DELETE CASCADE. Rows that hold the
     * user only by value are deleted here by name: the webhook ledger's entries about the user's
     * subscription (their link to the person is the subscription row about to go), and the user's
     * rate-limit windows.
     */
    deleteUser(userId: string): Promise<DeletedAccount | null> {
      return db.transaction(async (tx) => {
        await tx.delete(ledger).where(
          sql`exists (select 1 from ${subscriptions}
              where ${subscriptions.userId} = ${userId}
                and ${subscriptions.provider} = ${ledger.provider}
                and ${subscriptions.providerSubscriptionId} = ${ledger.subscriptionId})`,
        )
        // A per-user window's key ends in `:user:{id}` (limits/request-guard.ts).
        await tx.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, `%:user:${userId}`))
        // Deleted before the user row only to learn their ids; the cascade would take them too.
        const ended = await tx
          .delete(sessions)
          .where(eq(sessions.userId, userId))
          .returning({ id: sessions.id })
        const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id })
        return deleted ? { sessionIds: ended.map((session) => session.id) } : null
      })
    },
  }
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>
