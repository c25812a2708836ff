import { randomUUID } from 'node:crypto';
import { uuidv7 } from '@mawadda/kit';
import { lineOf, type CallRecord } from '../../domain/call-rules.js';
import { callMissed } from '../../events/chat-events.js';
import { factsFrom } from '../../store/conversation-store.js';
import type { ChatApp } from '../context.js';
import { announceMessages } from '../notify.js';

/**
 * An ended call frees both members and leaves its line in the conversation, as a message of the
 * caller's (in order with the others, read and counted like them). A missed call counts as unread
 * for the callee and appends `call.missed` (notify tells her). Nothing of the call's media is kept.
 */
export async function finishCall(app: ChatApp, c: CallRecord): Promise<void> {
  await Promise.all([app.calls.release(c.callerId, c.id), app.calls.release(c.calleeId, c.id)]);
  const now = app.clock();
  const stored = await app.outbox.inTransaction(app.database.db, async (tx) => {
    await app.conversations.lockPair(tx, c.callerId, c.calleeId);
    const row = await app.conversations.nextSeq(tx, c.conversationId, now);
    const message = await app.callStore.insertLine(tx, {
      id: uuidv7(),
      conversationId: row.id,
      seq: row.lastSeq,
      senderId: c.callerId,
      clientId: randomUUID(),
      call: lineOf(c),
      sentAt: now,
    });
    const missed = c.endReason === 'missed';
    const members = missed
      ? await app.conversations.countMessage(tx, row.id, c.calleeId)
      : await app.callStore.participantsOf(tx, row.id);
    if (missed)
      await app.outbox.append(
        tx,
        callMissed({
          callId: c.id,
          conversationId: row.id,
          callerId: c.callerId,
          calleeId: c.calleeId,
          media: c.media,
          at: now,
        }),
      );
    const views = [c.callerId, c.calleeId].map((id) => factsFrom(id, row, members, message));
    return { message, views };
  });
  await announceMessages(app, [stored]);
}
