import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { uuidv7, type Db } from '@mawadda/kit';
import { accounts, signIns } from './schema.js';

/** How many sign-ins staff can read back per account; older ones are dropped as new ones come. */
export const SIGN_INS_KEPT = 20;

/** A new sign-in: remembered with its client, the account's last sign-in moved to now. */
export async function recordSignIn(db: Db, accountId: string, client: { ip?: string; userAgent?: string }) {
  await db.insert(signIns).values({
    id: uuidv7(),
    accountId,
    ip: client.ip?.slice(0, 64) ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  await db
    .update(accounts)
    .set({ lastSignInAt: sql`now()` as unknown as Date })
    .where(eq(accounts.id, accountId));
  const kept = db
    .select({ id: signIns.id })
    .from(signIns)
    .where(eq(signIns.accountId, accountId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(SIGN_INS_KEPT);
  await db.delete(signIns).where(and(eq(signIns.accountId, accountId), notInArray(signIns.id, kept)));
}

/** The account's last sign-ins, newest first. */
export async function signInHistory(db: Db, accountId: string) {
  const rows = await db
    .select()
    .from(signIns)
    .where(eq(signIns.accountId, accountId))
    .orderBy(desc(signIns.at), desc(signIns.id))
    .limit(SIGN_INS_KEPT);
  return rows.map((r) => ({ at: r.at.toISOString(), ip: r.ip, userAgent: r.userAgent }));
}
