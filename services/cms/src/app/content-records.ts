import { adminOrder, adminWhere, ok, refused, type AdminListQuery, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { ContentTable } from '../store/content-tables.js';
import type { Written } from '../store/crud-store.js';
import type { ContentResource } from './content-resources.js';

/*
 * Staff CRUD of one content table, in react-admin's simple REST terms. A single statement each,
 * with no event: what the public site shows is read fresh, so nothing else needs telling.
 */

type Id = number | string;
type NotFound = RefusalOf<'not_found'>;
type Taken = RefusalOf<'field_taken'>;
export type Writable<Row extends { id: Id }, Input> = ContentResource<Row, Input> &
  Required<Pick<ContentResource<Row, Input>, 'values'>>;

const notFound = (): { ok: false; refusal: NotFound } => refused({ refusal: 'not_found' });

function answer<Row extends { id: Id }>(
  r: ContentTable<Row>,
  written: Written<Row>,
): Outcome<unknown, Taken> {
  return written.ok ? ok(r.toDto(written.row)) : refused({ refusal: 'field_taken', field: written.taken });
}

export async function listRecords<Row extends { id: Id }>(r: ContentTable<Row>, query: AdminListQuery) {
  const { rows, total } = await r.store.list({
    where: adminWhere(r.list, query.filter),
    orderBy: adminOrder(r.list, query),
    offset: query.offset,
    limit: query.limit,
  });
  return { items: rows.map(r.toDto), total };
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
  input: Input,
): Promise<Outcome<unknown, Taken>> {
  return answer(r, await r.store.insert(r.values(input, undefined, new Date())));
}

/** A full replace: the write rule sees the row it replaces (a post keeps its publication date). */
export async function replaceRecord<Row extends { id: Id }, Input>(
  r: Writable<Row, Input>,
  id: Row['id'],
  input: Input,
): Promise<Outcome<unknown, NotFound | Taken>> {
  const existing = await r.store.get(id);
  if (!existing) return notFound();
  const written = await r.store.update(id, r.values(input, existing, new Date()));
  return written ? answer(r, written) : notFound();
}

/** Answers the deleted record, as react-admin expects. */
export async function deleteRecord<Row extends { id: Id }>(
  r: ContentTable<Row>,
  id: Row['id'],
): Promise<Outcome<unknown, NotFound>> {
  const row = await r.store.delete(id);
  return row ? ok(r.toDto(row)) : notFound();
}
