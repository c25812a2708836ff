import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { arrayParam, rowsOf, type Db } from '@mawadda/kit';
import { messages, type MessageRow } from './schema.js';

/** A message as a raw statement answers it (each driver types timestamps its own way). */
interface RawMessage {
  id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  client_id: string;
  text: string | null;
  removed: boolean;
  sent_at: Date | string;
}

const messageRowOf = (r: RawMessage): MessageRow => ({
  id: r.id,
  conversationId: r.conversation_id,
  seq: Number(r.seq),
  senderId: r.sender_id,
  clientId: r.client_id,
  text: r.text,
  removed: r.removed,
  sentAt: new Date(r.sent_at),
});

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

  /** `byClientId` for a batch: the stored messages among these keys, by `clientKey`. */
  async byClientIds(
    db: Db,
    keys: readonly { conversationId: string; senderId: string; clientId: string }[],
  ): Promise<Map<string, MessageRow>> {
    if (!keys.length) return new Map();
    const column = (pick: (k: (typeof keys)[number]) => string) => arrayParam(keys.map(pick), 'uuid');
    // A lateral join: each key looked up by the client-id index, whatever the planner believes
    // of the table's size (a row-value `in` may scan it whole).
    const found = await db.execute(
      sql`select m.id, m.conversation_id, m.seq, m.sender_id, m.client_id, m.text, m.removed, m.sent_at
          from unnest(${column((k) => k.conversationId)}, ${column((k) => k.senderId)}, ${column((k) => k.clientId)})
            as k(conversation_id, sender_id, client_id),
          lateral (select * from ${messages} m where m.conversation_id = k.conversation_id
            and m.sender_id = k.sender_id and m.client_id = k.client_id) m`,
    );
    const rows = rowsOf<RawMessage>(found).map(messageRowOf);
    return new Map(rows.map((r) => [clientKey(r), r]));
  }

  /** Several new messages in one statement, a column an array (the batch's size does not change its text). */
  async insertMany(tx: Db, rows: readonly MessageRow[]): Promise<void> {
    if (!rows.length) return;
    const column = (pick: (r: MessageRow) => unknown, type: 'uuid' | 'text' | 'int') =>
      arrayParam(rows.map(pick), type);
    await tx.execute(
      sql`insert into ${messages} (id, conversation_id, seq, sender_id, client_id, text, removed, sent_at)
          select id, conversation_id, seq, sender_id, client_id, text, false, sent_at::timestamptz
          from unnest(${column((r) => r.id, 'uuid')}, ${column((r) => r.conversationId, 'uuid')},
            ${column((r) => r.seq, 'int')}, ${column((r) => r.senderId, 'uuid')},
            ${column((r) => r.clientId, 'uuid')}, ${column((r) => r.text, 'text')},
            ${column((r) => r.sentAt.toISOString(), 'text')})
            as t(id, conversation_id, seq, sender_id, client_id, text, sent_at)`,
    );
  }

  async insert(tx: Db, row: Omit<MessageRow, 'removed'>): Promise<MessageRow> {
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
