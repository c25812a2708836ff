import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES } from '@mawadda/contracts';
import type { AdminListQuery } from '../http/admin-list.js';

type Parse = (value: unknown) => unknown;

/**
 * One filter: the column, how its value is read, and how it compares (equality unless told:
 * `gte` for "at least" / "from", `lt` for "before", so a `from`/`to` pair covers a half-open range).
 */
export interface AdminFilter {
  column: AnyPgColumn;
  parse: Parse;
  op?: 'eq' | 'gte' | 'lt';
}

/** How a staff list may be filtered, searched and sorted; anything else is refused, not ignored. */
export interface AdminListSpec {
  id: AnyPgColumn;
  sortable: Record<string, AnyPgColumn>;
  filters: Record<string, AdminFilter>;
  /**
   * Columns `q` searches: plain text, localized jsonb (every locale), and columns `q` matches
   * exactly when it is a UUID (an id pasted into the search box).
   */
  search: { text?: AnyPgColumn[]; localized?: AnyPgColumn[]; uuid?: AnyPgColumn[] };
  /**
   * Filter keys the list reads itself, outside this spec (a computed status, a flag): they pass.
   * Any other key this list does not know is refused (naming it) rather than ignored, so a
   * typo never silently widens what staff see. `lang` (the answer's language) always passes.
   */
  alsoAccepts?: string[];
}

/**
 * What a staff list refuses in its query, as a value: a filter it cannot read (named), or a sort
 * it does not offer. The use case returns it; the http layer answers it (`adminListProblem`).
 */
export type AdminListRefusal = { refusal: 'invalid_filter'; field: string } | { refusal: 'invalid_sort' };
export type AdminListRefused = { refused: AdminListRefusal };

const invalidFilter = (field: string): AdminListRefused => ({ refused: { refusal: 'invalid_filter', field } });

const NO = Symbol('invalid');

export const parseInteger: Parse = (v) =>
  typeof v === 'number' && Number.isSafeInteger(v)
    ? v
    : typeof v === 'string' && /^-?\d{1,9}$/.test(v)
      ? Number(v)
      : NO;
export const parseBoolean: Parse = (v) =>
  v === true || v === 'true' ? true : v === false || v === 'false' ? false : NO;
export const parseUuid: Parse = (v) =>
  typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) ? v : NO;
export const parseText: Parse = (v) => (typeof v === 'string' && v.length <= 200 ? v : NO);
/**
 * An ISO date or date-time with a zone, as a Date. Only a real calendar day within years Postgres
 * and JS both hold passes: JS rolls 31 February into March and Postgres refuses year 0 with an
 * error, which would be a 500 instead of a refusal naming the filter.
 */
export const parseDateTime: Parse = (v) => {
  if (typeof v !== 'string') return NO;
  const parts =
    /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2})))?$/.exec(
      v,
    );
  if (!parts) return NO;
  const [, y, mo, d, h = '00', mi = '00', sec = '00', , zh = '00', zm = '00'] = parts;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const calendarDay = new Date(Date.UTC(2000, month - 1, day));
  calendarDay.setUTCFullYear(year);
  if (
    year < 1 ||
    calendarDay.getUTCMonth() !== month - 1 ||
    calendarDay.getUTCDate() !== day ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(sec) > 59 ||
    Number(zh) > 23 ||
    Number(zm) > 59
  )
    return NO;
  const at = new Date(parts[4] === undefined ? `${v}T00:00:00Z` : v);
  if (Number.isNaN(at.getTime())) return NO;
  const utcYear = at.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999 ? at : NO;
};
export const parseOneOf =
  (values: readonly string[]): Parse =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? v : NO;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(spec: AdminListSpec, text: string): SQL | undefined {
  const pattern = `%${escapeLike(text.trim())}%`;
  const columns = [
    ...(spec.search.text ?? []).map((c) => sql`${c}::text`),
    ...(spec.search.localized ?? []).map((c) =>
      sql.join(
        LOCALES.map((l) => sql`coalesce(${c}->>${l}, '')`),
        sql` || ' ' || `,
      ),
    ),
  ];
  const exact = parseUuid(text.trim()) === NO ? [] : (spec.search.uuid ?? []).map((c) => eq(c, text.trim()));
  return or(...columns.map((c) => sql`${c} ilike ${pattern}`), ...exact);
}

/**
 * How an id of this list is read from a filter: by the id column's type, so `id=abc'` on a list
 * keyed by uuid or integer is refused naming `id`, not a query Postgres refuses with a 500.
 */
function idParser(column: AnyPgColumn): Parse {
  const type = column.columnType;
  if (/UUID/i.test(type)) return parseUuid;
  if (/Integer|Serial|BigInt|SmallInt/i.test(type)) return parseInteger;
  return parseText;
}

/** `filter` of react-admin (and plain query params): equality per known field, `id` as a list, `q` as search. */
export function adminWhere(
  spec: AdminListSpec,
  filter: Record<string, unknown>,
): { where: SQL | undefined } | AdminListRefused {
  const known = new Set(['q', 'id', 'lang', ...Object.keys(spec.filters), ...(spec.alsoAccepts ?? [])]);
  const unknown = Object.keys(filter).find((k) => !known.has(k));
  if (unknown !== undefined) return invalidFilter(unknown);
  const conditions: (SQL | undefined)[] = [];
  if (filter.q !== undefined && filter.q !== '') {
    const text = parseText(filter.q);
    if (text === NO) return invalidFilter('q');
    conditions.push(searchCondition(spec, text as string));
  }
  if (filter.id !== undefined) {
    const ids = (Array.isArray(filter.id) ? filter.id : [filter.id]).map(idParser(spec.id));
    if (ids.includes(NO)) return invalidFilter('id');
    conditions.push(ids.length ? inArray(spec.id, ids) : sql`false`);
  }
  for (const [name, { column, parse, op = 'eq' }] of Object.entries(spec.filters)) {
    const value = filter[name];
    if (value === undefined || value === '') continue;
    const read = parse(value);
    if (read === NO) return invalidFilter(name);
    const compare = op === 'gte' ? gte : op === 'lt' ? lt : eq;
    conditions.push(compare(column, read));
  }
  return { where: and(...conditions.filter(Boolean)) };
}

export function adminOrder(spec: AdminListSpec, query: AdminListQuery): { orderBy: SQL[] } | AdminListRefused {
  const column = spec.sortable[query.sortField];
  if (!column) return { refused: { refusal: 'invalid_sort' } };
  const dir = query.sortOrder === 'DESC' ? desc : asc;
  // The id breaks ties so pages of a sorted list never overlap or skip.
  return { orderBy: column === spec.id ? [dir(column)] : [dir(column), dir(spec.id)] };
}

/** A staff list query read whole, as every list reads it: its conditions and order, or the refusal. */
export function adminQuery(
  spec: AdminListSpec,
  query: AdminListQuery,
): { where: SQL | undefined; orderBy: SQL[] } | AdminListRefused {
  const where = adminWhere(spec, query.filter);
  if ('refused' in where) return where;
  const order = adminOrder(spec, query);
  if ('refused' in order) return order;
  return { where: where.where, orderBy: order.orderBy };
}
