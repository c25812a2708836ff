import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { KEY_CHECKS, type KeyKind } from './key-kinds.js';

/**
 * Paging for staff exports: forward only, ascending by a unique key that never changes, so a full
 * walk meets each row that exists throughout exactly once, whatever is written meanwhile. Key parts
 * are uuids or integers, never times: Postgres keeps microseconds, a JS Date milliseconds.
 */
export type ExportKey = readonly (string | number)[];

/** Opaque to clients (base64url JSON), so its shape can change without an API change. */
export function encodeExportCursor(key: ExportKey): string {
  return Buffer.from(JSON.stringify({ k: key }), 'utf8').toString('base64url');
}

/** Undefined for anything that is not a cursor of a key of exactly these kinds. */
export function decodeExportCursor(value: string, kinds: readonly KeyKind[]): ExportKey | undefined {
  try {
    const raw = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { k?: unknown };
    const key = raw?.k;
    if (!Array.isArray(key) || key.length !== kinds.length) return undefined;
    return key.every((v, i) => KEY_CHECKS[kinds[i]!](v)) ? (key as ExportKey) : undefined;
  } catch {
    return undefined;
  }
}

export interface ExportPageOptions<R> {
  /** The key's columns, most significant first; together unique. */
  key: readonly AnyPgColumn[];
  /** Runs the export's own query with this extra condition, order and limit. */
  select: (where: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>;
  keyOf: (row: R) => ExportKey;
  limit: number;
  /** The decoded cursor: the key of the last row of the previous page. */
  after?: ExportKey;
}

export interface ExportPage<R> {
  rows: R[];
  next: string | null;
}

export async function exportPage<R>(o: ExportPageOptions<R>): Promise<ExportPage<R>> {
  // A row comparison, so a key of several columns is one range condition the index serves.
  const where =
    o.after &&
    sql`(${sql.join([...o.key], sql`, `)}) > (${sql.join(
      o.after.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  const rows = await o.select(
    where,
    o.key.map((c) => sql`${c} asc`),
    o.limit + 1,
  );
  const page = rows.slice(0, o.limit);
  const more = rows.length > o.limit;
  return { rows: page, next: more ? encodeExportCursor(o.keyOf(page.at(-1)!)) : null };
}
