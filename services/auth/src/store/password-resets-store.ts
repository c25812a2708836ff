import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { passwordResets, type PasswordResetRow } from './schema.js';

/**
 * Opens the forgotten-password code of an address, replacing an earlier one (its code stops
 * working, its tries start again). Written whether or not an account holds the address.
 */
export async function putPasswordReset(
  db: Db,
  row: Omit<PasswordResetRow, 'attempts' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(passwordResets)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: passwordResets.address,
      set: {
        id: row.id,
        channel: row.channel,
        accountId: row.accountId,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        createdAt: sql`now()`,
      },
    });
}

/** The address's open code, unlocked (a first look before the work of hashing); undefined when none or expired. */
export async function findPasswordReset(db: Db, address: string, now: Date) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.address, address)).limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

/** The address's open code, locked for the transaction; undefined when none or expired. */
export async function lockPasswordReset(db: Db, address: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.address, address))
    .for('update')
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

/** Counts a wrong try; answers the tries so far. */
export async function countWrongResetAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ attempts: passwordResets.attempts });
  return row?.attempts ?? 0;
}

export async function deletePasswordReset(db: Db, id: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.id, id));
}

export async function pruneExpiredPasswordResets(db: Db, now = new Date()): Promise<void> {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
}
