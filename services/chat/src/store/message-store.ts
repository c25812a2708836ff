import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { messages, type MessageRow } from './schema.js';

/** What makes a message one: a resend carries the same key. */
export const clientKey = (m: { conversationId: string; senderId: string; clientId: string }) =>
  `${m.conversationId} ${m.senderId} ${m.clientId}`.toLowerCase();

/** The messages themselves: stored once per (conversation, sender, client id). */
export class MessageStore {
  /** A message the sender already sent with this client id (a resend), if any. */
  async byClientId(db: Db, conversationId: string, senderId: string, clientId: string) {
    const [row] = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversationId),
          eq(messages.senderId, senderId),
          eq(messages.clientId, clientId),
        ),
      );
    return row;
  }

  async insert(tx: Db, row: Omit<MessageRow, 'removed' | 'call'>): Promise<MessageRow> {
    const [stored] = await tx.insert(messages).values(row).returning();
    return stored!;
  }

  /** Newest first, below `beforeSeq` when given; one more than asked tells whether older ones exist. */
  async page(db: Db, conversationId: string, limit: number, beforeSeq?: number): Promise<MessageRow[]> {
    return db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversationId), beforeSeq ? lt(messages.seq, beforeSeq) : undefined),
      )
      .orderBy(desc(messages.seq))
      .limit(limit);
  }

  async byIds(db: Db, conversationId: string, ids: readonly string[]): Promise<MessageRow[]> {
    if (!ids.length) return [];
    return db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), inArray(messages.id, [...ids])));
  }

  /** Every message of a conversation, in order (the export). */
  async all(db: Db, conversationId: string): Promise<MessageRow[]> {
    return db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(asc(messages.seq));
  }

  /**
   * Erasure: the member's messages lose their text for good; the rows stay as "message removed"
   * so the other member's conversation keeps its order and receipts. Answers the conversations
   * touched.
   */
  async removeBySender(tx: Db, senderId: string): Promise<string[]> {
    const rows = await tx
      .update(messages)
      .set({ text: null, removed: true })
      .where(and(eq(messages.senderId, senderId), sql`not ${messages.removed}`))
      .returning({ conversationId: messages.conversationId });
    return [...new Set(rows.map((r) => r.conversationId))];
  }
}
