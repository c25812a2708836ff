import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { refreshTokens } from './schema.js';

const now = () => sql`now()` as unknown as Date;

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Db, id: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/**
 * Marks a token used if, and only if, nobody used it before: of two requests racing with the
 * same token exactly one wins, and the other is treated as reuse.
 */
export async function claimRefreshToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every sign-in of an account; answers their family ids (the access tokens' `sid`). */
export async function revokeAllForAccount(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now() })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/** Expired tokens are useless; dropping them keeps the table small. */
export async function pruneExpiredTokens(db: Db) {
  await db.delete(refreshTokens).where(sql`${refreshTokens.expiresAt} < now() - interval '1 day'`);
}
