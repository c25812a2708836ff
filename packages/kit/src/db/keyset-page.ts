import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { KEY_CHECKS, type KeyKind } from './key-kinds.js';

/**
 * Cursor paging for newest-first lists (DESIGN §5), by keyset on (time, id): pages stay stable
 * while rows are added, and a page costs one index range read however deep it is.
 */
export interface KeysetCursor<Id extends string | number = string | number> {
  at: Date;
  id: Id;
  /** `older`: rows after this one in the list; `newer`: rows before it. */
  direction: 'older' | 'newer';
}

/** Opaque to clients (base64url JSON), so its shape can change without an API change. */
export function encodeKeysetCursor(c: KeysetCursor): string {
  const raw = JSON.stringify({ t: c.at.toISOString(), i: c.id, d: c.direction === 'older' ? 'o' : 'n' });
  return Buffer.from(raw, 'utf8').toString('base64url');
}

/**
 * Undefined for anything that is not a cursor this code wrote, including an id of the wrong kind
 * (which would otherwise reach SQL as a type error).
 */
export function decodeKeysetCursor(value: string, idKind: 'integer'): KeysetCursor<number> | undefined;
export function decodeKeysetCursor(value: string, idKind: 'uuid'): KeysetCursor<string> | undefined;
export function decodeKeysetCursor(value: string, idKind: KeyKind): KeysetCursor | undefined {
  try {
    const raw = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof raw.t !== 'string' || !KEY_CHECKS[idKind](raw.i) || (raw.d !== 'o' && raw.d !== 'n'))
      return undefined;
    const at = new Date(raw.t);
    if (Number.isNaN(at.getTime())) return undefined;
    return { at, id: raw.i as string | number, direction: raw.d === 'o' ? 'older' : 'newer' };
  } catch {
    return undefined;
  }
}

export interface KeysetPageOptions<R> {
  at: AnyPgColumn;
  id: AnyPgColumn;
  /** Runs the list's own query with this extra condition, order and limit. */
  select: (where: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>;
  edgeOf: (row: R) => { at: Date; id: string | number };
  limit: number;
  cursor?: KeysetCursor;
}

export interface KeysetPage<R> {
  rows: R[];
  next: string | null;
  prev: string | null;
}

export async function keysetPage<R>(o: KeysetPageOptions<R>): Promise<KeysetPage<R>> {
  const beyond = (edge: { at: Date; id: string | number }, side: 'older' | 'newer') => {
    const at = edge.at.toISOString();
    return side === 'older'
      ? sql`(${o.at}, ${o.id}) < (${at}::timestamptz, ${edge.id})`
      : sql`(${o.at}, ${o.id}) > (${at}::timestamptz, ${edge.id})`;
  };
  const orderOf = (side: 'older' | 'newer') =>
    side === 'older' ? [sql`${o.at} desc`, sql`${o.id} desc`] : [sql`${o.at} asc`, sql`${o.id} asc`];
  const exists = async (edge: { at: Date; id: string | number }, side: 'older' | 'newer') =>
    (await o.select(beyond(edge, side), orderOf(side), 1)).length > 0;

  const side = o.cursor?.direction ?? 'older';
  const rows = await o.select(o.cursor && beyond(o.cursor, side), orderOf(side), o.limit + 1);
  const more = rows.length > o.limit;
  const page = rows.slice(0, o.limit);
  if (side === 'newer') page.reverse();
  // An empty page still has a way back: from the cursor it was asked with.
  const newest = (page[0] && o.edgeOf(page[0])) ?? o.cursor;
  const oldest = (page.at(-1) && o.edgeOf(page.at(-1)!)) ?? o.cursor;
  const hasOlder = side === 'older' ? more : Boolean(oldest && (await exists(oldest, 'older')));
  const hasNewer = side === 'newer' ? more : Boolean(o.cursor && newest && (await exists(newest, 'newer')));
  return {
    rows: page,
    next: hasOlder && oldest ? encodeKeysetCursor({ ...oldest, direction: 'older' }) : null,
    prev: hasNewer && newest ? encodeKeysetCursor({ ...newest, direction: 'newer' }) : null,
  };
}
