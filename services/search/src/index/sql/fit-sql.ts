import { and, between, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { birthRangeFor } from '../../domain/age.js';
import { rangeTrait, setTrait } from '../../domain/compatibility/traits.js';
import { FIT_UNIT, RANK_BOOST, shareOf } from '../../domain/compatibility/pair-fit.js';
import {
  RANGE_KINDS,
  SET_KINDS,
  type RangeKind,
  type SetKind,
  type WishSet,
} from '../../domain/compatibility/wishes.js';
import { memberIndex as t } from '../../store/schema.js';
import type { FitFilter, ScoreInput } from '../search-index.js';

/*
 * Compatibility in SQL, the same rules as `fit-in-memory.ts`: the member's answers are columns or
 * keys of `answers`, her wishes a JSON document whose absent kinds mean "any". An unanswered
 * question (NULL) meets no wish, as in memory.
 */

const SET_COLUMN: Partial<Record<SetKind, SQL>> = {
  place: sql`${t.city}`,
  maritalStates: sql`${t.maritalState}`,
  nationalities: sql`${t.nationality}`,
  smoking: sql`${t.smoking}`,
  verifiedOnly: sql`(${t.verified})::text`,
};
const answerOf = (kind: SetKind): SQL => SET_COLUMN[kind] ?? sql`(${t.answers} ->> ${sql.raw(`'${kind}'`)})`;
const rangeColumn = (kind: 'height' | 'wives'): SQL =>
  kind === 'height' ? sql`${t.height}` : sql`((${t.answers} ->> 'wives')::int)`;

/** The member's answers meet `wishes[kind]` (a boolean expression; NULL where unanswered). */
function meetsSql(w: WishSet, kind: SetKind | RangeKind, today: Date): SQL {
  const accepted = w.sets[kind as SetKind];
  if (accepted) return inArray(answerOf(kind as SetKind), accepted);
  const b = w.ranges[kind as RangeKind]!;
  if (kind !== 'age') return between(rangeColumn(kind as 'height' | 'wives'), b.min, b.max);
  const born = birthRangeFor(b, today);
  return and(lte(t.birthDate, born.bornOnOrBefore!), gt(t.birthDate, born.bornAfter!))!;
}

const kindsIn = (w: WishSet) => [
  ...SET_KINDS.filter((k) => w.sets[k]),
  ...RANGE_KINDS.filter((k) => w.ranges[k]),
];

/** The member's own wish of `kind` at `importance` (`must`/`nice`), as a JSON path. */
const wishPath = (importance: 'must' | 'nice', group: 'sets' | 'ranges', kind: string, end = '') =>
  sql.raw(`'{${importance},${group},${kind}${end}}'`);

/** The member's wish of `kind` accepts the searcher's answer `v` (false when `v` is unknown). */
function acceptsSql(importance: 'must' | 'nice', kind: SetKind | RangeKind, v: string | number | null): SQL {
  if (v === null) return sql`false`;
  if ((SET_KINDS as readonly string[]).includes(kind))
    return sql`coalesce((${t.wishes} #> ${wishPath(importance, 'sets', kind)}) @> to_jsonb(${v}::text), false)`;
  const min = sql`(${t.wishes} #>> ${wishPath(importance, 'ranges', kind, ',min')})::int`;
  const max = sql`(${t.wishes} #>> ${wishPath(importance, 'ranges', kind, ',max')})::int`;
  return sql`coalesce(${min} <= ${v}::int and ${max} >= ${v}::int, false)`;
}

const valueOf = (f: FitFilter['me'], kind: SetKind | RangeKind) =>
  (SET_KINDS as readonly string[]).includes(kind)
    ? setTrait(f, kind as SetKind)
    : rangeTrait(f, kind as RangeKind);

/** Her musts met by the member, and each of the member's musts met by her. */
export function fitConditions(f: FitFilter): SQL[] {
  const mine = kindsIn(f.must).map((k) => meetsSql(f.must, k, f.today));
  const theirs = [...SET_KINDS, ...RANGE_KINDS].map((k) => {
    const group = (SET_KINDS as readonly string[]).includes(k) ? 'sets' : 'ranges';
    const absent = sql`(${t.wishes} #> ${wishPath('must', group, k)}) is null`;
    return or(absent, acceptsSql('must', k, valueOf(f.me, k)))!;
  });
  return [...mine, ...theirs];
}

const countOf = (conditions: SQL[]) =>
  conditions.length
    ? sql.join(
        conditions.map((c) => sql`(case when ${c} then 1 else 0 end)`),
        sql` + `,
      )
    : sql`0`;

/** The rank of `rankOf`, in whole numbers as there (each share divides exactly). */
export function rankSql(s: ScoreInput): SQL<number> {
  const theyMeet = countOf(kindsIn(s.nice).map((k) => meetsSql(s.nice, k, s.today)));
  const youMeet = countOf([...SET_KINDS, ...RANGE_KINDS].map((k) => acceptsSql('nice', k, valueOf(s.me, k))));
  const theirs = sql`coalesce((${t.wishes} ->> 'niceCount')::int, 0)`;
  const fitMine =
    s.niceCount === 0 ? sql`${FIT_UNIT}::int` : sql`((${theyMeet}) * ${shareOf(s.niceCount)}::int)`;
  const fitTheirs = sql`(case when ${theirs} = 0 then ${FIT_UNIT}::int else (${youMeet}) * (${FIT_UNIT}::int / ${theirs}) end)`;
  const active = sql`${t.lastActiveAt} >= ${s.activeSince.toISOString()}::timestamptz`;
  return sql<number>`(${fitMine} + ${fitTheirs}
    + (case when ${t.verified} then ${RANK_BOOST.verified}::int else 0 end)
    + (case when ${active} then ${RANK_BOOST.active}::int else 0 end))`;
}
