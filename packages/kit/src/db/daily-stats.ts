import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { daysOf, type DailyCount, type DailyMedian, type StatsRange } from '@mawadda/contracts';
import type { Db } from './database.js';

/*
 * The staff dashboard's series, aggregated by Postgres (one GROUP BY per series, over the
 * range's rows only, which the time columns' indexes find) and completed here with the days
 * nothing happened, so every series of a range has the same days.
 */

const DAY_MS = 86_400_000;

/** The range as instants: the first day's midnight (UTC) up to, not including, the day after the last. */
export function statsBounds(range: StatsRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  return { start, end };
}

/** `YYYY-MM-DD` of a timestamptz in UTC, whatever the session's time zone. */
export const utcDay = (at: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`;

/** `YYYY-MM-DD` of the Monday (UTC) of a timestamptz's week. */
export const utcWeek = (at: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(date_trunc('week', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;

export interface CountSpec {
  table: PgTable;
  /** The moment that puts a row on its day (created, submitted, started). */
  at: AnyPgColumn;
  /** Which rows count, beside the range (members, not staff). */
  where?: SQL;
}

/** How many rows fall on each day of the range. */
export async function countByDay(db: Db, range: StatsRange, spec: CountSpec): Promise<DailyCount[]> {
  const { start, end } = statsBounds(range);
  const rows = await db
    .select({ day: utcDay(spec.at), n: sql<number>`count(*)::int` })
    .from(spec.table)
    .where(and(gte(spec.at, start), lt(spec.at, end), spec.where))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  return daysOf(range).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

export interface MedianSpec {
  table: PgTable;
  /** When the wait began (submitted, received). */
  from: AnyPgColumn;
  /** When it ended (decided, replied): the row's day. Rows not ended yet are left out. */
  to: AnyPgColumn;
  where?: SQL;
}

/** The median wait, in seconds, of the rows that ended on each day of the range. */
export async function medianByDay(db: Db, range: StatsRange, spec: MedianSpec): Promise<DailyMedian[]> {
  const { start, end } = statsBounds(range);
  const rows = await db
    .select({
      day: utcDay(spec.to),
      median: sql<number>`percentile_cont(0.5) within group (order by extract(epoch from (${spec.to} - ${spec.from})))::float8`,
      n: sql<number>`count(*)::int`,
    })
    .from(spec.table)
    .where(and(gte(spec.to, start), lt(spec.to, end), spec.where))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysOf(range).map((day) => {
    const row = byDay.get(day);
    return {
      day,
      medianSeconds: row ? Math.round(Number(row.median)) : null,
      count: row ? Number(row.n) : 0,
    };
  });
}

/** Mondays (UTC) of every week the range touches, in order. */
export function weeksOf(range: StatsRange): string[] {
  const weeks: string[] = [];
  for (const day of daysOf(range)) {
    const d = new Date(`${day}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
    if (weeks[weeks.length - 1] !== monday) weeks.push(monday);
  }
  return weeks;
}
