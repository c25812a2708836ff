import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { GuardianChangedPayload, RevealSubject } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import {
  guardianCopies,
  revealApprovals,
  reveals,
  type GuardianCopyRow,
  type RevealApprovalRow,
  type RevealApprovalStatus,
} from './schema.js';

/** The copy of each owner's guardian and the reveals waiting for them. */
export class GuardianStore {
  constructor(private readonly db: Db) {}

  /**
   * Erasure: the member's guardian copy and approvals as owner go with the account. As viewer,
   * what waited is cancelled (the owner's guardian is told it was withdrawn if they answer) and
   * what was answered goes.
   */
  async purge(tx: Db, memberId: string, at: Date): Promise<void> {
    await tx.delete(guardianCopies).where(eq(guardianCopies.memberId, memberId));
    await tx.delete(revealApprovals).where(eq(revealApprovals.ownerId, memberId));
    await this.cancelOf(tx, memberId, at);
    await tx
      .delete(revealApprovals)
      .where(and(eq(revealApprovals.viewerId, memberId), ne(revealApprovals.status, 'cancelled')));
  }

  /**
   * Withdraws what waits for a guardian between two members (a block, either way): `cancelled`,
   * out of the guardian's list, nothing granted.
   */
  async cancelBetween(tx: Db, a: string, b: string, at: Date): Promise<void> {
    await tx
      .update(revealApprovals)
      .set({ status: 'cancelled', decidedAt: at })
      .where(
        and(
          eq(revealApprovals.status, 'pending'),
          or(
            and(eq(revealApprovals.ownerId, a), eq(revealApprovals.viewerId, b)),
            and(eq(revealApprovals.ownerId, b), eq(revealApprovals.viewerId, a)),
          ),
        ),
      );
  }

  /** Withdraws what waits for a guardian where the member is owner or viewer (a suspension, an erasure). */
  async cancelOf(tx: Db, memberId: string, at: Date): Promise<void> {
    await tx
      .update(revealApprovals)
      .set({ status: 'cancelled', decidedAt: at })
      .where(
        and(
          eq(revealApprovals.status, 'pending'),
          or(eq(revealApprovals.ownerId, memberId), eq(revealApprovals.viewerId, memberId)),
        ),
      );
  }

  /** Which of these members the guardian account is the current guardian of. */
  async membersOf(guardianId: string, memberIds: readonly string[]): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.db
      .select({ memberId: guardianCopies.memberId })
      .from(guardianCopies)
      .where(
        and(eq(guardianCopies.guardianId, guardianId), inArray(guardianCopies.memberId, [...memberIds])),
      );
    return new Set(rows.map((r) => r.memberId));
  }

  async of(memberId: string, tx: Db = this.db): Promise<GuardianCopyRow | undefined> {
    const [row] = await tx.select().from(guardianCopies).where(eq(guardianCopies.memberId, memberId));
    return row;
  }

  /** The whole state as the event carries it; an older event than the copy changes nothing. */
  async apply(tx: Db, e: GuardianChangedPayload): Promise<boolean> {
    const values = {
      memberId: e.memberId,
      guardianId: e.guardianId,
      approvePhotos: e.guardianId !== null && e.approvePhotos,
      approveCv: e.guardianId !== null && e.approveCv,
      seesMatchmaking: e.guardianId !== null && e.seesMatchmaking,
      at: new Date(e.at),
    };
    const rows = await tx
      .insert(guardianCopies)
      .values(values)
      .onConflictDoUpdate({
        target: guardianCopies.memberId,
        set: values,
        setWhere: sql`${guardianCopies.at} <= excluded.at`,
      })
      .returning();
    return rows.length > 0;
  }

  async revealStands(tx: Db, r: { ownerId: string; viewerId: string; subject: RevealSubject }) {
    const [row] = await tx
      .select({ ownerId: reveals.ownerId })
      .from(reveals)
      .where(
        and(eq(reveals.ownerId, r.ownerId), eq(reveals.viewerId, r.viewerId), eq(reveals.subject, r.subject)),
      );
    return !!row;
  }

  /** A pending approval; undefined when one already waits (the same reveal asked again). */
  async insert(
    tx: Db,
    r: {
      id: string;
      ownerId: string;
      viewerId: string;
      subject: RevealSubject;
      guardianId: string;
      at: Date;
    },
  ): Promise<RevealApprovalRow | undefined> {
    const [row] = await tx
      .insert(revealApprovals)
      .values({ ...r, createdAt: r.at })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async pendingOf(
    tx: Db,
    r: { ownerId: string; viewerId: string; subject: RevealSubject },
  ): Promise<RevealApprovalRow | undefined> {
    const [row] = await tx
      .select()
      .from(revealApprovals)
      .where(
        and(
          eq(revealApprovals.ownerId, r.ownerId),
          eq(revealApprovals.viewerId, r.viewerId),
          eq(revealApprovals.subject, r.subject),
          eq(revealApprovals.status, 'pending'),
        ),
      );
    return row;
  }

  /** An owner's reveals waiting for the guardian (`GET /me/reveals`, `awaiting_guardian`). */
  async pendingForOwner(ownerId: string, tx: Db = this.db): Promise<RevealApprovalRow[]> {
    return tx
      .select()
      .from(revealApprovals)
      .where(and(eq(revealApprovals.ownerId, ownerId), eq(revealApprovals.status, 'pending')))
      .orderBy(asc(revealApprovals.createdAt));
  }

  /** What waits for a guardian, oldest first, for owners the copy still links to them. */
  async pendingForGuardian(guardianId: string): Promise<RevealApprovalRow[]> {
    const rows = await this.db
      .select({ a: revealApprovals })
      .from(revealApprovals)
      .innerJoin(
        guardianCopies,
        and(eq(guardianCopies.memberId, revealApprovals.ownerId), eq(guardianCopies.guardianId, guardianId)),
      )
      .where(and(eq(revealApprovals.guardianId, guardianId), eq(revealApprovals.status, 'pending')))
      .orderBy(asc(revealApprovals.createdAt))
      .limit(200);
    return rows.map((r) => r.a);
  }

  async byId(id: string, tx: Db = this.db): Promise<RevealApprovalRow | undefined> {
    const [row] = await tx.select().from(revealApprovals).where(eq(revealApprovals.id, id));
    return row;
  }

  /** Answers the row when it was pending (and is no longer), undefined when already settled. */
  async settle(tx: Db, id: string, status: Exclude<RevealApprovalStatus, 'pending'>, at: Date) {
    const [row] = await tx
      .update(revealApprovals)
      .set({ status, decidedAt: at })
      .where(and(eq(revealApprovals.id, id), eq(revealApprovals.status, 'pending')))
      .returning();
    return row;
  }
}
