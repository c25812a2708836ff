import { and, eq, or, sql } from 'drizzle-orm';
import type { Declaration, GuardianChangedPayload, ProfileUpdatedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import {
  blocks,
  declarationConfirmations,
  declarations,
  guardians,
  members,
  type DeclarationRow,
  type GuardianRow,
} from './schema.js';

/** This service's copies of who exists, their guardians and their blocks (from events). */
export class MemberStore {
  async upsert(tx: Db, m: { memberId: string; kind: 'individual' | 'company' }): Promise<void> {
    await tx
      .insert(members)
      .values(m)
      .onConflictDoUpdate({ target: members.memberId, set: { kind: m.kind } });
  }

  async isIndividual(db: Db, memberId: string): Promise<boolean> {
    const [row] = await db.select().from(members).where(eq(members.memberId, memberId));
    return row?.kind === 'individual';
  }

  /** The whole state as `guardian.changed` carries it; an older event than the copy changes nothing. */
  async applyGuardian(tx: Db, e: GuardianChangedPayload): Promise<void> {
    const values = {
      memberId: e.memberId,
      guardianId: e.guardianId,
      approveConversations: e.guardianId !== null && e.approveConversations,
      at: new Date(e.at),
    };
    await tx
      .insert(guardians)
      .values(values)
      .onConflictDoUpdate({
        target: guardians.memberId,
        set: values,
        setWhere: sql`${guardians.at} <= excluded.at`,
      });
  }

  async guardianOf(db: Db, memberId: string): Promise<GuardianRow | undefined> {
    const [row] = await db.select().from(guardians).where(eq(guardians.memberId, memberId));
    return row?.guardianId ? row : undefined;
  }

  /** The members this account is the guardian of. */
  async wardsOf(db: Db, guardianId: string): Promise<string[]> {
    const rows = await db
      .select({ memberId: guardians.memberId })
      .from(guardians)
      .where(eq(guardians.guardianId, guardianId));
    return rows.map((r) => r.memberId);
  }

  /** What she declares, from `profile.updated`; an older snapshot than the copy changes nothing. */
  async applyDeclaration(tx: Db, { profile }: ProfileUpdatedPayload): Promise<void> {
    if (profile.kind !== 'individual') return;
    const values = {
      memberId: profile.memberId,
      gender: profile.gender,
      maritalState: profile.maritalState,
      hasChildren: profile.hasChildren,
      wives: profile.wives,
      at: new Date(profile.updatedAt),
    };
    await tx
      .insert(declarations)
      .values(values)
      .onConflictDoUpdate({
        target: declarations.memberId,
        set: values,
        setWhere: sql`${declarations.at} <= excluded.at`,
      });
  }

  async declarationOf(db: Db, memberId: string): Promise<Declaration | null> {
    const row = await this.declaredBy(db, memberId);
    return row ? { maritalState: row.maritalState, hasChildren: row.hasChildren, wives: row.wives } : null;
  }

  async declaredBy(db: Db, memberId: string): Promise<DeclarationRow | undefined> {
    const [row] = await db.select().from(declarations).where(eq(declarations.memberId, memberId));
    return row;
  }

  /** She stood by her declaration on this pair's way to `engaged` (the latest is kept). */
  async confirmDeclaration(tx: Db, pairId: string, memberId: string, at: Date): Promise<void> {
    const values = { pairId, memberId, declared: await this.declarationOf(tx, memberId), at };
    await tx
      .insert(declarationConfirmations)
      .values(values)
      .onConflictDoUpdate({
        target: [declarationConfirmations.pairId, declarationConfirmations.memberId],
        set: values,
      });
  }

  async block(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
  }

  async unblock(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  }

  async blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
    const rows = await db
      .select()
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
          and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
        ),
      );
    return rows.length > 0;
  }

  /** Erasure: every copy about the member goes. */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(members).where(eq(members.memberId, memberId));
    await tx.delete(declarations).where(eq(declarations.memberId, memberId));
    await tx.delete(declarationConfirmations).where(eq(declarationConfirmations.memberId, memberId));
    await tx.delete(guardians).where(eq(guardians.memberId, memberId));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
  }
}
