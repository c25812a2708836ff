import type { AuditTargetType, PublicContent, StaffAction } from '@mawadda/contracts';
import {
  adminQuery,
  ok,
  refused,
  staffActed,
  type AdminListQuery,
  type AdminListRefusal,
  type Db,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { contentChanged } from '../events/cms-events.js';
import type { ContentTable } from '../store/content-tables.js';
import type { Written } from '../store/crud-store.js';
import type { ContentResource } from './content-resources.js';
import type { CmsApp } from './context.js';

/*
 * Staff CRUD of one content table (react-admin's simple REST). Each write commits with its audit
 * line, so the log has a write if and only if it happened, and with `content.changed`, on which
 * every cms process drops its cached public answers.
 */

type Id = number | string;
type NotFound = RefusalOf<'not_found'>;
type Taken = RefusalOf<'field_taken'>;
export type Writable<Row extends { id: Id }, Input> = ContentResource<Row, Input> &
  Required<Pick<ContentResource<Row, Input>, 'values'>>;

/** How a resource's writes are told in the audit log: its target type and the action of each write. */
export interface ContentAudit<Row> {
  type: AuditTargetType;
  create?: StaffAction;
  update?: StaffAction;
  delete?: StaffAction;
  /** The member a record concerns (feedback a member sent); content concerns none. */
  memberOf?: (row: Row) => string | null;
  /** The public content this is (announced on every write), or none (feedback). */
  publicContent?: PublicContent;
}

/** Who writes, and where the audit line goes. */
export interface StaffWrite<Row> {
  app: CmsApp;
  staff: Principal;
  audit: ContentAudit<Row>;
}

const notFound = (): { ok: false; refusal: NotFound } => refused({ refusal: 'not_found' });

async function audited<Row extends { id: Id }>(
  w: StaffWrite<Row>,
  tx: Db,
  action: StaffAction | undefined,
  row: Row,
) {
  if (w.audit.publicContent) await w.app.outbox.append(tx, contentChanged(w.audit.publicContent, row.id));
  if (!action) return;
  await w.app.outbox.append(
    tx,
    staffActed(w.staff, action, {
      type: w.audit.type,
      id: row.id,
      memberId: w.audit.memberOf?.(row) ?? null,
    }),
  );
}

async function answer<Row extends { id: Id }>(
  r: ContentTable<Row>,
  w: StaffWrite<Row>,
  tx: Db,
  action: StaffAction | undefined,
  written: Written<Row>,
): Promise<Outcome<unknown, Taken>> {
  if (!written.ok) return refused({ refusal: 'field_taken', field: written.taken });
  await audited(w, tx, action, written.row);
  return ok(r.toDto(written.row));
}

export async function listRecords<Row extends { id: Id }>(
  r: ContentTable<Row>,
  query: AdminListQuery,
): Promise<Outcome<{ items: unknown[]; total: number }, AdminListRefusal>> {
  const read = adminQuery(r.list, query);
  if ('refused' in read) return refused(read.refused);
  const { rows, total } = await r.store.list({ ...read, offset: query.offset, limit: query.limit });
  return ok({ items: rows.map(r.toDto), total });
}

export async function readRecord<Row extends { id: Id }>(
  r: ContentTable<Row>,
  id: Row['id'],
): Promise<Outcome<unknown, NotFound>> {
  const row = await r.store.get(id);
  return row ? ok(r.toDto(row)) : notFound();
}

export async function createRecord<Row extends { id: Id }, Input>(
  r: Writable<Row, Input>,
  w: StaffWrite<Row>,
  input: Input,
): Promise<Outcome<unknown, Taken>> {
  return afterCommit(
    w,
    await w.app.outbox.inTransaction(w.app.database.db, async (tx) =>
      answer(r, w, tx, w.audit.create, await r.store.insert(r.values(input, undefined, new Date()), tx)),
    ),
  );
}

/** A full replace: the write rule sees the row it replaces (a post keeps its publication date). */
export async function replaceRecord<Row extends { id: Id }, Input>(
  r: Writable<Row, Input>,
  w: StaffWrite<Row>,
  id: Row['id'],
  input: Input,
): Promise<Outcome<unknown, NotFound | Taken>> {
  const outcome = await w.app.outbox.inTransaction(w.app.database.db, async (tx) => {
    const existing = await r.store.get(id, tx);
    if (!existing) return notFound();
    const written = await r.store.update(id, r.values(input, existing, new Date()), tx);
    return written ? answer(r, w, tx, w.audit.update, written) : notFound();
  });
  return afterCommit(w, outcome);
}

/** Answers the deleted record, as react-admin expects. */
export async function deleteRecord<Row extends { id: Id }>(
  r: ContentTable<Row>,
  w: StaffWrite<Row>,
  id: Row['id'],
): Promise<Outcome<unknown, NotFound>> {
  const outcome = await w.app.outbox.inTransaction(w.app.database.db, async (tx) => {
    const row = await r.store.delete(id, tx);
    if (!row) return notFound();
    await audited(w, tx, w.audit.delete, row);
    return ok(r.toDto(row));
  });
  return afterCommit(w, outcome);
}

/**
 * The staff member who changed the public content sees the change on their next read: this
 * process drops its answers now; the others on `content.changed` (events/drop-cache-on-change.ts).
 */
function afterCommit<T extends { ok: boolean }>(w: StaffWrite<never>, outcome: T): T {
  if (outcome.ok && w.audit.publicContent) w.app.cache.clear();
  return outcome;
}
