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
 * Stored messages reach both members' devices (the sender's other devices too), each in their own
 * view read in the storing transaction, and each recipient's badge: one set of reads for however
 * many messages (a group commit's batch), each device told in the order the messages were stored.
 */
export async function announceMessages(
  app: ChatApp,
  written: ReadonlyArray<{ message: StoredMessage; views: readonly ConversationFacts[] }>,
) {
  const all = written.flatMap((w) => w.views);
  if (!all.length) return;
  const [presence, read] = await Promise.all([presencesFor(app, all), withGuardianReads(app, all)]);
  let k = 0;
  for (const { message, views } of written)
    for (const _ of views) {
      const facts = read[k++]!;
      app.live.toMember(facts.viewerId, SERVER_EVENTS.message, {
        message: messageFor(facts, message),
        conversation: conversationView(facts, presence(facts)),
      });
    }
  const recipients = [
    ...new Set(
      written.flatMap(({ message, views }) =>
        views.filter((f) => f.viewerId !== message.senderId).map((f) => f.viewerId),
      ),
    ),
  ];
  const totals = await app.conversations.unreadTotals(app.database.db, recipients);
  for (const id of recipients) app.live.toMember(id, SERVER_EVENTS.unread, { total: totals.get(id) ?? 0 });
}

/** What a write stored, announced: new messages together, each resend again as it is now. */
export async function announceStored(
  app: ChatApp,
  stored: ReadonlyArray<{
    write: { kind: string; conversationId: string; message: StoredMessage };
    views: readonly ConversationFacts[];
  }>,
) {
  await announceMessages(
    app,
    stored
      .filter((s) => s.write.kind !== 'resend')
      .map((s) => ({ message: s.write.message, views: s.views })),
  );
  for (const s of stored) if (s.write.kind === 'resend') await announceResend(app, s.write);
}

/** A resend: the message is announced again as both members now see it (the first telling may have died with its replica). */
export async function announceResend(
  app: ChatApp,
  written: { conversationId: string; message: StoredMessage },
) {
  const members = await bothViews(app, written.conversationId);
  await announceMessages(app, [{ message: written.message, views: members.map((m) => m.facts) }]);
}

/** The conversation changed (closed, reopened, messages removed): both members see it anew. */
export async function announceConversation(app: ChatApp, conversationId: string) {
  const both = await bothViews(app, conversationId);
  for (const { facts, presence } of both)
    app.live.toMember(facts.viewerId, SERVER_EVENTS.conversation, {
      conversation: conversationView(facts, presence),
    });
  // No call outlives its conversation's closing.
  if (both.some(({ facts }) => facts.status !== 'open'))
    await app.endCallIn(
      conversationId,
      both.map(({ facts }) => facts.viewerId),
    );
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
