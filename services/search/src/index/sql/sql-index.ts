import { and, eq, gt, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { NO_BADGES } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { EARTH_RADIUS_M } from '../../domain/distance.js';
import { memberIndex, type MemberIndexRow } from '../../store/schema.js';
import { fitConditions, rankSql } from './fit-sql.js';
import type {
  IndexWrite,
  IndexedMember,
  IndexFilter,
  IndexHit,
  IndexQuery,
  SearchIndex,
  SortKey,
} from '../search-index.js';

const SMOKERS = ['yes', 'sometimes'];

function conditions(f: IndexFilter): SQL[] {
  const t = memberIndex;
  const out: (SQL | undefined)[] = [
    f.gender && eq(t.gender, f.gender),
    f.bornOnOrBefore ? lte(t.birthDate, f.bornOnOrBefore) : undefined,
    f.bornAfter ? gt(t.birthDate, f.bornAfter) : undefined,
    f.maritalState && eq(t.maritalState, f.maritalState),
    f.nationality ? eq(t.nationality, f.nationality) : undefined,
    f.smoking === 'smoker' ? inArray(t.smoking, SMOKERS) : undefined,
    f.smoking === 'non-smoker' ? eq(t.smoking, 'no') : undefined,
    f.heightMin !== undefined ? gte(t.height, f.heightMin) : undefined,
    f.heightMax !== undefined ? lte(t.height, f.heightMax) : undefined,
    f.weightMin !== undefined ? gte(t.weight, f.weightMin) : undefined,
    f.weightMax !== undefined ? lte(t.weight, f.weightMax) : undefined,
    f.city ? eq(t.city, f.city) : undefined,
    f.verifiedOnly ? eq(t.verified, true) : undefined,
    f.activeSince ? gte(t.lastActiveAt, f.activeSince) : undefined,
    f.excludeIds.length ? not(inArray(t.memberId, f.excludeIds)) : undefined,
    f.privateAmong &&
      (f.privateAmong.length
        ? or(eq(t.visibility, 'public'), inArray(t.memberId, [...f.privateAmong]))
        : eq(t.visibility, 'public')),
    ...(f.fit ? fitConditions(f.fit) : []),
  ];
  return out.filter((c): c is SQL => c !== undefined);
}

/** Haversine in SQL, with the radius Elasticsearch uses: both engines rank places alike. */
const distanceTo = (o: { lat: number; lon: number }) => {
  const lat = sql`${o.lat}::float8`;
  const lon = sql`${o.lon}::float8`;
  const t = memberIndex;
  return sql<number>`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, sqrt(
    power(sin(radians(${t.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${t.lat})) * power(sin(radians(${t.lon} - ${lon}) / 2), 2)
  ))))`;
};

const millis = (column: typeof memberIndex.registeredAt) =>
  sql<number>`(extract(epoch from ${column}) * 1000)::float8`;

const toMember = ({ badges, answers, wishes, ...r }: MemberIndexRow): IndexedMember => ({
  ...r,
  badges: badges ?? NO_BADGES,
  ...(answers && { answers }),
  ...(wishes && { wishes }),
});

/** The sort's key expression, and how a cursor's key value reads back in it. */
function sortExpressions(sort: IndexQuery['sort']) {
  const t = memberIndex;
  switch (sort.by) {
    case 'nearest': {
      const e = distanceTo(sort.origin);
      return { order: e, key: e, bound: (v: number) => sql`${v}::float8` };
    }
    case 'compatibility': {
      const e = rankSql(sort.score);
      return { order: e, key: e, bound: (v: number) => sql`${Math.round(v)}::int` };
    }
    default: {
      // Time sorts compare the column itself, so its index serves the range.
      const column = sort.by === 'newest' ? t.registeredAt : t.lastActiveAt;
      return {
        order: sql`${column}`,
        key: millis(column),
        bound: (v: number) =>
          sql`(timestamptz 'epoch' + ${Math.round(v)}::bigint * interval '1 millisecond')`,
      };
    }
  }
}

/**
 * The index as a table of the search schema (embedded mode). Keyset paging over the sort key:
 * `(key, member_id)` compared as a row, so a page boundary falls between two members exactly.
 */
export class SqlSearchIndex implements SearchIndex {
  readonly kind = 'sql' as const;
  constructor(private readonly db: Db) {}

  async prepare(): Promise<void> {}

  async put(m: IndexedMember, tx: Db = this.db): Promise<void> {
    const { memberId: _id, ...rest } = m;
    await tx
      .insert(memberIndex)
      .values(m)
      .onConflictDoUpdate({ target: memberIndex.memberId, set: rest, setWhere: lte(memberIndex.rev, m.rev) });
  }

  async remove(memberId: string, rev: number, tx: Db = this.db): Promise<void> {
    await tx.delete(memberIndex).where(and(eq(memberIndex.memberId, memberId), lte(memberIndex.rev, rev)));
  }

  /** In the caller's transaction, one by one: no round trip to save beside the read model's. */
  async write(writes: readonly IndexWrite[], tx: Db = this.db): Promise<void> {
    for (const w of writes)
      if ('put' in w) await this.put(w.put, tx);
      else await this.remove(w.remove.memberId, w.remove.rev, tx);
  }

  async query(q: IndexQuery): Promise<IndexHit[]> {
    const t = memberIndex;
    const { order: orderExpr, key: keyExpr, bound: boundOf } = sortExpressions(q.sort);
    // nearest runs ascending, the others descending; `backwards` flips either.
    const descending = (q.sort.by !== 'nearest') !== Boolean(q.backwards);
    const where = conditions(q.filter);
    if (q.after) {
      const [value, id] = q.after;
      const op = descending ? sql`<` : sql`>`;
      where.push(sql`(${orderExpr}, ${t.memberId}) ${op} (${boundOf(value)}, ${id}::uuid)`);
    }
    const dir = descending ? sql`desc` : sql`asc`;
    const rows = await this.db
      .select({ row: t, key: sql<number>`${keyExpr}` })
      .from(t)
      .where(where.length ? and(...where) : undefined)
      .orderBy(sql`${orderExpr} ${dir}`, sql`${t.memberId} ${dir}`)
      .limit(q.limit);
    return rows.map(({ row, key }) => ({
      member: toMember(row),
      key: [Number(key), row.memberId] as SortKey,
      ...(q.sort.by === 'nearest' && { distanceM: Number(key) }),
    }));
  }

  async flush(): Promise<void> {}

  /** Every member the table holds (the memory adapter's start). */
  async all(): Promise<IndexedMember[]> {
    return (await this.db.select().from(memberIndex)).map(toMember);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(memberIndex);
    return row?.n ?? 0;
  }

  async clear(): Promise<void> {
    await this.db.delete(memberIndex);
  }

  async close(): Promise<void> {}

  async ping(): Promise<unknown> {
    return this.db.execute(sql`select 1`);
  }
}
