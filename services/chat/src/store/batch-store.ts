import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Visibility } from '@mawadda/contracts';
import { arrayParam, erasedColumn, erasedIn, rowFromJson, rowsOf, type Db } from '@mawadda/kit';
import { followKey, followsAmongQuery } from './graph-store.js';
import { readByQuery } from './guardian-store.js';
import { visibilitiesQuery } from './member-store.js';
import { pairOf, unreadTotalsQuery } from './conversation-store.js';
import { clientKey } from './message-store.js';
import {
  blocks,
  conversations,
  members,
  messages,
  participants,
  type ConversationRow,
  type MemberRow,
  type MessageRow,
  type ParticipantRow,
} from './schema.js';

/** One message of a batch: who writes to whom, under which client id. */
export interface BatchKey {
  writerId: string;
  otherId: string;
  clientId: string;
}

/** What the rules need of a batch's messages. */
export interface BatchFacts {
  /** The pairs' conversations by `pairKey` (smaller id first). */
  rows: Map<string, ConversationRow>;
  others: Map<string, MemberRow>;
  /** Blocks among the pairs, as `followKey`s (blocker, blocked). */
  blocks: Set<string>;
  /** Messages already stored under a key's client id, by `clientKey`. */
  stored: Map<string, MessageRow>;
  /** The writers erased here (kit member-erasure: read after their locks). */
  erased: Set<string>;
}

/** What telling of a batch's messages reads, for the members it names. */
export interface AnnounceFacts {
  /** The other members' profile visibility (whose presence a viewer may see). */
  visibilities: Map<string, { visibility: Visibility }>;
  /** Follows from a viewer to another member, as `followKey`s. */
  follows: Set<string>;
  /** The viewers and others whose guardian reads their conversations. */
  guardianReads: Set<string>;
  /** Each recipient's unread total across the conversations she sees. */
  unread: Map<string, number>;
}

/** A reply to store: its place among its conversation's messages in the batch (`k`, from 1). */
export interface BatchReply {
  id: string;
  conversationId: string;
  k: number;
  senderId: string;
  clientId: string;
  text: string;
}

const list = (values: readonly string[]) => arrayParam(values, 'uuid');
const jsonRows = <T>(value: unknown, map: (j: Record<string, unknown>) => T): T[] =>
  ((value ?? []) as Array<Record<string, unknown>>).map(map);

/**
 * A group commit's reads and writes, each one statement whatever the batch's size: a statement is
 * a round trip to PostgreSQL (and framing work on the embedded engine), which a batch pays once.
 * Lists travel as array parameters; several tables' rows come back as JSON, mapped as drizzle
 * maps a select (kit `rowFromJson`). A table joined to a list is also filtered by `= any(list)`,
 * redundantly: a plan made once for any list (PGlite's generic plans) expects ten keys, and
 * without an indexed condition it reads such a table whole.
 */
export class BatchStore {
  /**
   * Read after the writers and the pairs are locked: the writers' tombstones, the pairs'
   * conversations, the other members, blocks, stored client ids.
   */
  async factsOf(tx: Db, keys: readonly BatchKey[]): Promise<BatchFacts> {
    const pairs = keys.map((k) => pairOf(k.writerId, k.otherId));
    const [a, b] = [list(pairs.map((p) => p[0])), list(pairs.map((p) => p[1]))];
    const [writers, others] = [list(keys.map((k) => k.writerId)), list(keys.map((k) => k.otherId))];
    const clients = list(keys.map((k) => k.clientId));
    const [row] = rowsOf<Record<'erased' | 'conversations' | 'members' | 'blocks' | 'stored', unknown>>(
      await tx.execute(sql`
        select
          ${erasedColumn(keys.map((k) => k.writerId))} as erased,
          (select json_agg(c) from ${conversations} c
            where c.member_b = any(${b}) and (c.member_a, c.member_b) in (select * from unnest(${a}, ${b}))) as conversations,
          (select json_agg(m) from ${members} m where m.member_id = any(${others})) as members,
          (select json_agg(x) from ${blocks} x
            where x.blocker_id = any(${writers} || ${others}) and (x.blocker_id, x.blocked_id) in
              (select * from unnest(${writers}, ${others}) union all select * from unnest(${others}, ${writers}))) as blocks,
          -- A message stored under the key (at most one: messages_client_idx is unique). The limit
          -- keeps the probe a lookup on that index: flattened into a join, the planner probed by
          -- conversation alone and filtered every message the conversation ever had.
          (select json_agg(m) from unnest(${writers}, ${others}, ${clients}) as k(w, o, cl)
            join ${conversations} c on c.member_a = least(k.w, k.o) and c.member_b = greatest(k.w, k.o)
              and c.member_b = any(${b})
            cross join lateral (select * from ${messages} m
              where m.conversation_id = c.id and m.sender_id = k.w and m.client_id = k.cl limit 1) m) as stored`),
    );
    const rows = jsonRows(row!.conversations, (j) => rowFromJson(conversations, j));
    const stored = jsonRows(row!.stored, (j) => rowFromJson(messages, j));
    return {
      rows: new Map(rows.map((r) => [`${r.memberA}:${r.memberB}`, r])),
      others: new Map(jsonRows(row!.members, (j) => rowFromJson(members, j)).map((m) => [m.memberId, m])),
      blocks: new Set(
        jsonRows(row!.blocks, (j) => rowFromJson(blocks, j)).map((x) => followKey(x.blockerId, x.blockedId)),
      ),
      stored: new Map(stored.map((m) => [clientKey(m), m])),
      erased: erasedIn(row!.erased),
    };
  }

