import type { Client, estypes } from '@elastic/elasticsearch';
import { and, eq, gte, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@mawadda/kit';
import { herMustsMet } from '../../services/search/src/domain/compatibility/fit-in-memory.js';
import type { WishSet } from '../../services/search/src/domain/compatibility/wishes.js';
import { fitClauses, rankedQuery, RANK_OFFSET } from '../../services/search/src/index/elastic/fit-query.js';
import { QUERY_TIMEOUT_MS } from '../../services/search/src/index/elastic/elastic-index.js';
import { memberOf, type MemberDoc } from '../../services/search/src/index/elastic/mapping.js';
import { filterOf, sortOf } from '../../services/search/src/index/elastic/query.js';
import { traitsOn, type HeldMember } from '../../services/search/src/index/memory/held-member.js';
import { matches } from '../../services/search/src/index/memory/matches.js';
import { topHits } from '../../services/search/src/index/memory/top-hits.js';
import type {
  FitFilter,
  IndexFilter,
  IndexQuery,
  SortKey,
} from '../../services/search/src/index/search-index.js';
import { fitConditions, rankSql } from '../../services/search/src/index/sql/fit-sql.js';
import { memberIndex as t } from '../../services/search/src/store/schema.js';

/*
 * The baseline of the compatibility figures: each adapter's query without the reverse direction
 * ("do her answers meet his musts"), built from the adapter's own pieces so that only those
 * clauses differ. Production code has no such switch; the bench alone asks this.
 */

const NO_MUSTS: WishSet = { sets: {}, ranges: {} };

function fitOf(f: IndexFilter): FitFilter {
  if (!f.fit) throw new Error('a compatibility query has a fit filter');
  return f.fit;
}

/**
 * Her musts' part of an adapter's fit clauses. The adapters list her musts first, then the
 * member's: the rest must be exactly what her answers alone produce, or this throws rather than
 * measure the wrong thing.
 */
function forwardPart<C>(all: C[], reverseOnly: C[], same: (a: C, b: C) => boolean): C[] {
  const forward = all.slice(0, all.length - reverseOnly.length);
  const rest = all.slice(forward.length);
  if (rest.length !== reverseOnly.length || rest.some((c, i) => !same(c, reverseOnly[i]!)))
    throw new Error('the fit clauses are no longer hers, then the member’s: fix the baseline');
  return forward;
}

/** Memory: the adapter's pass over `held`, her musts tested as its fit filter tests them. */
export function memoryForwardOnly(held: readonly HeldMember[], q: IndexQuery): SortKey[] {
  const fit = fitOf(q.filter);
  const { fit: _dropped, ...rest } = q.filter;
  function* meetingHers() {
    for (const h of held) if (matches(h, rest) && herMustsMet(traitsOn(h, fit.today), fit)) yield h;
  }
  return topHits(meetingHers(), {
    ...q,
    filter: { excludeIds: rest.excludeIds, privateAmong: rest.privateAmong },
  }).map((h) => h.key);
}

const dialect = new PgDialect();
const sameSql = (a: SQL, b: SQL) =>
  JSON.stringify(dialect.sqlToQuery(a)) === JSON.stringify(dialect.sqlToQuery(b));

/** The filters the bench's queries use, as `sql-index.ts` writes them. */
function sqlConditions(f: IndexFilter): SQL[] {
  const { gender, excludeIds, privateAmong, activeSince, fit: _fit, ...other } = f;
  if (Object.values(other).some((v) => v !== undefined))
    throw new Error(`the SQL baseline does not write ${Object.keys(other).join(', ')}`);
  return [
    gender && eq(t.gender, gender),
    activeSince && gte(t.lastActiveAt, activeSince),
    excludeIds.length ? not(inArray(t.memberId, excludeIds)) : undefined,
    privateAmong &&
      (privateAmong.length
        ? or(eq(t.visibility, 'public'), inArray(t.memberId, [...privateAmong]))
        : eq(t.visibility, 'public')),
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * SQL: the adapter's statement, with her musts only, or with both ways (`both`: to check that
 * this builds what the adapter sends).
 */
export async function sqlCompatibility(db: Db, q: IndexQuery, both = false): Promise<SortKey[]> {
  if (q.sort.by !== 'compatibility' || q.after) throw new Error('a first page of the compatibility sort');
  const fit = fitOf(q.filter);
  const all = fitConditions(fit);
  const fitPart = both ? all : forwardPart(all, fitConditions({ ...fit, must: NO_MUSTS }), sameSql);
  const rank = rankSql(q.sort.score);
  const rows = await db
    .select({ row: t, key: sql<number>`${rank}` })
    .from(t)
    .where(and(...sqlConditions(q.filter), ...fitPart))
    .orderBy(sql`${rank} desc`, sql`${t.memberId} desc`)
    .limit(q.limit);
  return rows.map(({ row, key }): SortKey => [Number(key), row.memberId]);
}

type Clause = estypes.QueryDslQueryContainer;
const sameClause = (a: Clause, b: Clause) => JSON.stringify(a) === JSON.stringify(b);

/** Elasticsearch: the adapter's request, with her musts only, or with both ways (`both`). */
export async function elasticCompatibility(
  client: Client,
  alias: string,
  q: IndexQuery,
  both = false,
): Promise<SortKey[]> {
  if (q.sort.by !== 'compatibility' || q.after) throw new Error('a first page of the compatibility sort');
  const fit = fitOf(q.filter);
  const all = fitClauses(fit);
  const fitPart = both ? all : forwardPart(all, fitClauses({ ...fit, must: NO_MUSTS }), sameClause);
  const { fit: _dropped, ...rest } = q.filter;
  const base = filterOf(rest) as { bool: { filter: Clause[]; must_not?: Clause[] } };
  const res = await client.search<MemberDoc>(
    {
      index: alias,
      query: rankedQuery({ bool: { ...base.bool, filter: [...base.bool.filter, ...fitPart] } }, q.sort.score),
      sort: sortOf(q),
      size: q.limit,
      track_total_hits: false,
    },
    // As the adapter asks: one attempt, a member's wait at most.
    { requestTimeout: QUERY_TIMEOUT_MS, maxRetries: 0 },
  );
  // Each hit read back as the adapter reads it, for the same work on the way out.
  return res.hits.hits.map((hit): SortKey => {
    const [value, id] = hit.sort as [number, string];
    memberOf(hit._source!);
    return [Number(value) - RANK_OFFSET, String(id)];
  });
}
