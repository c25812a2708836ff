import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { recoveryCodes, secondFactors, type SecondFactorRow } from './schema.js';

const now = () => sql`now()` as unknown as Date;

/** An account's second factor, confirmed (`enabledAt` set) or pending; locked when `lock` is set. */
export async function findSecondFactor(db: Db, accountId: string, lock = false) {
  const q = db.select().from(secondFactors).where(eq(secondFactors.accountId, accountId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row as SecondFactorRow | undefined;
}

/** A new pending secret (sealed), replacing a pending one; a confirmed factor is left alone. */
export async function putPendingSecret(db: Db, accountId: string, sealed: string): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ accountId, secret: sealed })
    .onConflictDoUpdate({
      target: secondFactors.accountId,
      set: { secret: sealed, lastStep: null, createdAt: now() },
      setWhere: isNull(secondFactors.enabledAt),
    })
    .returning({ accountId: secondFactors.accountId });
  return rows.length === 1;
}

/** Confirms the pending secret with the step of its first code (spent: it cannot sign in). */
export async function enableSecondFactor(db: Db, accountId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ enabledAt: now(), lastStep: step })
    .where(and(eq(secondFactors.accountId, accountId), isNull(secondFactors.enabledAt)))
    .returning({ accountId: secondFactors.accountId });
  return rows.length === 1;
}

/**
 * Spends a step: only if no code of this step or a later one was taken before, so of two
 * requests racing with one code exactly one wins.
 */
export async function claimStep(db: Db, accountId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(secondFactors.accountId, accountId),
        isNotNull(secondFactors.enabledAt),
        or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
      ),
    )
    .returning({ accountId: secondFactors.accountId });
  return rows.length === 1;
}

/** Removes the factor and its recovery codes (turned off, or reset by an admin). */
export async function deleteSecondFactor(db: Db, accountId: string): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  const rows = await db
    .delete(secondFactors)
    .where(eq(secondFactors.accountId, accountId))
    .returning({ accountId: secondFactors.accountId });
  return rows.length === 1;
}

/** A new set of recovery code digests; the old ones stop working. */
export async function replaceRecoveryCodes(db: Db, accountId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
}

/** Spends a recovery code if it is one of the account's and unused; true when it was. */
export async function useRecoveryCode(db: Db, accountId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now() })
    .where(
      and(
        eq(recoveryCodes.accountId, accountId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ accountId: recoveryCodes.accountId });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
