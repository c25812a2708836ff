import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { uuidv7, type Db } from '@mawadda/kit';
import type { PairStep } from '@mawadda/contracts';
import { pairHistory, pairs, type PairHistoryRow, type PairRow } from './schema.js';

const ordered = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** Pairs and their history: Drizzle queries only. */
export class PairStore {
  /** One transaction at a time per two members, whichever acts (and the consumer opening it). */
  async lockMembers(tx: Db, a: string, b: string): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${'match:' + ordered(a, b).join(':')}, 0))`,
    );
  }

  async activeBetween(db: Db, a: string, b: string): Promise<PairRow | undefined> {
    const [memberA, memberB] = ordered(a, b);
    const [row] = await db
      .select()
      .from(pairs)
      .where(and(eq(pairs.memberA, memberA), eq(pairs.memberB, memberB), eq(pairs.status, 'active')));
    return row;
  }

  async byId(db: Db, id: string): Promise<PairRow | undefined> {
    const [row] = await db.select().from(pairs).where(eq(pairs.id, id));
    return row;
  }

  async open(tx: Db, a: string, b: string, conversationId: string, at: Date): Promise<PairRow> {
    const [memberA, memberB] = ordered(a, b);
    const [row] = await tx
      .insert(pairs)
      .values({ id: uuidv7(), memberA, memberB, conversationId, createdAt: at, updatedAt: at })
      .returning();
    return row!;
  }

  /** Active pairs whose proposal was last told of before `before` (made or reminded), oldest first. */
  async waitingSince(db: Db, before: Date, limit: number): Promise<PairRow[]> {
    const told = sql`coalesce((${pairs.proposal} ->> 'remindedAt')::timestamptz, (${pairs.proposal} ->> 'at')::timestamptz)`;
    return db
      .select()
      .from(pairs)
      .where(
        and(
          eq(pairs.status, 'active'),
          sql`${pairs.proposal} is not null`,
          sql`${told} <= ${before.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(told))
      .limit(limit);
  }

  /** Notes on the waiting proposal that those it waits for were reminded now. */
  async markReminded(tx: Db, id: string, at: Date): Promise<void> {
    await tx
      .update(pairs)
      .set({
        proposal: sql`jsonb_set(${pairs.proposal}, '{remindedAt}', to_jsonb(${at.toISOString()}::text))`,
      })
      .where(eq(pairs.id, id));
  }

  async save(tx: Db, id: string, values: Partial<PairRow>): Promise<void> {
    await tx
      .update(pairs)
      .set({ ...values, version: sql`${pairs.version} + 1`, updatedAt: values.updatedAt ?? new Date() })
      .where(eq(pairs.id, id));
  }

  async record(
    tx: Db,
    entries: { pairId: string; step: PairStep; stage: PairRow['stage']; by: string | null; at: Date }[],
  ): Promise<void> {
    if (entries.length) await tx.insert(pairHistory).values(entries.map((e) => ({ id: uuidv7(), ...e })));
  }

  async history(db: Db, pairId: string): Promise<PairHistoryRow[]> {
    return db
      .select()
      .from(pairHistory)
      .where(eq(pairHistory.pairId, pairId))
      .orderBy(asc(pairHistory.at), asc(pairHistory.id));
  }

  /** The pairs of these members, most recently changed first. */
  async ofMembers(db: Db, memberIds: readonly string[]): Promise<PairRow[]> {
    if (memberIds.length === 0) return [];
    return db
      .select()
      .from(pairs)
      .where(or(inArray(pairs.memberA, [...memberIds]), inArray(pairs.memberB, [...memberIds])))
      .orderBy(desc(pairs.updatedAt))
      .limit(100);
  }

  /** The active pairs a member is in (a block or an erasure ends them). */
  async activeOf(db: Db, memberId: string): Promise<PairRow[]> {
    return db
      .select()
      .from(pairs)
      .where(and(eq(pairs.status, 'active'), or(eq(pairs.memberA, memberId), eq(pairs.memberB, memberId))));
  }

  /** Marriages confirmed on the site: one per married pair. */
  async marriages(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(pairs).where(eq(pairs.stage, 'married'));
    return row?.n ?? 0;
  }

  async byConversation(db: Db, conversationId: string): Promise<PairRow | undefined> {
    const [row] = await db
      .select()
      .from(pairs)
      .where(and(eq(pairs.conversationId, conversationId), eq(pairs.status, 'active')));
    return row;
  }
}
