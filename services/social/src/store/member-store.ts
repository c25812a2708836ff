import { eq, sql } from 'drizzle-orm';
import type { Visibility } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { members, type MemberRow } from './schema.js';

/** This service's copy of who exists and whether their profile is open (from events). */
export class MemberStore {
  async find(db: Db, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.memberId, memberId));
    return row;
  }

  /**
   * From `member.registered` or a profile event, whichever arrives first (they travel on different
   * topics): the kind never changes, the visibility is the profile service's word.
   */
  async upsert(
    tx: Db,
    m: { memberId: string; kind: MemberRow['kind']; visibility?: Visibility },
  ): Promise<void> {
    await tx
      .insert(members)
      .values({ memberId: m.memberId, kind: m.kind, visibility: m.visibility ?? 'public' })
      .onConflictDoUpdate({
        target: members.memberId,
        set: m.visibility ? { visibility: m.visibility, updatedAt: sql`now()` } : { kind: m.kind },
      });
  }

  /** Applies a profile snapshot; answers the visibility it had before (undefined if new here). */
  async applyProfile(
    tx: Db,
    m: { memberId: string; kind: MemberRow['kind']; visibility: Visibility },
  ): Promise<Visibility | undefined> {
    const [before] = await tx
      .select({ visibility: members.visibility })
      .from(members)
      .where(eq(members.memberId, m.memberId))
      .for('update');
    await this.upsert(tx, m);
    return before?.visibility;
  }

  async remove(tx: Db, memberId: string): Promise<void> {
    await tx.delete(members).where(eq(members.memberId, memberId));
  }
}
