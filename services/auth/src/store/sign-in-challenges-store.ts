import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { signInChallenges, type SignInChallengeRow } from './schema.js';

export async function insertChallenge(db: Db, row: typeof signInChallenges.$inferInsert) {
  await db.insert(signInChallenges).values(row);
}

/** An open challenge of this purpose by its secret's digest, locked for the transaction. */
export async function findOpenChallenge(
  db: Db,
  secretHash: string,
  purpose: SignInChallengeRow['purpose'],
): Promise<SignInChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.secretHash, secretHash),
        eq(signInChallenges.purpose, purpose),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** Counts a wrong code; answers the tries made so far. */
export async function countWrongCode(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(eq(signInChallenges.id, id))
    .returning({ attempts: signInChallenges.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Ends a challenge (used, or out of tries); true when this call ended it. */
export async function deleteChallenge(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}

/** Every open challenge of an account ends (its second factor was reset or turned off). */
export async function deleteChallengesOf(db: Db, accountId: string) {
  await db.delete(signInChallenges).where(eq(signInChallenges.accountId, accountId));
}

export async function pruneExpiredChallenges(db: Db) {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now()`));
}
