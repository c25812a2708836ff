import type { estypes } from '@elastic/elasticsearch';
import { birthRangeFor } from '../../domain/age.js';
import { SCORE_WEIGHTS } from '../../domain/compatibility/pair-fit.js';
import { rangeTrait, setTrait, type MatchTraits } from '../../domain/compatibility/traits.js';
import {
  RANGE_KINDS,
  SET_KINDS,
  type RangeKind,
  type SetKind,
  type WishSet,
} from '../../domain/compatibility/wishes.js';
import type { FitFilter, ScoreInput } from '../search-index.js';

/*
 * Compatibility in Elasticsearch, the same rules as `fit-in-memory.ts`. The member's wishes are
 * indexed fields, so "does she accept me" is a filter like any other: her wish of a kind is absent
 * (any) or holds my answer. An unanswered question meets no wish.
 */

type Clause = estypes.QueryDslQueryContainer;

const SET_FIELD: Partial<Record<SetKind, string>> = {
  place: 'city',
  maritalStates: 'maritalState',
  nationalities: 'nationality',
  smoking: 'smoking',
  verifiedOnly: 'verified',
};
const setField = (kind: SetKind) => SET_FIELD[kind] ?? `answers.${kind}`;
const rangeField = (kind: 'height' | 'wives') => (kind === 'height' ? 'height' : 'answers.wives');
const DAY_MS = 86_400_000;

/** A range wish over the member's own field, inclusive both ends (age as epoch ms of birth). */
function boundsOn(kind: RangeKind, b: { min: number; max: number }, today: Date) {
  if (kind !== 'age') return { field: rangeField(kind), min: b.min, max: b.max };
  const born = birthRangeFor(b, today);
  return {
    field: 'birthDate',
    min: Date.parse(born.bornAfter!) + DAY_MS,
    max: Date.parse(born.bornOnOrBefore!),
  };
}

function meets(w: WishSet, today: Date): Clause[] {
  const sets = SET_KINDS.filter((k) => w.sets[k]).map((k) => ({ terms: { [setField(k)]: w.sets[k]! } }));
  const ranges = RANGE_KINDS.filter((k) => w.ranges[k]).map((k) => {
    const { field, min, max } = boundsOn(k, w.ranges[k]!, today);
    return { range: { [field]: { gte: min, lte: max } } };
  });
  return [...sets, ...ranges];
}

const absent = (field: string): Clause => ({ bool: { must_not: { exists: { field } } } });
const either = (...clauses: (Clause | false)[]): Clause => ({
  bool: { should: clauses.filter((c): c is Clause => c !== false), minimum_should_match: 1 },
});

/** Each of the member's musts accepts the searcher's answers. */
function accepts(me: MatchTraits): Clause[] {
  const sets = SET_KINDS.map((k) => {
    const field = `wishes.must.sets.${k}`;
    const v = setTrait(me, k);
    return either(absent(field), v !== null && { term: { [field]: v } });
  });
  const ranges = RANGE_KINDS.map((k) => {
    const at = `wishes.must.ranges.${k}`;
    const v = rangeTrait(me, k);
    return either(
      absent(`${at}.min`),
      v !== null && {
        bool: {
          filter: [{ range: { [`${at}.min`]: { lte: v } } }, { range: { [`${at}.max`]: { gte: v } } }],
        },
      },
    );
  });
  return [...sets, ...ranges];
}

export const fitClauses = (f: FitFilter): Clause[] => [...meets(f.must, f.today), ...accepts(f.me)];

/** `scoreOf` in Painless, whole numbers throughout (int division truncates as Math.floor here). */
const SCORE_SOURCE = `
int mA = 0;
for (int i = 0; i < params.sf.length; ++i) {
  def d = doc[params.sf[i]];
  if (d.size() > 0 && params.sv[i].contains(String.valueOf(d.value))) mA++;
}
for (int i = 0; i < params.rf.length; ++i) {
  def d = doc[params.rf[i]];
  if (d.size() == 0) continue;
  long x = params.rf[i] == 'birthDate' ? d.value.toInstant().toEpochMilli() : d.value;
  if (x >= params.rmin[i] && x <= params.rmax[i]) mA++;
}
int mB = 0;
for (int i = 0; i < params.mk.length; ++i) {
  def d = doc['wishes.nice.sets.' + params.mk[i]];
  if (d.size() > 0 && d.contains(params.mv[i])) mB++;
}
for (int i = 0; i < params.mrk.length; ++i) {
  def lo = doc['wishes.nice.ranges.' + params.mrk[i] + '.min'];
  def hi = doc['wishes.nice.ranges.' + params.mrk[i] + '.max'];
  if (lo.size() > 0 && hi.size() > 0 && lo.value <= params.mrv[i] && hi.value >= params.mrv[i]) mB++;
}
def n = doc['wishes.niceCount'];
int nB = n.size() > 0 ? (int) n.value : 0;
int fitA = params.nA == 0 ? 100 : (100 * mA) / params.nA;
int fitB = nB == 0 ? 100 : (100 * mB) / nB;
int s = ((fitA + fitB) * 2) / 5;
def v = doc['verified'];
if (v.size() > 0 && v.value) s += params.wv;
def a = doc['lastActiveAt'];
if (a.size() > 0 && a.value.toInstant().toEpochMilli() >= params.since) s += params.wa;
return s;
`;

/** The filter wrapped so each hit's `_score` is its compatibility score. */
export function scoredQuery(filter: Clause, s: ScoreInput): Clause {
  const setKinds = SET_KINDS.filter((k) => s.nice.sets[k]);
  const ranges = RANGE_KINDS.filter((k) => s.nice.ranges[k]).map((k) =>
    boundsOn(k, s.nice.ranges[k]!, s.today),
  );
  const mine = SET_KINDS.map((k) => [k, setTrait(s.me, k)] as const).filter(([, v]) => v !== null);
  const myRanges = RANGE_KINDS.map((k) => [k, rangeTrait(s.me, k)] as const).filter(([, v]) => v !== null);
  return {
    script_score: {
      query: filter,
      script: {
        source: SCORE_SOURCE,
        params: {
          sf: setKinds.map(setField),
          sv: setKinds.map((k) => s.nice.sets[k]!),
          rf: ranges.map((r) => r.field),
          rmin: ranges.map((r) => r.min),
          rmax: ranges.map((r) => r.max),
          mk: mine.map(([k]) => k),
          mv: mine.map(([, v]) => v),
          mrk: myRanges.map(([k]) => k),
          mrv: myRanges.map(([, v]) => v),
          nA: s.niceCount,
          wv: SCORE_WEIGHTS.verified,
          wa: SCORE_WEIGHTS.active,
          since: s.activeSince.getTime(),
        },
      },
    },
  };
}
