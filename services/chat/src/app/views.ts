import type { ChatMessage, Conversation, Presence, Visibility } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { showsPresence } from '../domain/header-sight.js';
import {
  conversationView,
  messageView,
  recipientOf,
  type ConversationFacts,
  type StoredMessage,
} from '../domain/views.js';
import { followKey } from '../store/graph-store.js';
import type { ChatApp } from './context.js';

/**
 * The other member's presence as its viewer may see it: `online` only while she is connected, not
 * waiting for her guardian, and the profile's rule lets this viewer read it. `asGuest`: a guardian
 * reading her conversations, a guest to the other members.
 */
export async function presencesFor(
  app: ChatApp,
  facts: readonly ConversationFacts[],
  options: { asGuest?: boolean; db?: Db } = {},
): Promise<(f: ConversationFacts) => Presence> {
  const db = options.db ?? app.database.db;
  const others = [...new Set(facts.map((f) => f.otherId))];
  const viewers = [...new Set(facts.map((f) => f.viewerId))];
  const [online, profiles, follows] = await Promise.all([
    app.presence.online(others),
    app.members.visibilities(db, others),
    options.asGuest ? new Set<string>() : app.graph.followsAmong(db, viewers, others),
  ]);
  return presenceFrom({ online, profiles, follows }, options.asGuest === true);
}

/** The presence rule of `presencesFor`, judged from what was read for the lot. */
export function presenceFrom(
  read: {
    online: ReadonlySet<string>;
    profiles: ReadonlyMap<string, { visibility: Visibility }>;
    follows: ReadonlySet<string>;
  },
  asGuest = false,
): (f: ConversationFacts) => Presence {
  return (f) =>
    read.online.has(f.otherId) &&
    !f.gate &&
    showsPresence(read.profiles.get(f.otherId), {
      guest: asGuest,
      follows: read.follows.has(followKey(f.viewerId, f.otherId)),
    })
      ? 'online'
      : 'offline';
}

/** Conversations as their viewer sees them, with the other member's chat presence. */
export async function viewsOf(
  app: ChatApp,
  facts: readonly ConversationFacts[],
  options: { asGuest?: boolean } = {},
): Promise<Conversation[]> {
  const [presence, read] = await Promise.all([
    presencesFor(app, facts, options),
    withGuardianReads(app, facts),
  ]);
  return read.map((f) => conversationView(f, presence(f)));
}

/**
 * Each conversation marked where a guardian of either member reads it, so both sides are told. One
 * query for the lot.
 */
export async function withGuardianReads(
  app: ChatApp,
  facts: readonly ConversationFacts[],
  db: Db = app.database.db,
): Promise<ConversationFacts[]> {
  const read = await app.guardians.readBy(db, [...new Set(facts.flatMap((f) => [f.viewerId, f.otherId]))]);
  return markGuardianReads(facts, read);
}

/** Each conversation marked where a guardian of either member (one of `read`) reads it. */
export const markGuardianReads = (
  facts: readonly ConversationFacts[],
  read: ReadonlySet<string>,
): ConversationFacts[] =>
  facts.map((f) => ({ ...f, guardianReads: read.has(f.viewerId) || read.has(f.otherId) }));

/** One conversation as `viewerId` sees it now, or undefined when it is not (or no longer) theirs to see. */
export async function conversationFor(
  app: ChatApp,
  viewerId: string,
  conversationId: string,
  db: Db = app.database.db,
): Promise<Conversation | undefined> {
  const facts = await app.conversations.factsOf(db, viewerId, conversationId);
  return facts && (await viewsOf(app, [facts]))[0];
}

/** A message in a conversation as `facts.viewerId` sees it (its ticks are its recipient's). */
export const messageFor = (facts: ConversationFacts, m: StoredMessage): ChatMessage =>
  messageView(m, recipientOf(facts, m));

/** The message just written, as its writer sees it (the ack, the HTTP answer). */
export async function writtenFor(
  app: ChatApp,
  writerId: string,
  written: { conversationId: string; message: StoredMessage; writerView?: ConversationFacts },
): Promise<ChatMessage> {
  const facts =
    written.writerView ??
    (await app.conversations.factsOf(app.database.db, writerId, written.conversationId));
  // A resend whose conversation the writer can no longer see still answers the message they sent.
  return facts
    ? messageFor(facts, written.message)
    : messageView(written.message, { deliveredSeq: 0, readSeq: 0 });
}
