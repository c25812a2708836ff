import { isErasedMember, ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import { openingRefusal, writeStep, type WriteKind } from '../domain/contact-rules.js';
import { approverOf, gateStep } from '../domain/guardian-gate.js';
import type { Refusal } from '../domain/refusals.js';
import type { ConversationFacts } from '../domain/views.js';
import { conversationStarted, messageSent } from '../events/chat-events.js';
import { factsFrom } from '../store/conversation-store.js';
import type { ConversationRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import { gateFor, openGate } from './guardian-gate.js';
import { openingFacts, pairFacts, stateOf } from './pair-facts.js';
import type { Written, WriteRequest } from './write-request.js';

/*
 * One message in its own transaction: every kind of write (a start, a reopen, a gated
 * conversation, a refusal), where a batch (store-batch.ts) takes only plain replies.
 */

export type Stored = { write: Written; views: ConversationFacts[] };

/**
 * The transaction that stores one message, under the pair's lock. `named`: the conversation the
 * writer addressed by id, which must be the pair's and one the writer sees.
 */
export function storeOne(app: ChatApp, request: WriteRequest): Promise<Outcome<Stored, Refusal>> {
  const { writerId, otherId, input, named } = request;
  return app.outbox.inTransaction(app.database.db, async (tx): Promise<Outcome<Stored, Refusal>> => {
    if (await isErasedMember(tx, writerId)) return refused({ refusal: 'accountGone' });
    await app.conversations.lockPair(tx, writerId, otherId);
    const conversation = await app.conversations.findByPair(tx, writerId, otherId);
    if (named && !(conversation?.id === named && visibleToWriter(conversation, writerId)))
      return refused({ refusal: 'notFound', what: 'conversation' });
    const earlier =
      conversation && (await app.messages.byClientId(tx, conversation.id, writerId, input.clientId));
    if (earlier)
      return ok({ write: { message: earlier, conversationId: conversation.id, kind: 'resend' }, views: [] });

    const now = app.clock();
    // A conversation gated by her guardian (domain/guardian-gate.ts).
    const gate = gateStep(writerId, conversation, now);
    if (gate.kind === 'refuse') return refused({ refusal: gate.refusal });
    const step = writeStep(writerId, await pairFacts(app, tx, writerId, otherId), stateOf(conversation));
    if (!step.ok) return refused(step.refusal);
    // Opening a gated conversation is a first contact, whoever opens it.
    const kind: WriteKind = gate.kind !== 'none' && step.kind === 'reply' ? 'reopen' : step.kind;
    if (kind !== 'reply') {
      const member = (await app.members.find(tx, otherId))!;
      const refusal = openingRefusal(kind, member, await openingFacts(app, tx, writerId, otherId));
      if (refusal) return refused(refusal);
    }
    // Counted only for messages that will be stored: a resend is free.
    const budget = await app.limits.messages.consume(writerId);
    if (!budget.allowed)
      return refused({ refusal: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds });

    // A conversation she has never seen waits for her guardian when the guardian approves conversations.
    const approver =
      kind === 'start' || gate.kind === 'ask-again' ? approverOf(await app.guardians.of(tx, otherId)) : null;
    const opened = await openFor(app, tx, kind, conversation, writerId, otherId, now, !!approver);
    if (approver)
      await gateFor(
        app,
        tx,
        opened.id,
        { memberId: otherId, guardianId: approver, requesterId: writerId },
        now,
      );
    else if (gate.kind !== 'none') await openGate(app, tx, opened, now);
    const row = await app.conversations.nextSeq(tx, opened.id, now);
    const message = await app.messages.insert(tx, {
      id: uuidv7(),
      conversationId: row.id,
      seq: row.lastSeq,
      senderId: writerId,
      clientId: input.clientId,
      text: input.text,
      sentAt: now,
    });
    const members = await app.conversations.countMessage(tx, row.id, otherId);
    // While the guardian has not approved, nothing reaches her: no event, no device (and the
    // stores hide it from her list and badge); approving announces it (app/guardian-requests.ts).
    if (!row.gate)
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
    const viewers = row.gate ? [writerId] : [writerId, otherId];
    const views = viewers.map((id) => factsFrom(id, row, members, message));
    return ok({ write: { message, conversationId: row.id, kind: step.kind, writerView: views[0] }, views });
  });
}

/** As the store's `visibleTo`: a gated conversation exists for its starter alone. */
export const visibleToWriter = (c: ConversationRow, writerId: string) =>
  c.gate === null || c.starterId === writerId;

/** The conversation the message goes into: as it is, reopened, or new. */
async function openFor(
  app: ChatApp,
  tx: Db,
  kind: WriteKind,
  conversation: ConversationRow | undefined,
  writerId: string,
  otherId: string,
  now: Date,
  gated: boolean,
): Promise<ConversationRow> {
  if (kind === 'start' || !conversation) {
    const row = await app.conversations.create(tx, { id: uuidv7(), starterId: writerId, otherId, at: now });
    // A conversation waiting for her guardian starts when the guardian approves it.
    if (!gated)
      await app.outbox.append(
        tx,
        conversationStarted({ conversationId: row.id, starterId: writerId, recipientId: otherId, at: now }),
      );
    return row;
  }
  if (kind === 'reopen') await app.conversations.reopen(tx, conversation.id, now);
  return conversation;
}
