import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminWhere as readWhere,
  parseDateTime,
  parseInteger,
  parseOneOf,
  type AdminListSpec,
} from '../src/db/admin-filters.js';
import type { Database } from '../src/db/database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { adminListProblem } from '../src/http/admin-list-problem.js';

const people = pgTable('filter_people', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  score: integer('score'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
});

const spec: AdminListSpec = {
  id: people.id,
  sortable: {},
  filters: {
    kind: { column: people.kind, parse: parseOneOf(['a', 'b']) },
    scoreMin: { column: people.score, parse: parseInteger, op: 'gte' },
    joinedFrom: { column: people.joinedAt, parse: parseDateTime, op: 'gte' },
    joinedTo: { column: people.joinedAt, parse: parseDateTime, op: 'lt' },
  },
  search: { text: [people.name], uuid: [people.id] },
};
const computing: AdminListSpec = { ...spec, alsoAccepts: ['running'] };

/** The filter as a route answers it: its conditions, or its refusal thrown as the kit's problem. */
function adminWhere(s: AdminListSpec, filter: Record<string, unknown>) {
  const read = readWhere(s, filter);
  if ('refused' in read) throw adminListProblem(read.refused);
  return read.where;
}

const ids = {
  ann: '0190f5c2-7d3e-7000-8000-000000000001',
  bob: '0190f5c2-7d3e-7000-8000-000000000002',
  cat: '0190f5c2-7d3e-7000-8000-000000000003',
};

let database: Database;
beforeAll(async () => {
  database = await openPgliteDatabase();
  await database.db.execute(
    sql`create table filter_people (id uuid primary key, name text not null, kind text not null, score integer, joined_at timestamptz not null)`,
  );
  await database.db.insert(people).values([
    { id: ids.ann, name: 'Ann', kind: 'a', score: 40, joinedAt: new Date('2026-01-01T00:00:00Z') },
    { id: ids.bob, name: 'Bob', kind: 'b', score: 80, joinedAt: new Date('2026-02-01T12:00:00Z') },
    { id: ids.cat, name: 'Cat', kind: 'a', score: null, joinedAt: new Date('2026-03-01T00:00:00Z') },
  ]);
});
afterAll(() => database.close());

const names = async (s: AdminListSpec, filter: Record<string, unknown>) =>
  (
    await database.db
      .select({ name: people.name })
      .from(people)
      .where(adminWhere(s, filter))
      .orderBy(people.name)
  ).map((r) => r.name);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('admin list filters', () => {
  it('keeps equality as the default comparison', async () => {
    expect(await names(spec, { kind: 'a' })).toEqual(['Ann', 'Cat']);
  });

  it('compares "at least" with gte and "before" with lt: a from/to pair is a half-open range', async () => {
    expect(await names(spec, { scoreMin: '80' })).toEqual(['Bob']);
    expect(await names(spec, { scoreMin: 40 })).toEqual(['Ann', 'Bob']);
    expect(await names(spec, { joinedFrom: '2026-02-01' })).toEqual(['Bob', 'Cat']);
    expect(await names(spec, { joinedTo: '2026-03-01' })).toEqual(['Ann', 'Bob']);
    expect(
      await names(spec, { joinedFrom: '2026-02-01T12:00:00Z', joinedTo: '2026-02-01T12:00:01+00:00' }),
    ).toEqual(['Bob']);
  });

  it('reads dates and date-times with a zone; anything else is a 400 naming the filter', () => {
    expect(parseDateTime('2026-03-01')).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2026-03-01T10:30:00.123+04:00')).toEqual(new Date('2026-03-01T06:30:00.123Z'));
    for (const bad of [
      '2026-3-1',
      '2026-03-01T10:30',
      'yesterday',
      '2026-13-01',
      20260301,
      "2026-03-01' or 1=1",
    ])
      expect(refusal(() => adminWhere(spec, { joinedFrom: bad }))).toMatchObject({
        status: 400,
        options: { field: 'joinedFrom' },
      });
  });

  it('refuses a date Postgres or JS cannot hold as a 400 naming the filter, never a query that fails', async () => {
    for (const bad of [
      '0000-01-01',
      '0000-06-15T12:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '10000-01-01',
      '2026-00-10',
      '2026-02-30',
      '2025-02-29',
      '2026-04-31T10:00:00Z',
      '2026-03-01T24:00:00Z',
      '2026-03-01T10:60:00Z',
      '2026-03-01T10:00:61Z',
      '2026-03-01T10:00:00+24:00',
      '9999-12-31T23:00:00-05:00',
    ])
      expect(
        refusal(() => adminWhere(spec, { joinedTo: bad })),
        bad,
      ).toMatchObject({
        status: 400,
        code: 'invalid_filter',
        options: { field: 'joinedTo' },
      });
    expect(parseDateTime('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(parseDateTime('0001-01-01')).toEqual(new Date('0001-01-01T00:00:00Z'));
    expect(parseDateTime('9999-12-31T23:59:59+0400')).toEqual(new Date('9999-12-31T19:59:59Z'));
    expect(await names(spec, { joinedFrom: '0001-01-01', joinedTo: '9999-12-31' })).toEqual([
      'Ann',
      'Bob',
      'Cat',
    ]);
  });

  it('matches a pasted uuid exactly, besides the text search', async () => {
    expect(await names(spec, { q: ids.bob })).toEqual(['Bob']);
    expect(await names(spec, { q: 'an' })).toEqual(['Ann']);
  });

  it('refuses a filter the list does not know, naming it, rather than widening the list', async () => {
    expect(refusal(() => adminWhere(spec, { colour: 'red' }))).toMatchObject({
      status: 400,
      options: { field: 'colour' },
    });
    expect(await names(spec, { lang: 'en', kind: 'b' })).toEqual(['Bob']);
    // A key the list reads itself passes here and is decided by the list.
    expect(refusal(() => adminWhere(spec, { running: true }))).toMatchObject({ status: 400 });
    expect(await names(computing, { running: true, kind: 'b' })).toEqual(['Bob']);
  });
});
