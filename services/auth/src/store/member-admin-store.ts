import { and, count, eq, sql } from 'drizzle-orm';
import { ACCOUNT_STATUSES } from '@mawadda/contracts';
import {
  adminQuery,
  parseDateTime,
  parseInteger,
  parseOneOf,
  parseText,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import { isMemberAccount } from './accounts-store.js';
import { accounts, type AccountRow } from './schema.js';

/** What staff may filter, search and sort the member list by; anything else is refused. */
const MEMBERS: AdminListSpec = {
  id: accounts.id,
  sortable: {
    id: accounts.id,
    createdAt: accounts.createdAt,
    fullName: accounts.fullName,
    completeness: accounts.completeness,
    lastSignInAt: accounts.lastSignInAt,
  },
  filters: {
    status: { column: accounts.status, parse: parseOneOf(ACCOUNT_STATUSES) },
    gender: { column: accounts.gender, parse: parseOneOf(['male', 'female']) },
    country: { column: accounts.country, parse: parseText },
    city: { column: accounts.city, parse: parseText },
    kind: { column: accounts.kind, parse: parseOneOf(['individual', 'company']) },
    completenessMin: { column: accounts.completeness, parse: parseInteger, op: 'gte' },
    joinedFrom: { column: accounts.createdAt, parse: parseDateTime, op: 'gte' },
    joinedTo: { column: accounts.createdAt, parse: parseDateTime, op: 'lt' },
  },
  search: {
    text: [accounts.fullName, accounts.fullNameEn, accounts.fullNameAr, accounts.email, accounts.phone],
    uuid: [accounts.id],
  },
};

/**
 * Member accounts (never staff) for the staff console. Sorting by a column that may be empty
 * (completeness, last sign-in) puts the empty ones last whichever the direction.
 */
export async function listMembers(
  db: Db,
  query: AdminListQuery,
): Promise<{ rows: AccountRow[]; total: number } | AdminListRefused> {
  const read = adminQuery(MEMBERS, query);
  if ('refused' in read) return read;
  const where = and(isMemberAccount, read.where);
  const nullable = query.sortField === 'completeness' || query.sortField === 'lastSignInAt';
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(...(nullable ? [sql`${MEMBERS.sortable[query.sortField]} is null`] : []), ...read.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A member account by id; undefined for an unknown id or a staff account. */
export async function findMember(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), isMemberAccount))
    .limit(1);
  return row;
}

/**
 * The completeness the profile service computed, if this copy is not newer: events of one
 * member come in order, but a replay of an old one must not roll the copy back.
 */
export async function recordCompleteness(db: Db, memberId: string, completeness: number, at: Date) {
  await db
    .update(accounts)
    .set({ completeness, completenessAt: at })
    .where(
      and(
        eq(accounts.id, memberId),
        sql`(${accounts.completenessAt} is null or ${accounts.completenessAt} <= ${at.toISOString()})`,
      ),
    );
}
