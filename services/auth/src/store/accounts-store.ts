import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AccountStatus, SuspensionReason } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { isUniqueViolation, sqlStateOf } from '@mawadda/kit';
import { accounts, type AccountRow, type NewAccountRow } from './schema.js';

/**
 * Member accounts (individuals and companies): the ones exported and suspended by staff. Staff
 * accounts are neither: they are not members of the site, and a moderator must not lock out an
 * admin.
 */
export const isMemberAccount = inArray(accounts.role, ['member', 'company']);

/** What staff may suspend: member accounts and guardian (wali) accounts (README: Guardian). */
export const isSuspendableAccount = inArray(accounts.role, ['member', 'company', 'guardian']);

export type InsertResult = { ok: true; row: AccountRow } | { ok: false; taken: 'email' | 'phone' };

/** Inserts an account; a duplicate email or phone comes back as a value, not an exception. */
export async function insertAccount(db: Db, row: NewAccountRow): Promise<InsertResult> {
  try {
    const [created] = await db.insert(accounts).values(row).returning();
    return { ok: true, row: created! };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const constraint =
      sqlStateOf(err).constraint ?? String((err as { cause?: { message?: string } }).cause?.message ?? err);
    return { ok: false, taken: constraint.includes('phone') ? 'phone' : 'email' };
  }
}

export async function findAccountByLogin(db: Db, login: { email: string } | { phone: string }) {
  const where = 'email' in login ? eq(accounts.email, login.email) : eq(accounts.phone, login.phone);
  const [row] = await db.select().from(accounts).where(where).limit(1);
  return row;
}

/** The address and language of an account that may be mailed: active, with a verified email. */
export async function findMailableAccount(db: Db, id: string) {
  const [row] = await db
    .select({ email: accounts.email, locale: accounts.locale })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.status, 'active'), isNotNull(accounts.emailVerifiedAt)));
  return row;
}

export async function findAccountById(db: Db, id: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function updatePasswordHash(db: Db, id: string, passwordHash: string) {
  await db
    .update(accounts)
    .set({
      passwordHash,
      passwordChangedAt: sql`now()` as unknown as Date,
      updatedAt: sql`now()` as unknown as Date,
    })
    .where(eq(accounts.id, id));
}

export async function deleteAccount(db: Db, id: string) {
  await db.delete(accounts).where(eq(accounts.id, id));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accounts)
    .where(eq(accounts.role, 'admin'));
  return row?.n ?? 0;
}

/**
 * Sets a member's status in one conditional UPDATE, so of two staff racing exactly one changes it
 * (and may announce it). Undefined when nothing changed: unknown id, staff, or same status.
 */
export async function changeMemberStatus(
  db: Db,
  id: string,
  change: { status: AccountStatus; reason?: SuspensionReason; note?: string; by: string },
): Promise<AccountRow | undefined> {
  const suspension =
    change.status === 'suspended'
      ? {
          suspensionReason: change.reason ?? 'other',
          suspensionNote: change.note || null,
          suspendedAt: sql`now()` as unknown as Date,
          suspendedBy: change.by,
        }
      : { suspensionReason: null, suspensionNote: null, suspendedAt: null, suspendedBy: null };
  const [row] = await db
    .update(accounts)
    .set({ status: change.status, ...suspension, updatedAt: sql`now()` as unknown as Date })
    .where(and(eq(accounts.id, id), isSuspendableAccount, ne(accounts.status, change.status)))
    .returning();
  return row;
}

/** Whether any account (member, company, staff or guardian) holds this email or phone. */
export async function addressTaken(db: Db, kind: 'email' | 'phone', address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(kind === 'email' ? eq(accounts.email, address) : eq(accounts.phone, address))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives the account its new, proved email or phone: verified now, since the code sent there came
 * back. Throws the unique violation when another account took the address meanwhile.
 */
export async function setProvedAddress(
  db: Db,
  id: string,
  kind: 'email' | 'phone',
  address: string,
  at: Date,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(accounts)
    .set(
      kind === 'email'
        ? { email: address, emailVerifiedAt: at, updatedAt: at }
        : { phone: address, phoneVerifiedAt: at, updatedAt: at },
    )
    .where(eq(accounts.id, id))
    .returning();
  return row;
}
