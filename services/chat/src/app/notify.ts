import { SERVER_EVENTS } from '@mawadda/contracts';
import { conversationView, type ConversationFacts, type StoredMessage } from '../domain/views.js';
import type { ChatApp } from './context.js';
import { messageFor, presencesFor, withGuardianReads } from './views.js';

/*
 * What members' open devices are told once a change has committed (never before: a device that
 * hears of a message must find it when it reads). Each member is told in their own view: the
 * conversation's `memberId` is the other one, the ticks are the recipient's.
 */

/**
 * A stored message reaches both members' devices (the sender's other devices too), each in their
 * own view read in the storing transaction, and the recipient's badge.
 */
export async function announceMessage(
  app: ChatApp,
  message: StoredMessage,
  views: readonly ConversationFacts[],
) {
  const presence = await presencesFor(app, views);
  for (const facts of await withGuardianReads(app, views))
    app.live.toMember(facts.viewerId, SERVER_EVENTS.message, {
      message: messageFor(facts, message),
      conversation: conversationView(facts, presence(facts)),
    });
  const recipient = views.find((f) => f.viewerId !== message.senderId);
  if (recipient) await announceUnread(app, recipient.viewerId);
}

/** A resend: the message is announced again as both members now see it (the first telling may have died with its replica). */
export async function announceResend(
  app: ChatApp,
  written: { conversationId: string; message: StoredMessage },
) {
  const members = await bothViews(app, written.conversationId);
  await announceMessage(
    app,
    written.message,
    members.map((m) => m.facts),
  );
}

/** The conversation changed (closed, reopened, messages removed): both members see it anew. */
export async function announceConversation(app: ChatApp, conversationId: string) {
  for (const { facts, presence } of await bothViews(app, conversationId))
    app.live.toMember(facts.viewerId, SERVER_EVENTS.conversation, {
      conversation: conversationView(facts, presence),
    });
}

/** A member's receipts moved: the other member's ticks change; the reader's own badge follows. */
export async function announceReceipts(
  app: ChatApp,
  c: { conversationId: string; readerId: string; otherId: string; deliveredSeq: number; readSeq: number },
) {
  app.live.toMember(c.otherId, SERVER_EVENTS.receipt, {
    conversationId: c.conversationId,
    deliveredSeq: c.deliveredSeq,
    readSeq: c.readSeq,
  });
  await announceUnread(app, c.readerId);
}

export async function announceUnread(app: ChatApp, memberId: string) {
  const total = await app.conversations.unreadTotal(app.database.db, memberId);
  app.live.toMember(memberId, SERVER_EVENTS.unread, { total });
}

/** The conversation as each of its two members sees it (a member the other blocks sees nothing). */
async function bothViews(app: ChatApp, conversationId: string) {
  const db = app.database.db;
  const row = await app.conversations.byId(db, conversationId);
  if (!row) return [];
  const facts = (
    await Promise.all(
      [row.memberA, row.memberB].map((id) => app.conversations.factsOf(db, id, conversationId)),
    )
  ).filter((f) => f !== undefined);
  const presence = await presencesFor(app, facts);
  return (await withGuardianReads(app, facts)).map((f) => ({ facts: f, presence: presence(f) }));
}
