import {
  ok,
  refused,
  type AdminListQuery,
  type AdminListRefusal,
  type AdminListRefused,
  type Db,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import type { MediaViewer } from '../domain/media-url.js';
import { NOT_FOUND, type ProfileRefusal, type RefusalOf } from '../domain/refusals.js';
import type { QueueDecision } from '../store/review-queue.js';
import type { ProfileRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';

/*
 * What the staff review queues share (moderation, verification): the queue read for one staff
 * member, and a decision under the owner's profile lock. Each queue says what its decision does
 * (audit line, events, files to delete after the commit).
 */

/** A queue row: the item, joined with what staff read beside it. */
interface QueueRow {
  item: { memberId: string };
}

/** What a use case needs of a queue's store (`ReviewQueueStore`). */
export interface StaffQueue<Row extends QueueRow, Decided, Reason extends string> {
  list(query: AdminListQuery): Promise<{ rows: Row[]; total: number } | AdminListRefused>;
  get(id: string, tx?: Db): Promise<Row | undefined>;
  decide(tx: Db, id: string, decision: QueueDecision<Reason>): Promise<Decided | undefined>;
}

/** Images and files in a staff answer are signed for the staff member reading it. */
export const staffViewer = (auth: Principal): MediaViewer => ({ kind: 'staff', id: auth.id });

/** A page of the queue as react-admin asks for it, each row as staff read it. */
export async function listQueueItems<Row extends QueueRow, Item>(
  queue: StaffQueue<Row, unknown, string>,
  query: AdminListQuery,
  view: (row: Row) => Item,
): Promise<Outcome<{ items: Item[]; total: number }, AdminListRefusal>> {
  const page = await queue.list(query);
  if ('refused' in page) return refused(page.refused);
  return ok({ items: page.rows.map(view), total: page.total });
}

/**
 * Decides one item under its owner's profile lock (uploads and edits of that member wait), then
 * `apply` does the queue's part in the same transaction. The store's conditional update makes
 * the first of two staff members the only one: the other gets `alreadyDecided`.
 */
export async function decideQueueItem<
  Row extends QueueRow,
  Decided,
  Reason extends string,
  Refusal extends ProfileRefusal,
  Value,
>(
  app: ProfileApp,
  auth: Principal,
  queue: { store: StaffQueue<Row, Decided, Reason>; alreadyDecided: Refusal },
  id: string,
  decision: { status: 'approved' | 'rejected'; reason?: Reason; note?: string | null },
  apply: (tx: Db, profile: ProfileRow, item: Decided) => Promise<Value>,
): Promise<Outcome<{ found: Row; value: Value }, RefusalOf<'not_found'> | Refusal>> {
  const { store } = queue;
  const found = await store.get(id);
  if (!found) return refused(NOT_FOUND);
  const decided = await app.outbox.inTransaction(
    app.database.db,
    async (tx): Promise<Outcome<Value, RefusalOf<'not_found'> | Refusal>> => {
      const profile = await app.store.lock(tx, found.item.memberId);
      const item = await store.decide(tx, id, {
        status: decision.status,
        decidedBy: auth.id,
        reason: decision.reason,
        note: decision.note,
      });
      if (!item) return refused((await store.get(id, tx)) ? queue.alreadyDecided : NOT_FOUND);
      // Erasure takes the queue with the profile; an item without one is not left to decide.
      if (!profile) return refused(NOT_FOUND);
      return ok(await apply(tx, profile, item));
    },
  );
  return decided.ok ? ok({ found, value: decided.value }) : decided;
}
