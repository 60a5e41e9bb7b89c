import { type Database, schema } from '@tipsy/db'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'

const { refreshTokenFamilies: families, refreshTokens: tokens } = schema

export type RotationOutcome =
  | { kind: 'rotated'; userId: string; familyId: string; familyExpiresAt: Date }
  | { kind: 'unknown' }
  | { kind: 'revoked' }
  | { kind: 'expired' }
  /** A spent token was presented again: the whole family is now revoked. */
  | { kind: 'reused'; familyId: string }

/** What an access token's session check needs to know. */
export interface SessionState {
  userId: string
  expiresAt: Date
  revoked: boolean
}

export function createRefreshTokensRepository(db: Database) {
  // Built once, and prepared by name on each connection, so neither the query builder nor
  // PostgreSQL's planner runs per session check.
  const familyState = db
    .select({ userId: families.userId, expiresAt: families.expiresAt, revokedAt: families.revokedAt })
    .from(families)
    .where(eq(families.id, sql.placeholder('familyId')))
    .prepare('refresh_token_family_state')

  return {
    /** Returns the new family's id. */
    async createFamily(userId: string, firstTokenHash: string, expiresAt: Date): Promise<string> {
      return db.transaction(async (tx) => {
        const [family] = await tx
          .insert(families)
          .values({ userId, expiresAt })
          .returning({ id: families.id })
        if (!family) throw new Error('family insert returned no row')
        await tx.insert(tokens).values({ familyId: family.id, tokenHash: firstTokenHash })
        return family.id
      })
    },

    /** The session (refresh-token family) an access token names; null when there is none. */
    async sessionState(familyId: string): Promise<SessionState | null> {
      const [family] = await familyState.execute({ familyId })
      if (!family) return null
      return { userId: family.userId, expiresAt: family.expiresAt, revoked: family.revokedAt !== null }
    },

    /**
     * Spends `presentedHash` and stores `nextHash` in its family, atomically. The row lock makes
     * two concurrent exchanges of one token resolve as one rotation and one reuse.
     */
    async rotate(presentedHash: string, nextHash: string, now: Date): Promise<RotationOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            id: tokens.id,
            usedAt: tokens.usedAt,
            familyId: families.id,
            userId: families.userId,
            expiresAt: families.expiresAt,
            revokedAt: families.revokedAt,
          })
          .from(tokens)
          .innerJoin(families, eq(tokens.familyId, families.id))
          .where(eq(tokens.tokenHash, presentedHash))
          .for('update')
        if (!current) return { kind: 'unknown' } as const
        if (current.revokedAt) return { kind: 'revoked' } as const
        if (current.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' } as const
        if (current.usedAt) {
          await tx
            .update(families)
            .set({ revokedAt: now, revokedReason: 'reuse' })
            .where(eq(families.id, current.familyId))
          return { kind: 'reused', familyId: current.familyId } as const
        }
        await tx.update(tokens).set({ usedAt: now }).where(eq(tokens.id, current.id))
        await tx.insert(tokens).values({ familyId: current.familyId, tokenHash: nextHash })
        return {
          kind: 'rotated',
          userId: current.userId,
          familyId: current.familyId,
          familyExpiresAt: current.expiresAt,
        } as const
      })
    },

    /** Revokes the family the token belongs to (logout) and returns its id; null for an unknown token. */
    async revokeFamilyOf(tokenHash: string, now: Date, reason: string): Promise<string | null> {
      const owner = db
        .select({ familyId: tokens.familyId })
        .from(tokens)
        .where(eq(tokens.tokenHash, tokenHash))
      const [revoked] = await db
        .update(families)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(inArray(families.id, owner), isNull(families.revokedAt)))
        .returning({ id: families.id })
      return revoked?.id ?? null
    },
  }
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>
