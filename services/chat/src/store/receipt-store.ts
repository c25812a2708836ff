import { sql } from 'drizzle-orm';
import { arrayParam, rowsOf, type Db } from '@mawadda/kit';
import { blocks, conversations, messages, participants } from './schema.js';

/** How far one member's receipts in one conversation should go (merged, not yet capped). */
export interface ReceiptMove {
  conversationId: string;
  memberId: string;
  delivered: number;
  read: number;
}

/** A move as stored, for a conversation that is the member's to see: `moved` absent when nothing moved. */
export interface ReceiptMoved {
  conversationId: string;
  memberId: string;
  otherId: string;
  moved?: { deliveredSeq: number; readSeq: number };
  /** Her read moved: her unread count was recounted. */
  readMoved: boolean;
}

/**
 * Receipts of many members in many conversations, moved in one statement. A move counts only
 * where the conversation is the member's to see (not gated away from her, not behind a block of
 * the other's), is capped at its last message, and only goes forward (`greatest`): receipts that
 * race each other, in a batch or across replicas, never move a watermark back. The rows are locked
 * in key order first, as a batch of messages locks them (batch-store.ts), so the two never deadlock.
 */
export class ReceiptStore {
  async moveMany(db: Db, moves: readonly ReceiptMove[]): Promise<ReceiptMoved[]> {
    if (!moves.length) return [];
    const ids = (f: (m: ReceiptMove) => string) => arrayParam(moves.map(f), 'uuid');
    const seqs = (f: (m: ReceiptMove) => number) => arrayParam(moves.map(f), 'int');
    const rows = rowsOf<{
      conversation_id: string;
      member_id: string;
      other_id: string;
      delivered_seq: number | null;
      read_seq: number | null;
      read_moved: boolean;
    }>(
      await db.execute(sql`
        with r as (
          select * from unnest(${ids((m) => m.conversationId)}, ${ids((m) => m.memberId)},
            ${seqs((m) => m.delivered)}, ${seqs((m) => m.read)}) as r(conversation_id, member_id, delivered, read)
        ),
        seen as (
          select r.conversation_id, r.member_id,
            case when c.member_a = r.member_id then c.member_b else c.member_a end as other_id,
            least(greatest(r.delivered, r.read), c.last_seq) as delivered,
            least(r.read, c.last_seq) as read
          from r join ${conversations} c on c.id = r.conversation_id
          -- Redundant, for the plan made once for any list: the conversations found by key.
          where c.id = any(${ids((m) => m.conversationId)}) and r.member_id in (c.member_a, c.member_b)
            and (c.gate is null or c.starter_id = r.member_id)
        ),
        visible as (
          select s.*, p.read_seq as was_read from seen s
          join ${participants} p on p.conversation_id = s.conversation_id and p.member_id = s.member_id
          where not exists (select 1 from ${blocks} b where b.blocker_id = s.other_id and b.blocked_id = s.member_id)
        ),
        locked as materialized (
          select p.conversation_id, p.member_id from ${participants} p
          join visible v on p.conversation_id = v.conversation_id and p.member_id = v.member_id
          order by p.conversation_id, p.member_id
          for update of p
        ),
        moved as (
          update ${participants} p set
            delivered_seq = greatest(p.delivered_seq, v.delivered),
            read_seq = greatest(p.read_seq, v.read),
            -- Reading recounts what is left: the other member's messages past the new watermark.
            unread = case when v.read > p.read_seq
              then (select count(*)::int from ${messages} m
                where m.conversation_id = v.conversation_id and m.seq > v.read and m.sender_id <> v.member_id)
              else p.unread end
          from visible v join locked l using (conversation_id, member_id)
          where p.conversation_id = v.conversation_id and p.member_id = v.member_id
            and (v.delivered > p.delivered_seq or v.read > p.read_seq)
          returning p.conversation_id, p.member_id, p.delivered_seq, p.read_seq
        )
        select v.conversation_id, v.member_id, v.other_id, m.delivered_seq, m.read_seq,
          coalesce(m.read_seq > v.was_read, false) as read_moved
        from visible v left join moved m using (conversation_id, member_id)`),
    );
    return rows.map((r) => ({
      conversationId: r.conversation_id,
      memberId: r.member_id,
      otherId: r.other_id,
      ...(r.delivered_seq === null || r.read_seq === null
        ? {}
        : { moved: { deliveredSeq: r.delivered_seq, readSeq: r.read_seq } }),
      readMoved: r.read_moved,
    }));
  }
}
