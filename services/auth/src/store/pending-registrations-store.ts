import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { pendingRegistrations, type PendingRegistrationRow } from './schema.js';

export type NewPendingRegistration = typeof pendingRegistrations.$inferInsert;

// Ids come from the request body: anything but a UUID is no registration (and never reaches a
// uuid column, where it would be an error rather than "not found").
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertPendingRegistration(db: Db, row: NewPendingRegistration) {
  await db.insert(pendingRegistrations).values(row);
}

/**
 * The pending registration, locked for this transaction (two confirms of one registration race:
 * one creates the account, the other finds it gone). Undefined when unknown or expired.
 */
export async function lockPendingRegistration(
  db: Db,
  id: string,
  now: Date,
): Promise<PendingRegistrationRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.id, id))
    .for('update')
    .limit(1);
  return row && row.expiresAt > now ? row : undefined;
}

export async function countWrongAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(eq(pendingRegistrations.id, id))
    .returning({ attempts: pendingRegistrations.attempts });
  return row?.attempts ?? 0;
}

export async function replaceRegistrationCodes(
  db: Db,
  id: string,
  hashes: { emailCodeHash: string; phoneCodeHash: string },
) {
  await db
    .update(pendingRegistrations)
    .set({ ...hashes, resends: sql`${pendingRegistrations.resends} + 1` })
    .where(eq(pendingRegistrations.id, id));
}

export async function deletePendingRegistration(db: Db, id: string) {
  if (!UUID.test(id)) return;
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
}

/** Expired registrations hold an address and a password hash: dropped by the periodic prune. */
export async function pruneExpiredRegistrations(db: Db, now = new Date()) {
  await db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));
}
