import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { uuidv7 } from '@mawadda/kit';
import {
  accounts,
  guardianActivity,
  guardianInvites,
  guardianLinks,
  type GuardianActivityRow,
  type GuardianInviteRow,
  type GuardianLinkRow,
} from './schema.js';

/** The member's link row, locked for the rest of the transaction (every change goes through it). */
export async function lockLink(db: Db, memberId: string): Promise<GuardianLinkRow> {
  await db.insert(guardianLinks).values({ memberId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(guardianLinks)
    .where(eq(guardianLinks.memberId, memberId))
    .for('update');
  return row!;
}

export async function findLink(db: Db, memberId: string): Promise<GuardianLinkRow | undefined> {
  const [row] = await db.select().from(guardianLinks).where(eq(guardianLinks.memberId, memberId)).limit(1);
  return row;
}

export async function updateLink(db: Db, memberId: string, change: Partial<GuardianLinkRow>) {
  const [row] = await db
    .update(guardianLinks)
    .set({ ...change, updatedAt: sql`now()` as unknown as Date })
    .where(eq(guardianLinks.memberId, memberId))
    .returning();
  return row!;
}

/** The members a guardian is linked to, with each member's first name sources (the full names). */
export async function linksOfGuardian(db: Db, guardianId: string) {
  return db
    .select({
      link: guardianLinks,
      fullName: accounts.fullName,
      fullNameEn: accounts.fullNameEn,
      fullNameAr: accounts.fullNameAr,
    })
    .from(guardianLinks)
    .innerJoin(accounts, eq(accounts.id, guardianLinks.memberId))
    .where(eq(guardianLinks.guardianId, guardianId))
    .orderBy(guardianLinks.linkedAt);
}

export async function findInviteOfMember(db: Db, memberId: string): Promise<GuardianInviteRow | undefined> {
  const [row] = await db
    .select()
    .from(guardianInvites)
    .where(eq(guardianInvites.memberId, memberId))
    .limit(1);
  return row;
}

export async function findInviteByToken(db: Db, tokenHash: string, lock = false) {
  const q = db.select().from(guardianInvites).where(eq(guardianInvites.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** A new invitation replaces the member's pending one (its token stops working). */
export async function putInvite(db: Db, row: Omit<GuardianInviteRow, 'createdAt'>) {
  await db
    .insert(guardianInvites)
    .values(row)
    .onConflictDoUpdate({
      target: guardianInvites.memberId,
      set: {
        tokenHash: row.tokenHash,
        channel: row.channel,
        address: row.address,
        expiresAt: row.expiresAt,
        createdAt: sql`now()`,
      },
    });
}

export async function deleteInvite(db: Db, memberId: string): Promise<boolean> {
  const gone = await db.delete(guardianInvites).where(eq(guardianInvites.memberId, memberId)).returning();
  return gone.length > 0;
}

/** Ends this invitation only (a newer one of the same member, with another token, stays). */
export async function deleteInviteByToken(db: Db, tokenHash: string): Promise<GuardianInviteRow | undefined> {
  const [gone] = await db.delete(guardianInvites).where(eq(guardianInvites.tokenHash, tokenHash)).returning();
  return gone;
}

export async function pruneExpiredInvites(db: Db) {
  await db.delete(guardianInvites).where(lt(guardianInvites.expiresAt, sql`now() - interval '30 days'`));
}

export async function appendActivity(
  db: Db,
  entry: Pick<GuardianActivityRow, 'memberId' | 'kind' | 'by' | 'details'> & { at?: Date },
) {
  await db.insert(guardianActivity).values({ id: uuidv7(), ...entry, at: entry.at ?? new Date() });
}

/** A page of the member's log, newest first; `before` is the last id of the previous page. */
export async function activityPage(db: Db, memberId: string, limit: number, before?: string) {
  return db
    .select()
    .from(guardianActivity)
    .where(and(eq(guardianActivity.memberId, memberId), before ? lt(guardianActivity.id, before) : undefined))
    .orderBy(desc(guardianActivity.id))
    .limit(limit + 1);
}

export async function deleteActivityOf(db: Db, memberId: string) {
  await db.delete(guardianActivity).where(eq(guardianActivity.memberId, memberId));
}
