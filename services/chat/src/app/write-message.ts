import { isErasedMember, ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import { openingRefusal, writeStep, type WriteKind } from '../domain/contact-rules.js';
import type { Refusal } from '../domain/refusals.js';
import { conversationStarted, messageSent } from '../events/chat-events.js';
import type { ConversationRow, MessageRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import { announceMessage } from './notify.js';
import { openingFacts, otherOf, pairFacts, stateOf } from './pair-facts.js';

/** Where a message goes: into a conversation of the writer's, or to a member (starting one if need be). */
export type Destination = { conversationId: string } | { memberId: string };

export interface Written {
  message: MessageRow;
  conversationId: string;
  /** What this write was: a new conversation, a reopened one, a reply; `resend` for a client id already stored. */
  kind: WriteKind | 'resend';
}

/**
 * Stores one message, the one way every message is written (the socket's `send`, its HTTP
 * fallback, and the start of a conversation). The database is the source of truth: the message
 * is committed before anyone is told, and the caller acknowledges only after this returns.
 *
 * A resend with a client id already stored answers the stored message and writes nothing, so a
 * client that lost an ack can always send again; it is announced again too, since the replica
 * that stored it may have died before telling anyone (clients drop what they already have).
 * Everything else runs under the pair's lock: the contact rules read the facts they judge, and
 * message numbers are handed out, one writer at a time.
 */
export async function writeMessage(
  app: ChatApp,
  writerId: string,
  to: Destination,
  input: { clientId: string; text: string },
): Promise<Outcome<Written, Refusal>> {
  const db = app.database.db;
  const target = await targetOf(app, db, writerId, to);
  if (!target.ok) return target;
  const { otherId } = target.value;
  const earlier = await resendOf(app, db, target.value.conversation, writerId, input.clientId);
  if (earlier) return ok(await announced(app, earlier));

  const budget = await app.limits.messages.consume(writerId);
  if (!budget.allowed)
    return refused({ refusal: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds });

  const written = await app.pairs.run(pairKey(writerId, otherId), () => store(app, writerId, otherId, input));
  if (written.ok) await announceMessage(app, written.value.conversationId, written.value.message);
  return written;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The transaction that stores one message, under the pair's lock. */
function store(
  app: ChatApp,
  writerId: string,
  otherId: string,
  input: { clientId: string; text: string },
): Promise<Outcome<Written, Refusal>> {
  return app.outbox.inTransaction(app.database.db, async (tx): Promise<Outcome<Written, Refusal>> => {
    if (await isErasedMember(tx, writerId)) return refused({ refusal: 'accountGone' });
    await app.conversations.lockPair(tx, writerId, otherId);
    const conversation = await app.conversations.findByPair(tx, writerId, otherId);
    // A resend racing its first send: the first one stored it while we waited for the lock.
    const raced = await resendOf(app, tx, conversation, writerId, input.clientId);
    if (raced) return ok(raced);
    const step = writeStep(writerId, await pairFacts(app, tx, writerId, otherId), stateOf(conversation));
    if (!step.ok) return refused(step.refusal);
    if (step.kind !== 'reply') {
      const member = (await app.members.find(tx, otherId))!;
      const refusal = openingRefusal(step.kind, member, await openingFacts(app, tx, writerId, otherId));
      if (refusal) return refused(refusal);
    }
    const now = app.clock();
    const row = await openFor(app, tx, step.kind, conversation, writerId, otherId, now);
    const seq = await app.conversations.nextSeq(tx, row.id, now);
    const message = await app.messages.insert(tx, {
      id: uuidv7(),
      conversationId: row.id,
      seq,
      senderId: writerId,
      clientId: input.clientId,
      text: input.text,
      sentAt: now,
    });
    await app.outbox.append(
      tx,
      messageSent({
        messageId: message.id,
        conversationId: row.id,
        senderId: writerId,
        recipientId: otherId,
        at: now,
      }),
    );
    return ok({ message, conversationId: row.id, kind: step.kind });
  });
}

/** The conversation a destination names, and the other member in it. */
async function targetOf(
  app: ChatApp,
  db: Db,
  writerId: string,
  to: Destination,
): Promise<Outcome<{ otherId: string; conversation: ConversationRow | undefined }, Refusal>> {
  if ('memberId' in to) {
    if (to.memberId === writerId) return refused({ refusal: 'self' });
    return ok({
      otherId: to.memberId,
      conversation: await app.conversations.findByPair(db, writerId, to.memberId),
    });
  }
  const conversation = await app.conversations.findFor(db, to.conversationId, writerId);
  if (!conversation) return refused({ refusal: 'notFound', what: 'conversation' });
  return ok({ otherId: otherOf(conversation, writerId), conversation });
}

async function resendOf(
  app: ChatApp,
  db: Db,
  conversation: ConversationRow | undefined,
  writerId: string,
  clientId: string,
): Promise<Written | undefined> {
  if (!conversation) return undefined;
  const message = await app.messages.byClientId(db, conversation.id, writerId, clientId);
  return message && { message, conversationId: conversation.id, kind: 'resend' };
}

async function announced(app: ChatApp, written: Written): Promise<Written> {
  await announceMessage(app, written.conversationId, written.message);
  return written;
}

/** The conversation the message goes into: as it is, reopened, or new. */
async function openFor(
  app: ChatApp,
  tx: Db,
  kind: WriteKind,
  conversation: ConversationRow | undefined,
  writerId: string,
  otherId: string,
  now: Date,
): Promise<ConversationRow> {
  if (kind === 'start' || !conversation) {
    const row = await app.conversations.create(tx, { id: uuidv7(), starterId: writerId, otherId, at: now });
    await app.outbox.append(
      tx,
      conversationStarted({ conversationId: row.id, starterId: writerId, recipientId: otherId, at: now }),
    );
    return row;
  }
  if (kind === 'reopen') await app.conversations.reopen(tx, conversation.id, now);
  return conversation;
}
