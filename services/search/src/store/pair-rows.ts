import { and, eq, lt, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@mawadda/kit';

/**
 * A table of member pairs kept from social's events (blocks, follows): its two member columns and
 * `touchedAt`, which each event sets and the rebuild's sweep reads. Removing a pair, a member's
 * erasure and the sweep work the same on both, so they live here once.
 */
export interface PairTable {
  table: PgTable;
  first: AnyPgColumn;
  second: AnyPgColumn;
  touchedAt: AnyPgColumn;
}

/** Deletes the pair (first, second), one way only. */
export async function deletePair(tx: Db, p: PairTable, first: string, second: string): Promise<void> {
  await tx.delete(p.table).where(and(eq(p.first, first), eq(p.second, second)));
}

/** Deletes every pair a member is in, either side: an erased member leaves none. */
export async function deletePairsOf(tx: Db, p: PairTable, memberId: string): Promise<void> {
  await tx.delete(p.table).where(or(eq(p.first, memberId), eq(p.second, memberId)));
}

/** Deletes the pairs no event touched since `since` (a rebuild's start): answers how many. */
export async function sweepPairs(tx: Db, p: PairTable, since: Date): Promise<number> {
  const gone = await tx.delete(p.table).where(lt(p.touchedAt, since)).returning({ id: p.first });
  return gone.length;
}
