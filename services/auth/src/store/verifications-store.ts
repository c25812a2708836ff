import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { accounts, accountVerifications, type AccountRow, type AccountVerificationRow } from './schema.js';

type Kind = AccountVerificationRow['kind'];

/** Opens an account's verification of one kind, replacing an earlier one (its code stops working). */
export async function putVerification(
  db: Db,
  row: { accountId: string; kind: Kind; secretHash: string; target: string; expiresAt: Date },
) {
  await db
    .insert(accountVerifications)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: [accountVerifications.accountId, accountVerifications.kind],
      set: {
        secretHash: row.secretHash,
        target: row.target,
        expiresAt: row.expiresAt,
        attempts: 0,
        createdAt: sql`now()`,
      },
    });
}

/** The account's open verification of this kind, locked; undefined when none or expired. */
export async function lockVerification(db: Db, accountId: string, kind: Kind, now: Date) {
  const [row] = await db
    .select()
    .from(accountVerifications)
    .where(and(eq(accountVerifications.accountId, accountId), eq(accountVerifications.kind, kind)))
    .for('update')
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

/** The open email verification whose token has this digest; undefined when unknown or expired. */
export async function lockVerificationBySecret(db: Db, kind: Kind, secretHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(accountVerifications)
    .where(and(eq(accountVerifications.secretHash, secretHash), eq(accountVerifications.kind, kind)))
    .for('update')
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

export async function countWrongVerificationAttempt(db: Db, accountId: string, kind: Kind): Promise<number> {
  const [row] = await db
    .update(accountVerifications)
    .set({ attempts: sql`${accountVerifications.attempts} + 1` })
    .where(and(eq(accountVerifications.accountId, accountId), eq(accountVerifications.kind, kind)))
    .returning({ attempts: accountVerifications.attempts });
  return row?.attempts ?? 0;
}

export async function deleteVerification(db: Db, accountId: string, kind: Kind) {
  await db
    .delete(accountVerifications)
    .where(and(eq(accountVerifications.accountId, accountId), eq(accountVerifications.kind, kind)));
}

/**
 * Marks the address verified, only while the account still has the address the code was sent
 * to. Undefined when it changed meanwhile (or the account is gone).
 */
export async function markVerified(
  db: Db,
  accountId: string,
  kind: Kind,
  target: string,
  at: Date,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set(kind === 'email' ? { emailVerifiedAt: at, updatedAt: at } : { phoneVerifiedAt: at, updatedAt: at })
    .where(and(eq(accounts.id, accountId), eq(kind === 'email' ? accounts.email : accounts.phone, target)))
    .returning();
  return row;
}

export async function pruneExpiredVerifications(db: Db, now = new Date()) {
  await db.delete(accountVerifications).where(lt(accountVerifications.expiresAt, now));
}
