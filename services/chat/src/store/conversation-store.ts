import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNull,
  min,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CloseReason, GuardianGate } from '@mawadda/contracts';
import { anyOf, keysetPage, type AdvisoryLock, type Db, type KeysetCursor } from '@mawadda/kit';
import type { ConversationFacts } from '../domain/views.js';
import {
  blocks,
  conversations,
  messages,
  participants,
  type ConversationRow,
  type MessageRow,
  type ParticipantRow,
} from './schema.js';

/** The pair's two ids in the order the unique index keeps them (smaller first). */
export const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** The lock every write between two members takes, whichever of them writes. */
const pairLockKey = (a: string, b: string) => `chat-pair:${pairOf(a, b).join(':')}`;

const me = alias(participants, 'me');
const them = alias(participants, 'them');
const last = alias(messages, 'last');

/**
 * A gated conversation (waiting or declined) exists for its starter alone: the member finds nothing
 * (no list entry, no unread, no history) until her guardian approves.
 */
export const visibleTo = (memberId: string | Placeholder | SQLWrapper) =>
  or(isNull(conversations.gate), eq(conversations.starterId, memberId));

/**
 * `ConversationStore.unreadTotals`' statement, also a part of a batch's announcement
 * (batch-store.ts): the one place the badge of several members is summed. Each conversation is
 * looked up by its key from the member's row, never joined: planned once for any list of members
 * (PGlite's generic plans), a join expects ten members and hashes the whole table instead.
 */
export const unreadTotalsQuery = (db: Db, memberIds: readonly string[]) =>
  db
    .select({
      memberId: participants.memberId,
      total: sql<number>`coalesce(sum(${participants.unread}), 0)::int`.as('total'),
    })
    .from(participants)
    .where(
      and(
        anyOf(participants.memberId, memberIds, 'uuid'),
        sql`(select ${visibleTo(participants.memberId)} from ${conversations}
          where ${conversations.id} = ${participants.conversationId})`,
      ),
    )
    .groupBy(participants.memberId);

/** The header badge: messages from others not yet read, across the member's conversations. */
const unreadTotalOf = (db: Db, memberId: string | Placeholder) =>
  db
    .select({ total: sql<number>`coalesce(sum(${participants.unread}), 0)::int` })
    .from(participants)
    .innerJoin(conversations, eq(conversations.id, participants.conversationId))
    .where(and(eq(participants.memberId, memberId), visibleTo(memberId)));

/** Conversations, their members' receipts, and the numbers that hand out message order. */
export class ConversationStore {
  /**
   * The badge is read after every stored message: built once (drizzle builds a query's SQL on each
   * call). A prepared query runs on the handle it was built on, so only reads outside a transaction
   * use it; the write path's statements run in one and are built per call.
   */
  private readonly preparedUnreadTotal;

  constructor(private readonly db: Db) {
    this.preparedUnreadTotal = unreadTotalOf(db, sql.placeholder('memberId')).prepare('chat_unread_total');
  }

