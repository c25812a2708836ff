import { and, eq, inArray } from 'drizzle-orm';
import type { CallLine } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import {
  ALL_CONVERSATIONS,
  callsOff,
  messages,
  participants,
  type MessageRow,
  type ParticipantRow,
} from './schema.js';

/** Who turned calls off, and the lines calls leave in their conversations. */
export class CallStore {
  /** Whether the member takes no calls in this conversation (or in any). */
  async callsOff(db: Db, memberId: string, conversationId: string): Promise<boolean> {
    const rows = await db
      .select({ scope: callsOff.scope })
      .from(callsOff)
      .where(
        and(eq(callsOff.memberId, memberId), inArray(callsOff.scope, [conversationId, ALL_CONVERSATIONS])),
      );
    return rows.length > 0;
  }

  /** The member's choice for one conversation, or for all (`ALL_CONVERSATIONS`). */
  async isOff(db: Db, memberId: string, scope: string): Promise<boolean> {
    const rows = await db
      .select({ scope: callsOff.scope })
      .from(callsOff)
      .where(and(eq(callsOff.memberId, memberId), eq(callsOff.scope, scope)));
    return rows.length > 0;
  }

  async setOff(db: Db, memberId: string, scope: string, off: boolean, at: Date): Promise<void> {
    if (off) await db.insert(callsOff).values({ memberId, scope, at }).onConflictDoNothing();
    else await db.delete(callsOff).where(and(eq(callsOff.memberId, memberId), eq(callsOff.scope, scope)));
  }

  /** Erasure: the member's choices go with them. */
  async forget(tx: Db, memberId: string): Promise<void> {
    await tx.delete(callsOff).where(eq(callsOff.memberId, memberId));
  }

  async insertLine(
    tx: Db,
    row: {
      id: string;
      conversationId: string;
      seq: number;
      senderId: string;
      clientId: string;
      call: CallLine;
      sentAt: Date;
    },
  ): Promise<MessageRow> {
    const [stored] = await tx
      .insert(messages)
      .values({ ...row, text: null })
      .returning();
    return stored!;
  }

  async participantsOf(db: Db, conversationId: string): Promise<ParticipantRow[]> {
    return db.select().from(participants).where(eq(participants.conversationId, conversationId));
  }
}
