import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { addressChanges, type AddressChangeRow } from './schema.js';

type Kind = AddressChangeRow['kind'];

/** Opens an account's change of one kind of address, replacing an earlier one (its code stops working). */
export async function putAddressChange(
  db: Db,
  row: Omit<AddressChangeRow, 'attempts' | 'createdAt'>,
): Promise<void> {
  await db
    .insert(addressChanges)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({
      target: [addressChanges.accountId, addressChanges.kind],
      set: {
        newAddress: row.newAddress,
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        attempts: 0,
        createdAt: sql`now()`,
      },
    });
}

const byAccount = (accountId: string, kind: Kind) =>
  and(eq(addressChanges.accountId, accountId), eq(addressChanges.kind, kind));

/** The account's open change of this kind, locked; undefined when none or expired. */
export async function lockAddressChange(db: Db, accountId: string, kind: Kind, now: Date) {
  const [row] = await db
    .select()
    .from(addressChanges)
    .where(byAccount(accountId, kind))
    .for('update')
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

export async function countWrongAddressChangeAttempt(db: Db, accountId: string, kind: Kind): Promise<number> {
  const [row] = await db
    .update(addressChanges)
    .set({ attempts: sql`${addressChanges.attempts} + 1` })
    .where(byAccount(accountId, kind))
    .returning({ attempts: addressChanges.attempts });
  return row?.attempts ?? 0;
}

export async function deleteAddressChange(db: Db, accountId: string, kind: Kind): Promise<void> {
  await db.delete(addressChanges).where(byAccount(accountId, kind));
}

export async function pruneExpiredAddressChanges(db: Db, now = new Date()): Promise<void> {
  await db.delete(addressChanges).where(lt(addressChanges.expiresAt, now));
}
