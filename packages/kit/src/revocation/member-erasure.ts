import { and, eq, sql } from 'drizzle-orm';
import { anyOf, arrayParam } from '../db/array-params.js';
import type { Db } from '../db/database.js';
import { revocationEntries } from './revocation-tables.js';

/*
 * Tombstones: once erased here, nothing a member does may create a row again, which token
 * revocation cannot promise. Write use cases check inside their transaction, and a per-member
 * advisory lock (shared for writes, exclusive for erasure) orders the two.
 */

const memberLock = (memberId: string) => sql`hashtextextended(${`member:${memberId}`}, 0)`;

/** In a write use case, first thing in its transaction: true when the member is erased here. */
export async function isErasedMember(tx: Db, memberId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${memberLock(memberId)})`);
  const found = await tx
    .select({ seq: revocationEntries.seq })
    .from(revocationEntries)
    .where(and(eq(revocationEntries.kind, 'member-deleted'), eq(revocationEntries.subject, memberId)))
    .limit(1);
  return found.length > 0;
}

/**
 * `isErasedMember` for several writers at once (a batch of writes in one transaction): the shared
 * locks are taken in one order, the ids' sorted order, so two batches never wait on each other in
 * a cycle. Answers the erased ones.
 */
export async function erasedAmong(tx: Db, memberIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(memberIds)].sort();
  if (!ids.length) return new Set();
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtextextended('member:' || m, 0))
        from unnest(${arrayParam(ids, 'text')}) with ordinality as t(m, n) order by n`,
  );
  const found = await tx
    .select({ subject: revocationEntries.subject })
    .from(revocationEntries)
    .where(and(eq(revocationEntries.kind, 'member-deleted'), anyOf(revocationEntries.subject, ids, 'text')));
  return new Set(found.map((f) => f.subject));
}

/**
 * In a service's erasure (its `member.deleted` consumer), before the purge: waits out the
 * member's writes in flight and leaves the tombstone every later write will find. The revocation
 * view reads it too, so this process refuses the member's tokens from here on.
 */
export async function recordErasure(
  tx: Db,
  erasure: { memberId: string; deletedAt: Date; eventId: string },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${memberLock(erasure.memberId)})`);
  await tx.insert(revocationEntries).values({
    kind: 'member-deleted',
    subject: erasure.memberId,
    at: erasure.deletedAt,
    eventId: erasure.eventId,
  });
}
