import { and, count, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_STATUSES, STAFF_ACCOUNT_ROLES, type StaffUpdate } from '@mawadda/contracts';
import {
  adminQuery,
  parseOneOf,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import { accounts, secondFactors, type AccountRow } from './schema.js';

/** A staff account with whether its second factor is set up (enrolled and confirmed). */
export type StaffRow = AccountRow & { twoFactorEnabled: boolean };

const staffColumns = {
  ...getTableColumns(accounts),
  twoFactorEnabled: sql<boolean>`exists (${sql`select 1 from ${secondFactors} where ${and(
    eq(secondFactors.accountId, accounts.id),
    isNotNull(secondFactors.enabledAt),
  )}`})`.mapWith(Boolean),
};

export const isStaffAccount = inArray(accounts.role, ['moderator', 'admin']);

const STAFF: AdminListSpec = {
  id: accounts.id,
  sortable: {
    id: accounts.id,
    createdAt: accounts.createdAt,
    email: accounts.email,
    fullName: accounts.fullName,
    role: accounts.role,
    status: accounts.status,
    lastSignInAt: accounts.lastSignInAt,
  },
  filters: {
    role: { column: accounts.role, parse: parseOneOf(STAFF_ACCOUNT_ROLES) },
    status: { column: accounts.status, parse: parseOneOf(ACCOUNT_STATUSES) },
  },
  search: { text: [accounts.fullName, accounts.email], uuid: [accounts.id] },
};

export async function listStaff(
  db: Db,
  query: AdminListQuery,
): Promise<{ rows: StaffRow[]; total: number } | AdminListRefused> {
  const read = adminQuery(STAFF, query);
  if ('refused' in read) return read;
  const where = and(isStaffAccount, read.where);
  const [rows, [total]] = await Promise.all([
    db
      .select(staffColumns)
      .from(accounts)
      .where(where)
      .orderBy(...read.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A staff account by id, locked for the rest of the transaction when `lock` is set. */
export async function findStaff(db: Db, id: string, lock = false): Promise<StaffRow | undefined> {
  const q = db
    .select(staffColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), isStaffAccount))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/**
 * Active admins other than this one, their rows locked: two admins demoting each other at once
 * wait for one another, so the second sees the first's change and one admin always remains.
 */
export async function otherActiveAdmins(db: Db, id: string): Promise<number> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.status, 'active'), ne(accounts.id, id)))
    .for('update');
  return rows.length;
}

/** Applies a role and/or status change; the suspension columns are for members and stay empty. */
export async function updateStaff(db: Db, id: string, change: StaffUpdate): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set({ ...change, updatedAt: sql`now()` as unknown as Date })
    .where(and(eq(accounts.id, id), isStaffAccount))
    .returning();
  return row!;
}
