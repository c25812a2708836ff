import { uuidv7, type Db } from '@mawadda/kit';
import { messageSent } from '../events/chat-events.js';
import { factsFrom } from '../store/conversation-store.js';
import type { ConversationRow, MessageRow, ParticipantRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import type { Stored } from './store-message.js';
import type { WriteRequest } from './write-request.js';

/**
 * Writes a batch's replies, already judged, in four statements however many there are: each
 * conversation takes its message numbers at once, the messages go in one insert, the unread
 * counts move once per conversation, the events go in one outbox insert. Each message is numbered
 * in arrival order and seen by both members as it was right after it (its own number, the unread
 * counts up to it), as if it had been stored alone.
 */
export async function storeReplies(
  app: ChatApp,
  tx: Db,
  replies: ReadonlyArray<{ request: WriteRequest; row: ConversationRow }>,
): Promise<Stored[]> {
  if (!replies.length) return [];
  const now = app.clock();
  const taken = new Map<string, number>();
  const received = new Map<string, Map<string, number>>();
  for (const { request, row } of replies) {
    taken.set(row.id, (taken.get(row.id) ?? 0) + 1);
    const counts = received.get(row.id) ?? new Map([[request.writerId, 0]]);
    counts.set(request.otherId, (counts.get(request.otherId) ?? 0) + 1);
    if (!counts.has(request.writerId)) counts.set(request.writerId, 0);
    received.set(row.id, counts);
  }
  const after = new Map((await app.conversations.advance(tx, taken, now)).map((r) => [r.id, r]));
  const nextSeq = new Map([...taken].map(([id, n]) => [id, after.get(id)!.lastSeq - n + 1]));
  const messages: MessageRow[] = replies.map(({ request, row }) => {
    const seq = nextSeq.get(row.id)!;
    nextSeq.set(row.id, seq + 1);
    return {
      id: uuidv7(),
      conversationId: row.id,
      seq,
      senderId: request.writerId,
      clientId: request.input.clientId,
      text: request.input.text,
      removed: false,
      sentAt: now,
    };
  });
  await app.messages.insertMany(tx, messages);
  const members = await app.conversations.countMessages(tx, received);
  await app.outbox.append(
    tx,
    ...replies.map(({ request }, i) =>
      messageSent({
        messageId: messages[i]!.id,
        conversationId: messages[i]!.conversationId,
        senderId: request.writerId,
        recipientId: request.otherId,
        at: now,
      }),
    ),
  );
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
