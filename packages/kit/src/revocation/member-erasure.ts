import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { revocationEntries } from './revocation-tables.js';

/*
 * Tombstones (issue 13): once a service has erased a member, nothing that member does may create
 * a row there again, or it would outlive the erasure for good. Token revocation alone cannot
 * promise that: a request verified a moment before the deletion reached this process, or handled
 * by a replica whose revocation view has not polled yet, still runs its use case. So each write
 * use case asks, inside its transaction, whether its acting member is erased here, and erasure
 * records the tombstone in the same transaction as the purge.
 *
 * A per-member advisory lock orders the two: a write holds it shared until it commits, erasure
 * takes it exclusively. Either the write commits first (and erasure, which waits, purges its
 * rows) or erasure commits first (and the write, which waits, then sees the tombstone).
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
