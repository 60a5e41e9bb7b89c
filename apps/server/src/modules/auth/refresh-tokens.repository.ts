import { type Database, schema } from '@tipsy/db'
import { and, eq, isNull, sql } from 'drizzle-orm'

const { refreshTokenFamilies: families, refreshTokens: tokens } = schema

export type RotationOutcome =
  | { kind: 'rotated'; userId: string; familyId: string; familyExpiresAt: Date }
  | { kind: 'unknown' }
  | { kind: 'revoked' }
  | { kind: 'expired' }
  /** A spent token was presented again: the whole family is now revoked. */
  | { kind: 'reused' }

export function createRefreshTokensRepository(db: Database) {
  // Asked on every authenticated request: built once, and prepared by name on each connection,
  // so neither the query builder nor PostgreSQL's planner runs per request.
  const familyState = db
    .select({ expiresAt: families.expiresAt, revokedAt: families.revokedAt })
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

    /** True while the family is neither revoked nor past its absolute lifetime. */
    async isFamilyActive(familyId: string, now: Date): Promise<boolean> {
      const [family] = await familyState.execute({ familyId })
      return Boolean(family && !family.revokedAt && family.expiresAt.getTime() > now.getTime())
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
          return { kind: 'reused' } as const
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

    /** Revokes the family the token belongs to (logout). Unknown tokens are ignored. */
    async revokeFamilyOf(tokenHash: string, now: Date, reason: string): Promise<void> {
      const [token] = await db
        .select({ familyId: tokens.familyId })
        .from(tokens)
        .where(eq(tokens.tokenHash, tokenHash))
      if (!token) return
      await db
        .update(families)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(families.id, token.familyId), isNull(families.revokedAt)))
    },
  }
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>
