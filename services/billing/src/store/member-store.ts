import { eq } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { members, type MemberRow } from './schema.js';

/** Billing's copy of the accounts (auth's `member.registered`). */
export class MemberStore {
  /** A redelivered registration changes nothing (the first copy stands). */
  async record(tx: Db, row: MemberRow): Promise<void> {
    await tx.insert(members).values(row).onConflictDoNothing({ target: members.memberId });
  }

  /** A member's new phone (auth's `member.contact.changed`): the trial rule reads the new key. */
  async setPhoneKey(tx: Db, memberId: string, phoneKey: string): Promise<void> {
    await tx.update(members).set({ phoneKey }).where(eq(members.memberId, memberId));
  }

  async find(db: Db, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await db.select().from(members).where(eq(members.memberId, memberId));
    return row;
  }

  async remove(tx: Db, memberId: string): Promise<void> {
    await tx.delete(members).where(eq(members.memberId, memberId));
  }
}
