import { and, eq, sql } from 'drizzle-orm';
import { arrayParam } from '../db/array-params.js';
import type { Db } from '../db/database.js';
import { revocationEntries } from './revocation-tables.js';

/*
 * Tombstones: once erased here, nothing a member does may create a row again, which token
 * revocation cannot promise. Write use cases check inside their transaction, and a per-member
 * advisory lock (shared for writes, exclusive for erasure) orders the two.
 */

/** One member's lock key: shared by the writes, exclusive for the erasure, batched or not. */
const memberLockKey = (memberId: string) => `member:${memberId}`;
const memberLock = (memberId: string) => sql`hashtextextended(${memberLockKey(memberId)}, 0)`;

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

/** A transaction-scoped advisory lock, by key: shared (a member's writes) or exclusive. */
export interface AdvisoryLock {
  key: string;
  shared?: boolean;
}

/**
 * Takes advisory locks in one statement, in the order given: a batch that needs several kinds
 * (its writers', then its own) pays one round trip for them all, not one per kind.
 */
export async function takeAdvisoryLocks(tx: Db, locks: readonly AdvisoryLock[]): Promise<void> {
  if (!locks.length) return;
  await tx.execute(
    sql`select case when t.shared = 1 then pg_advisory_xact_lock_shared(hashtextextended(t.k, 0))
          else pg_advisory_xact_lock(hashtextextended(t.k, 0)) end
        from unnest(${arrayParam(
          locks.map((l) => l.key),
          'text',
        )}, ${arrayParam(
          locks.map((l) => (l.shared ? 1 : 0)),
          'int',
        )}) with ordinality as t(k, shared, n) order by n`,
  );
}

/**
 * `isErasedMember` for a batch of writes in one transaction, in two halves that ride on the
 * batch's own statements: `writerLocks` (shared, in the ids' sorted order, so two batches never
 * wait on each other in a cycle) go first in its lock statement (`takeAdvisoryLocks`), and
 * `erasedColumn` reads the tombstones in a statement after it, as one column (a JSON array of ids
 * or null; `erasedIn` reads it). The read must come after the locks, in a statement of its own:
 * a statement sees what had committed when it began, not an erasure that committed while it
 * waited for the lock.
 */
export const writerLocks = (memberIds: readonly string[]): AdvisoryLock[] =>
  [...new Set(memberIds)].sort().map((id) => ({ key: memberLockKey(id), shared: true }));

export const erasedColumn = (memberIds: readonly string[]) =>
  sql`(select json_agg(e.subject) from ${revocationEntries} e
        where e.kind = 'member-deleted' and e.subject = any(${arrayParam([...new Set(memberIds)], 'text')}))`;

export const erasedIn = (column: unknown): Set<string> => new Set((column ?? []) as string[]);

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
