import { uuidv7, type Db } from '@mawadda/kit';
import { conversationStarted, guardianApproval, messageSent } from '../events/chat-events.js';
import type { ConversationRow, GuardianRequestStatus, MessageRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import { otherOf } from './pair-facts.js';

/*
 * Setting and lifting a guardian's gate (README: guardian), under the pair's lock with its events.
 * `conversation.started` (and a waiting message's `chat.message.sent`) go only when the gate lifts:
 * only then does the conversation begin for her.
 */

/** The conversation waits for the member's guardian: a request, and `guardian.approval.requested`. */
export async function gateFor(
  app: ChatApp,
  tx: Db,
  conversationId: string,
  r: { memberId: string; guardianId: string; requesterId: string },
  now: Date,
): Promise<void> {
  await app.conversations.setGate(tx, conversationId, 'waiting', now);
  const request = await app.guardians.insertRequest(tx, { id: uuidv7(), conversationId, ...r, at: now });
  await app.outbox.append(tx, guardianApproval({ requestId: request.id, ...r, at: now }));
}

/**
 * The conversation opens to both. `settleAs` answers a pending request (the guardian approved,
 * the member wrote herself, the link or the setting lapsed); `announceWaiting` sends the waiting
 * message's event as if it arrived now. Answers that message, for the caller to tell devices.
 */
export async function openGate(
  app: ChatApp,
  tx: Db,
  row: ConversationRow,
  now: Date,
  o: { settleAs?: Exclude<GuardianRequestStatus, 'pending'>; announceWaiting?: boolean } = {},
): Promise<MessageRow | undefined> {
  const pending = await app.guardians.pendingOf(tx, row.id);
  if (pending) await app.guardians.settle(tx, pending.id, o.settleAs ?? 'withdrawn', now);
  await app.conversations.setGate(tx, row.id, null, now);
  const recipientId = otherOf(row, row.starterId);
  await app.outbox.append(
    tx,
    conversationStarted({ conversationId: row.id, starterId: row.starterId, recipientId, at: now }),
  );
  const [waiting] = await app.messages.page(tx, row.id, 1);
  if (o.announceWaiting && waiting && !waiting.removed)
    await app.outbox.append(
      tx,
      messageSent({
        messageId: waiting.id,
        conversationId: row.id,
        senderId: waiting.senderId,
        recipientId: otherOf(row, waiting.senderId),
        at: now,
      }),
    );
  return waiting;
}
