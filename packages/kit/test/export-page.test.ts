import { sql } from 'drizzle-orm';
import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { decodeExportCursor, encodeExportCursor, exportPage, type ExportKey } from '../src/db/export-page.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { exportQueryOf } from '../src/http/cursor-query.js';
import { uuidv7 } from '../src/ids.js';

const encodeRaw = (raw: unknown) => Buffer.from(JSON.stringify(raw)).toString('base64url');
const a = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const b = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

describe('export cursor', () => {
  it('round-trips keys of uuids and integers', () => {
    expect(decodeExportCursor(encodeExportCursor([a, b]), ['uuid', 'uuid'])).toEqual([a, b]);
    expect(decodeExportCursor(encodeExportCursor([42]), ['integer'])).toEqual([42]);
  });

  it('refuses anything it did not write, keys of another length and parts of the wrong kind', () => {
    for (const forged of [
      'bm9wZQ',
      '',
      encodeRaw({ k: a }),
      encodeRaw({ k: [a] }),
      encodeRaw({ k: [a, 'x'] }),
      encodeRaw({ k: [a, 7] }),
      encodeRaw([a, b]),
      encodeRaw(null),
    ])
      expect(decodeExportCursor(forged, ['uuid', 'uuid'])).toBeUndefined();
    expect(decodeExportCursor(encodeRaw({ k: [1.5] }), ['integer'])).toBeUndefined();
  });

  it('parses the export query: the cursor decoded, a forged one an issue on `cursor`', () => {
    const query = exportQueryOf(['uuid']);
    expect(query.parse({})).toEqual({ limit: 500, cursor: undefined });
    expect(query.parse({ cursor: encodeExportCursor([a]), limit: '2' })).toEqual({ cursor: [a], limit: 2 });
    const forged = query.safeParse({ cursor: encodeExportCursor([a, b]) });
    expect(forged.success).toBe(false);
    expect(forged.error?.issues[0]).toMatchObject({ path: ['cursor'], message: 'validation.query' });
    expect(query.safeParse({ limit: '1001' }).success).toBe(false);
    expect(query.safeParse({ other: '1' }).success).toBe(false);
  });
});

describe('exportPage', () => {
  const pairs = pgTable('export_pairs', { x: uuid('x').notNull(), y: uuid('y').notNull() });
  let database: Database;
  const rows: { x: string; y: string }[] = [];

  beforeAll(async () => {
    database = await openPgliteDatabase();
    await database.db.execute(
      sql`create table export_pairs (x uuid not null, y uuid not null, primary key (x, y))`,
    );
    // Several rows share their first key part, so a page boundary falls inside such a run.
    const xs = [uuidv7(), uuidv7(), uuidv7()];
    for (const x of xs) for (let i = 0; i < 3; i++) rows.push({ x, y: uuidv7() });
    await database.db.insert(pairs).values([...rows].reverse());
  });
  afterAll(() => database.close());

  const page = (limit: number, after?: ExportKey) =>
    exportPage({
      key: [pairs.x, pairs.y],
      limit,
      after,
      select: (where, order, n) =>
        database.db
          .select()
          .from(pairs)
          .where(where)
          .orderBy(...order)
          .limit(n),
      keyOf: (r) => [r.x, r.y],
    });

  it('walks every row once, in key order, whatever the page size', async () => {
    for (const limit of [1, 2, 4, 9, 50]) {
      const seen: { x: string; y: string }[] = [];
      let after: ExportKey | undefined;
      for (;;) {
        const p = await page(limit, after);
        expect(p.rows.length).toBeLessThanOrEqual(limit);
        seen.push(...p.rows);
        if (!p.next) break;
        after = decodeExportCursor(p.next, ['uuid', 'uuid']);
      }
      expect(seen).toEqual(rows);
    }
  });

  it('has no next page after the last row, and an empty page after the end', async () => {
    expect((await page(9)).next).toBeNull();
    const last = rows.at(-1)!;
    expect(await page(5, [last.x, last.y])).toEqual({ rows: [], next: null });
  });
});
