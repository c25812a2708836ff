import { and, eq, sql } from 'drizzle-orm';
import type { Visibility } from '@mawadda/contracts';
import { anyOf, type Db } from '@mawadda/kit';
import { members, type MemberKind, type MemberRow } from './schema.js';

/** `MemberStore.visibilities`' statement, also a part of a batch's announcement (batch-store.ts). */
export const visibilitiesQuery = (db: Db, memberIds: readonly string[]) =>
  db
    .select({ memberId: members.memberId, visibility: members.visibility })
    .from(members)
    .where(anyOf(members.memberId, memberIds, 'uuid'));

/**
 * Chat's copy of who exists, whose profile is open and who may start conversations, kept from
 * auth's, profile's and billing's events (this service never reads their tables).
 */
export class MemberStore {
  async find(db: Db, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.memberId, memberId));
    return row;
  }

  /** Whose profile is open, of these members (those chat does not know are absent). */
  async visibilities(db: Db, memberIds: readonly string[]): Promise<Map<string, { visibility: Visibility }>> {
    if (memberIds.length === 0) return new Map();
    const rows = await visibilitiesQuery(db, memberIds);
    return new Map(rows.map((r) => [r.memberId, { visibility: r.visibility }]));
  }

  /** A new account: an erased id is never recorded again (the row stays `deleted`). */
  async record(tx: Db, m: { memberId: string; kind: MemberKind }): Promise<void> {
    await tx.insert(members).values(m).onConflictDoNothing({ target: members.memberId });
  }

  /**
   * Whose profile is open. Profile's events may overtake auth's (two topics), so the member is
   * recorded here too, with the kind the profile carries.
   */
  async setVisibility(tx: Db, m: { memberId: string; kind?: MemberKind; visibility: Visibility }) {
    await tx
      .insert(members)
      .values({ memberId: m.memberId, kind: m.kind ?? 'individual', visibility: m.visibility })
      .onConflictDoUpdate({
        target: members.memberId,
        set: { visibility: m.visibility, updatedAt: sql`now()` },
      });
  }

  /** Suspension and reinstatement; an erased member stays erased whatever arrives late. */
  async setStatus(tx: Db, memberId: string, status: 'active' | 'suspended'): Promise<void> {
    await tx
      .update(members)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(members.memberId, memberId), sql`${members.status} <> 'deleted'`));
  }

  /** Erasure keeps only the id and its `deleted` state: conversations with them say so. */
  async erase(tx: Db, memberId: string): Promise<void> {
    await tx
      .insert(members)
      .values({ memberId, kind: 'individual', status: 'deleted' })
      .onConflictDoUpdate({ target: members.memberId, set: { status: 'deleted', updatedAt: sql`now()` } });
  }
}
