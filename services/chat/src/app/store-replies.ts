import { uuidv7, type Db } from '@mawadda/kit';
import { messageSent } from '../events/chat-events.js';
import { factsFrom } from '../store/conversation-store.js';
import type { BatchReply } from '../store/batch-store.js';
import type { ConversationRow, MessageRow, ParticipantRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import type { Stored } from './store-message.js';
import type { WriteRequest } from './write-request.js';

/**
 * Writes a batch's replies, already judged, in one statement however many there are: the message
 * numbers, the messages, the unread counts and the events (store/batch-store.ts). Each message is
 * numbered in arrival order and seen by both members as it was right after it (its own number,
 * the unread counts up to it), as if it had been stored alone.
 */
export async function storeReplies(
  app: ChatApp,
  tx: Db,
  replies: ReadonlyArray<{ request: WriteRequest; row: ConversationRow }>,
): Promise<Stored[]> {
  if (!replies.length) return [];
  const now = app.clock();
  const taken = new Map<string, number>();
  const received = new Map<string, number>();
  const rows: BatchReply[] = replies.map(({ request, row }) => {
    taken.set(row.id, (taken.get(row.id) ?? 0) + 1);
    const recipient = `${row.id} ${request.otherId}`;
    received.set(recipient, (received.get(recipient) ?? 0) + 1);
    return {
      id: uuidv7(),
      conversationId: row.id,
      k: taken.get(row.id)!,
      senderId: request.writerId,
      clientId: request.input.clientId,
      text: request.input.text,
    };
  });
  const { insert: events } = app.outbox.inserting(
    replies.map(({ request }, i) =>
      messageSent({
        messageId: rows[i]!.id,
        conversationId: rows[i]!.conversationId,
        senderId: request.writerId,
        recipientId: request.otherId,
        at: now,
      }),
    ),
  );
  const written = await app.batches.writeReplies(tx, { taken, replies: rows, received, at: now, events });
  const after = new Map(written.conversations.map((r) => [r.id, r]));
  // Numbered as the statement numbered them: the conversation's last number less the rest.
  const messages: MessageRow[] = rows.map((r) => ({
    id: r.id,
    conversationId: r.conversationId,
    seq: after.get(r.conversationId)!.lastSeq - taken.get(r.conversationId)! + r.k,
    senderId: r.senderId,
    clientId: r.clientId,
    text: r.text,
    removed: false,
    sentAt: now,
    call: null,
  }));
  const members = written.participants;
  return viewsAsWritten(replies, messages, after, members);
}

/**
 * Each message's two views, walking back from the batch's end: a member's unread count at a
 * message is the final count less the messages to them that came after it.
 */
function viewsAsWritten(
  replies: ReadonlyArray<{ request: WriteRequest }>,
  messages: readonly MessageRow[],
  after: ReadonlyMap<string, ConversationRow>,
  members: readonly ParticipantRow[],
): Stored[] {
  const unread = new Map(members.map((p) => [`${p.conversationId} ${p.memberId}`, p.unread]));
  const membersOf = new Map<string, ParticipantRow[]>();
  for (const p of members) membersOf.set(p.conversationId, [...(membersOf.get(p.conversationId) ?? []), p]);
  const stored: Stored[] = [];
  for (let i = replies.length - 1; i >= 0; i--) {
    const { request } = replies[i]!;
    const message = messages[i]!;
    const c = message.conversationId;
    const row = { ...after.get(c)!, lastSeq: message.seq };
    const both = membersOf.get(c)!.map((p) => ({ ...p, unread: unread.get(`${c} ${p.memberId}`)! }));
    const views = [request.writerId, request.otherId].map((id) => factsFrom(id, row, both, message));
    stored[i] = { write: { message, conversationId: c, kind: 'reply', writerView: views[0] }, views };
    const key = `${c} ${request.otherId}`;
    unread.set(key, unread.get(key)! - 1);
  }
  return stored;
}