  /**
   * Stores replies in one statement: each conversation takes `taken` message numbers at once, each
   * reply is numbered by its place among them, and each member's unread count grows by `received`
   * (keys `conversationId memberId`), and the batch's events go into the outbox. Answers the
   * conversations and both members' rows after: only the rows whose count grows are written (the
   * senders' are read), as each write of a row is a new version of it and its WAL.
   * The members' rows are locked in key order first, as receipts lock them (receipt-store.ts): two
   * statements locking shared rows in different orders deadlock, and PostgreSQL only notices after
   * `deadlock_timeout` (a second), which every message of both batches would wait.
   */
  async writeReplies(
    tx: Db,
    w: {
      taken: ReadonlyMap<string, number>;
      replies: readonly BatchReply[];
      received: ReadonlyMap<string, number>;
      at: Date;
      /** The batch's events, the outbox's insert (`Outbox.inserting`), written in this statement. */
      events: SQL;
    },
  ): Promise<{ conversations: ConversationRow[]; participants: ParticipantRow[] }> {
    const at = sql`${w.at.toISOString()}::timestamptz`;
    const taken = list([...w.taken.keys()]);
    const column = <K extends keyof BatchReply>(key: K, type: 'uuid' | 'text' | 'int') =>
      arrayParam(
        w.replies.map((r) => r[key]),
        type,
      );
    // Only the members whose count grows are written; the others' rows are locked and read.
    const received = [...w.received].map(([key, n]) => [...key.split(' '), n] as [string, string, number]);
    const [row] = rowsOf<{ conversations: unknown; participants: unknown }>(
      await tx.execute(sql`
        with steps as (
          select * from unnest(${taken}, ${arrayParam([...w.taken.values()], 'int')}) as s(id, n)
        ), adv as (
          update ${conversations} c set last_seq = c.last_seq + s.n, updated_at = ${at}
          from steps s where c.id = s.id and c.id = any(${taken})
          returning c.*
        ), ins as (
          insert into ${messages} (id, conversation_id, seq, sender_id, client_id, text, removed, sent_at)
          select m.id, m.conversation_id, adv.last_seq - s.n + m.k, m.sender_id, m.client_id, m.text, false, ${at}
          from unnest(${column('id', 'uuid')}, ${column('conversationId', 'uuid')}, ${column('k', 'int')},
            ${column('senderId', 'uuid')}, ${column('clientId', 'uuid')}, ${column('text', 'text')})
            as m(id, conversation_id, k, sender_id, client_id, text)
          join adv on adv.id = m.conversation_id
          join steps s on s.id = m.conversation_id
        ), locked as materialized (
          select p.* from ${participants} p
          where p.conversation_id = any(${taken})
          order by p.conversation_id, p.member_id
          for update
        ), cnt as (
          update ${participants} p
          set unread = p.unread + r.n
          from locked l
          join unnest(${list(received.map((r) => r[0]))}, ${list(received.map((r) => r[1]))},
            ${arrayParam(
              received.map((r) => r[2]),
              'int',
            )}) as r(conversation_id, member_id, n)
            on r.conversation_id = l.conversation_id and r.member_id = l.member_id
          where p.conversation_id = l.conversation_id and p.member_id = l.member_id
          returning p.*
        ), events as (${w.events})
        select (select json_agg(adv) from adv) as conversations,
          (select json_agg(x) from (select * from cnt union all select * from locked l
            where not exists (select 1 from cnt
              where cnt.conversation_id = l.conversation_id and cnt.member_id = l.member_id)) x) as participants`),
    );
    return {
      conversations: jsonRows(row!.conversations, (j) => rowFromJson(conversations, j)),
      participants: jsonRows(row!.participants, (j) => rowFromJson(participants, j)),
    };
  }

  /**
   * Everything telling of a batch reads, in one statement after its commit: the stores' own
   * statements for the other members' visibility, the viewers' follows of them, whose guardian
   * reads (of both sides) and the recipients' unread totals, each as a JSON column.
   */
  async announceFactsOf(
    db: Db,
    ids: { viewers: readonly string[]; others: readonly string[]; recipients: readonly string[] },
  ): Promise<AnnounceFacts> {
    const of = (query: SQLWrapper) => sql`(select json_agg(t) from (${query}) t)`;
    const [row] = rowsOf<Record<'visibilities' | 'follows' | 'reads' | 'unread', unknown>>(
      await db.execute(sql`
        select
          ${of(visibilitiesQuery(db, ids.others))} as visibilities,
          ${of(followsAmongQuery(db, ids.viewers, ids.others))} as follows,
          ${of(readByQuery(db, [...new Set([...ids.viewers, ...ids.others])]))} as reads,
          ${of(unreadTotalsQuery(db, ids.recipients))} as unread`),
    );
    const json = <T>(value: unknown) => (value ?? []) as T[];
    return {
      visibilities: new Map(
        json<{ member_id: string; visibility: Visibility }>(row!.visibilities).map((m) => [
          m.member_id,
          { visibility: m.visibility },
        ]),
      ),
      follows: new Set(
        json<{ follower_id: string; target_id: string }>(row!.follows).map((f) =>
          followKey(f.follower_id, f.target_id),
        ),
      ),
      guardianReads: new Set(json<{ member_id: string }>(row!.reads).map((g) => g.member_id)),
      unread: new Map(
        json<{ member_id: string; total: number }>(row!.unread).map((u) => [u.member_id, u.total]),
      ),
    };
  }
}
