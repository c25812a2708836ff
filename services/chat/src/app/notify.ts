import { SERVER_EVENTS } from '@mawadda/contracts';
import { conversationView, type ConversationFacts, type StoredMessage } from '../domain/views.js';
import type { ChatApp } from './context.js';
import { onlineOf, type DeviceCounts } from '../presence/presence.js';
import type { ReceiptMoved } from '../store/receipt-store.js';
import { markGuardianReads, messageFor, presenceFrom, presencesFor, withGuardianReads } from './views.js';

/*
 * What members' open devices are told once a change has committed (never before: a device that
 * hears of a message must find it when it reads). Each member is told in their own view: the
 * conversation's `memberId` is the other one, the ticks are the recipient's.
 */

/** A message to tell of, in the views of the members who see it; `origin` is the socket that sent it. */
interface Announced {
  message: StoredMessage;
  views: readonly ConversationFacts[];
  origin?: string;
}

/**
 * Stored messages reach both members' devices (the sender's other devices too), each in their own
 * view read in the storing transaction, the recipient's with her new unread total: one set of
 * reads for however many messages (a group commit's batch), each device told in the order the
 * messages were stored. The device that sent a message is not told: its ack carries the message.
 */
export async function announceMessages(app: ChatApp, written: readonly Announced[]) {
  const all = written.flatMap((w) => w.views);
  if (!all.length) return;
  const recipients = [
    ...new Set(
      written.flatMap(({ message, views }) =>
        views.filter((f) => f.viewerId !== message.senderId).map((f) => f.viewerId),
      ),
    ),
  ];
  const viewers = [...new Set(all.map((f) => f.viewerId))];
  const others = [...new Set(all.map((f) => f.otherId))];
  // Everything the telling reads from the database in one statement: one round trip a batch, not
  // four (presence itself is in memory or Redis), the senders' devices counted with the others'.
  const senders = written.flatMap((w) => (w.origin ? [w.message.senderId] : []));
  const [devices, facts] = await Promise.all([
    app.presence.devices([...new Set([...others, ...senders])]),
    app.batches.announceFactsOf(app.database.db, { viewers, others, recipients }),
  ]);
  const online = onlineOf(others, devices);
  const presence = presenceFrom({ online, profiles: facts.visibilities, follows: facts.follows });
  const read = markGuardianReads(all, facts.guardianReads);
  const totals = facts.unread;
  let k = 0;
  for (const { message, views, origin } of written)
    for (const _ of views) {
      const facts = read[k++]!;
      const mine = facts.viewerId === message.senderId;
      if (mine && origin && aloneOn(devices, facts.viewerId)) continue;
      app.live.toMember(
        facts.viewerId,
        SERVER_EVENTS.message,
        {
          message: messageFor(facts, message),
          conversation: conversationView(facts, presence(facts)),
          ...(mine ? {} : { unread: totals.get(facts.viewerId) ?? 0 }),
        },
        mine ? origin : undefined,
      );
    }
}

/**
 * A member has no device but the one a frame came on (counted on every replica): telling her
 * other devices would encode, and with replicas publish to all of them, a frame nobody receives.
 * A device that connects after the count reads what was committed before it when it loads.
 */
const aloneOn = (devices: DeviceCounts, memberId: string) =>
  devices.everywhere && (devices.of.get(memberId) ?? Infinity) <= 1;

/** What a write stored, announced: new messages together, each resend again as it is now. */
export async function announceStored(
  app: ChatApp,
  stored: ReadonlyArray<{
    write: { kind: string; conversationId: string; message: StoredMessage };
    views: readonly ConversationFacts[];
    origin?: string;
  }>,
) {
  await announceMessages(
    app,
    stored
      .filter((s) => s.write.kind !== 'resend')
      .map((s) => ({ message: s.write.message, views: s.views, origin: s.origin })),
  );
  for (const s of stored) if (s.write.kind === 'resend') await announceResend(app, s.write, s.origin);
}

/** A resend: the message is announced again as both members now see it (the first telling may have died with its replica). */
export async function announceResend(
  app: ChatApp,
  written: { conversationId: string; message: StoredMessage },
  origin?: string,
) {
  const members = await bothViews(app, written.conversationId);
  await announceMessages(app, [{ message: written.message, views: members.map((m) => m.facts), origin }]);
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

/**
 * Members' receipts moved: each other member's ticks change; a reader whose read moved has a new
 * badge (one read of the totals for the lot). `origins`: the socket each reader's read frames came
 * on, if one: it hears the badge directly, and her other devices, if she has any, through the room.
 */
export async function announceReceipts(
  app: ChatApp,
  stored: readonly ReceiptMoved[],
  origins: ReadonlyMap<string, string | undefined> = new Map(),
) {
  const readers = new Set<string>();
  for (const { conversationId, memberId, otherId, moved, readMoved } of stored) {
    if (!moved) continue;
    app.live.toMember(otherId, SERVER_EVENTS.receipt, { conversationId, ...moved });
    if (readMoved) readers.add(memberId);
  }
  if (!readers.size) return;
  const fromOne = [...readers].filter((id) => origins.get(id) !== undefined);
  const [totals, devices] = await Promise.all([
    app.conversations.unreadTotals(app.database.db, [...readers]),
    app.presence.devices(fromOne),
  ]);
  for (const id of readers) {
    const badge = { total: totals.get(id) ?? 0 };
    const origin = origins.get(id);
    if (origin === undefined) {
      app.live.toMember(id, SERVER_EVENTS.unread, badge);
      continue;
    }
    app.live.toSocket(origin, SERVER_EVENTS.unread, badge);
    if (!aloneOn(devices, id)) app.live.toMember(id, SERVER_EVENTS.unread, badge, origin);
  }
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
