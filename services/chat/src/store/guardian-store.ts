import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { GuardianChangedPayload } from '@mawadda/contracts';
import { anyOf, type Db } from '@mawadda/kit';
import {
  conversations,
  guardianRequests,
  guardians,
  messages,
  type GuardianRequestRow,
  type GuardianRequestStatus,
  type GuardianRow,
} from './schema.js';

/** `GuardianStore.readBy`'s statement, also a part of a batch's announcement (batch-store.ts). */
export const readByQuery = (db: Db, memberIds: readonly string[]) =>
  db
    .select({ memberId: guardians.memberId })
    .from(guardians)
    .where(
      and(
        anyOf(guardians.memberId, memberIds, 'uuid'),
        isNotNull(guardians.guardianId),
        eq(guardians.readsConversations, true),
      ),
    );

/**
 * The copy of each member's guardian (auth's `guardian.changed`) and the requests waiting for them.
 */
export class GuardianStore {
  async of(db: Db, memberId: string): Promise<GuardianRow | undefined> {
    const [row] = await db.select().from(guardians).where(eq(guardians.memberId, memberId));
    return row;
  }

  /** The whole state as the event carries it; an older event than the copy changes nothing. */
  async apply(tx: Db, e: GuardianChangedPayload): Promise<boolean> {
    const values = {
      memberId: e.memberId,
      guardianId: e.guardianId,
      approveConversations: e.guardianId !== null && e.approveConversations,
      readsConversations: e.guardianId !== null && e.readsConversations,
      callsIncludeGuardian: e.guardianId !== null && e.callsIncludeGuardian,
      at: new Date(e.at),
    };
    const rows = await tx
      .insert(guardians)
      .values(values)
      .onConflictDoUpdate({
        target: guardians.memberId,
        set: values,
        setWhere: sql`${guardians.at} <= excluded.at`,
      })
      .returning();
    return rows.length > 0;
  }

  /** Of these members, the ones whose guardian reads their conversations (both sides are told). */
  async readBy(db: Db, memberIds: readonly string[]): Promise<Set<string>> {
    if (!memberIds.length) return new Set();
    const rows = await readByQuery(db, memberIds);
    return new Set(rows.map((r) => r.memberId));
  }

  async insertRequest(
    tx: Db,
    r: {
      id: string;
      conversationId: string;
      memberId: string;
      guardianId: string;
      requesterId: string;
      at: Date;
    },
  ): Promise<GuardianRequestRow> {
    const [row] = await tx
      .insert(guardianRequests)
      .values({ ...r, createdAt: r.at })
      .returning();
    return row!;
  }

  /** The pending request of a conversation, locked for its answer. */
  async pendingOf(tx: Db, conversationId: string): Promise<GuardianRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(guardianRequests)
      .where(and(eq(guardianRequests.conversationId, conversationId), eq(guardianRequests.status, 'pending')))
      .for('update');
    return row;
  }

  /** A guardian's request by id (anyone else's, or an unknown id: undefined). */
  async requestFor(db: Db, guardianId: string, id: string): Promise<GuardianRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(guardianRequests)
      .where(and(eq(guardianRequests.id, id), eq(guardianRequests.guardianId, guardianId)));
    return row;
  }

  /** A member's pending requests (to settle when the link or the setting changes). */
  async pendingForMember(tx: Db, memberId: string): Promise<GuardianRequestRow[]> {
    return tx
      .select()
      .from(guardianRequests)
      .where(and(eq(guardianRequests.memberId, memberId), eq(guardianRequests.status, 'pending')))
      .for('update');
  }

  /**
   * What waits for a guardian, oldest first, with the first message: only for members the copy
   * still links to them (a request of an ended link is settled by the consumer anyway).
   */
  async pendingForGuardian(db: Db, guardianId: string) {
    return db
      .select({ request: guardianRequests, text: messages.text })
      .from(guardianRequests)
      .innerJoin(
        guardians,
        and(eq(guardians.memberId, guardianRequests.memberId), eq(guardians.guardianId, guardianId)),
      )
      .innerJoin(conversations, eq(conversations.id, guardianRequests.conversationId))
      .leftJoin(
        messages,
        and(eq(messages.conversationId, conversations.id), eq(messages.seq, conversations.lastSeq)),
      )
      .where(and(eq(guardianRequests.guardianId, guardianId), eq(guardianRequests.status, 'pending')))
      .orderBy(asc(guardianRequests.createdAt))
      .limit(200);
  }

  /**
   * Erasure: the member's copy goes; requests of or by her still pending (their conversation
   * closed already, which cancels them) are cancelled too: nothing opens.
   */
  async erase(tx: Db, memberId: string, at: Date): Promise<void> {
    await tx.delete(guardians).where(eq(guardians.memberId, memberId));
    await tx
      .update(guardianRequests)
      .set({ status: 'cancelled', decidedAt: at })
      .where(
        and(
          eq(guardianRequests.status, 'pending'),
          or(eq(guardianRequests.memberId, memberId), eq(guardianRequests.requesterId, memberId)),
        ),
      );
  }

  async settle(tx: Db, id: string, status: Exclude<GuardianRequestStatus, 'pending'>, at: Date) {
    const [row] = await tx
      .update(guardianRequests)
      .set({ status, decidedAt: at })
      .where(and(eq(guardianRequests.id, id), eq(guardianRequests.status, 'pending')))
      .returning();
    return row;
  }
}