  /**
   * Serialises every write between two members (start, reopen, close by the platform) in one
   * transaction, whichever of them writes and on whichever replica.
   */
  async lockPair(tx: Db, a: string, b: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pairLockKey(a, b)}, 0))`);
  }

  /**
   * `lockPair`'s locks for a batch of pairs, in the keys' sorted order, so two batches (or a batch
   * and a single write) never wait on each other in a cycle; taken with the batch's other locks in
   * one statement (kit `takeAdvisoryLocks`).
   */
  pairLocks(pairs: readonly (readonly [string, string])[]): AdvisoryLock[] {
    return [...new Set(pairs.map(([a, b]) => pairLockKey(a, b)))].sort().map((key) => ({ key }));
  }

  async findByPair(db: Db, a: string, b: string): Promise<ConversationRow | undefined> {
    const [x, y] = pairOf(a, b);
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.memberA, x), eq(conversations.memberB, y)));
    return row;
  }

  /** A conversation of this member's; undefined for anyone else's (so it is never told apart). */
  async findFor(db: Db, conversationId: string, memberId: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.id, conversationId),
          or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
          visibleTo(memberId),
        ),
      );
    return row;
  }

  /** The two members of a conversation, whoever asks (app/conversation-pairs.ts keeps them). */
  async membersOf(db: Db, conversationId: string): Promise<[string, string] | undefined> {
    const [row] = await db
      .select({ a: conversations.memberA, b: conversations.memberB })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    return row && [row.a, row.b];
  }

  /** A conversation by id alone, for telling its members about it. */
  async byId(db: Db, conversationId: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
    return row;
  }

  async create(
    tx: Db,
    c: { id: string; starterId: string; otherId: string; at: Date },
  ): Promise<ConversationRow> {
    const [memberA, memberB] = pairOf(c.starterId, c.otherId);
    const [row] = await tx
      .insert(conversations)
      .values({ id: c.id, memberA, memberB, starterId: c.starterId, createdAt: c.at, updatedAt: c.at })
      .returning();
    await tx.insert(participants).values([
      { conversationId: c.id, memberId: c.starterId },
      { conversationId: c.id, memberId: c.otherId },
    ]);
    return row!;
  }

  /** Takes the next message number; the conversation's last activity moves to `at`. Answers the row after. */
  async nextSeq(tx: Db, conversationId: string, at: Date): Promise<ConversationRow> {
    const [row] = await tx
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1`, updatedAt: at })
      .where(eq(conversations.id, conversationId))
      .returning();
    return row!;
  }

  /** A message to `recipientId` was stored: their unread count grows. Answers both members' rows. */
  async countMessage(tx: Db, conversationId: string, recipientId: string): Promise<ParticipantRow[]> {
    return tx
      .update(participants)
      .set({ unread: sql`${participants.unread} + (${participants.memberId} = ${recipientId})::int` })
      .where(eq(participants.conversationId, conversationId))
      .returning();
  }

  /** A member's unread count in a conversation set to nothing (a member who blocks them took it away). */
  async clearUnread(tx: Db, conversationId: string, memberId: string): Promise<void> {
    await tx
      .update(participants)
      .set({ unread: 0 })
      .where(and(eq(participants.conversationId, conversationId), eq(participants.memberId, memberId)));
  }

  /** A guardian's gate set (waiting, declined) or lifted (null: the conversation opens to both). */
  async setGate(tx: Db, conversationId: string, gate: GuardianGate | null, at: Date): Promise<void> {
    await tx
      .update(conversations)
      .set({ gate, gateAt: at, ...(gate === null ? { updatedAt: at } : {}) })
      .where(eq(conversations.id, conversationId));
  }

  async reopen(tx: Db, conversationId: string, at: Date): Promise<void> {
    await tx
      .update(conversations)
      .set({ status: 'open', closedReason: null, closedBy: null, updatedAt: at })
      .where(eq(conversations.id, conversationId));
  }

  async close(
    tx: Db,
    conversationId: string,
    c: { reason: CloseReason; closedBy: string | null; at: Date },
  ): Promise<void> {
    await tx
      .update(conversations)
      .set({ status: 'closed', closedReason: c.reason, closedBy: c.closedBy, updatedAt: c.at })
      .where(eq(conversations.id, conversationId));
  }

  /** Every open conversation of a member (to close on a suspension or an erasure), or of a pair. */
  async openOf(tx: Db, memberId: string, otherId?: string): Promise<ConversationRow[]> {
    const mine = or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId));
    const where = otherId
      ? and(
          eq(conversations.memberA, pairOf(memberId, otherId)[0]),
          eq(conversations.memberB, pairOf(memberId, otherId)[1]),
        )
      : mine;
    return tx
      .select()
      .from(conversations)
      .where(and(where, eq(conversations.status, 'open')))
      .for('update');
  }

  /** The other members of a member's open conversations (who see their presence). */
  async openCounterparts(db: Db, memberId: string): Promise<string[]> {
    const rows = await db
      .select({ a: conversations.memberA, b: conversations.memberB })
      .from(conversations)
      .where(
        and(
          or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
          eq(conversations.status, 'open'),
          isNull(conversations.gate),
        ),
      );
    return rows.map((r) => (r.a === memberId ? r.b : r.a));
  }

  /** Conversations a member started since `since`, and when the oldest of them was (the daily limit's window). */
  async startedSince(
    db: Db,
    starterId: string,
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await db
      .select({ count: count(), oldest: min(conversations.createdAt) })
      .from(conversations)
      .where(and(eq(conversations.starterId, starterId), gt(conversations.createdAt, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  }

  /** One conversation as `viewerId` sees it (before presence), or undefined when not theirs. */
  async factsOf(db: Db, viewerId: string, conversationId: string): Promise<ConversationFacts | undefined> {
    const [row] = await this.facts(db, viewerId, eq(conversations.id, conversationId), [], 1);
    return row;
  }

  /** A page of a member's conversations, the most recently active first (keyset on updatedAt, id). */
  async page(db: Db, viewerId: string, limit: number, cursor?: KeysetCursor) {
    return keysetPage<ConversationFacts>({
      at: conversations.updatedAt,
      id: conversations.id,
      limit,
      cursor,
      edgeOf: (f) => ({ at: f.updatedAt, id: f.id }),
      select: (where, order, n) => this.facts(db, viewerId, where, order, n),
    });
  }

  /** Messages from others not yet read, across every conversation of the member (the header badge). */
  async unreadTotal(db: Db, memberId: string): Promise<number> {
    const [row] =
      db === this.db
        ? await this.preparedUnreadTotal.execute({ memberId })
        : await unreadTotalOf(db, memberId);
    return Number(row?.total ?? 0);
  }

  /** `unreadTotal` for several members in one statement (a batch's recipients); absent ones have none. */
  async unreadTotals(db: Db, memberIds: readonly string[]): Promise<Map<string, number>> {
    if (!memberIds.length) return new Map();
    const rows = await unreadTotalsQuery(db, memberIds);
    return new Map(rows.map((r) => [r.memberId, Number(r.total)]));
  }

  /**
   * Every conversation of a member, oldest first (the export): a gated one only for its starter,
   * as for her it does not exist until her guardian approves it.
   */
  async allOf(db: Db, memberId: string): Promise<ConversationRow[]> {
    return db
      .select()
      .from(conversations)
      .where(
        and(
          or(eq(conversations.memberA, memberId), eq(conversations.memberB, memberId)),
          visibleTo(memberId),
        ),
      )
      .orderBy(asc(conversations.createdAt));
  }

  private async facts(
    db: Db,
    viewerId: string,
    where: SQL | undefined,
    order: SQL[],
    limit: number,
  ): Promise<ConversationFacts[]> {
    const rows = await db
      .select({ c: conversations, me, them, last })
      .from(conversations)
      .innerJoin(me, and(eq(me.conversationId, conversations.id), eq(me.memberId, viewerId)))
      .innerJoin(them, and(eq(them.conversationId, conversations.id), ne(them.memberId, viewerId)))
      .leftJoin(last, and(eq(last.conversationId, conversations.id), eq(last.seq, conversations.lastSeq)))
      // A member who blocks the viewer takes the conversation out of the viewer's reach entirely.
      .where(
        and(
          where,
          visibleTo(viewerId),
          sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${them.memberId} and ${blocks.blockedId} = ${viewerId})`,
        ),
      )
      .orderBy(...(order.length ? order : [desc(conversations.updatedAt)]))
      .limit(limit);
    return rows.map((r) => factsFrom(viewerId, r.c, [r.me, r.them], r.last));
  }
}

/** One member's view of a conversation from its row, its two members' receipts and its last message. */
export function factsFrom(
  viewerId: string,
  c: ConversationRow,
  members: readonly ParticipantRow[],
  lastMessage: MessageRow | null,
): ConversationFacts {
  const mine = members.find((p) => p.memberId === viewerId)!;
  const theirs = members.find((p) => p.memberId !== viewerId)!;
  return {
    id: c.id,
    viewerId,
    otherId: theirs.memberId,
    starterId: c.starterId,
    status: c.status,
    closedReason: c.closedReason,
    closedBy: c.closedBy,
    gate: c.gate,
    updatedAt: c.updatedAt,
    mine: { deliveredSeq: mine.deliveredSeq, readSeq: mine.readSeq },
    theirs: { deliveredSeq: theirs.deliveredSeq, readSeq: theirs.readSeq },
    lastMessage,
    unread: mine.unread,
  };
}
