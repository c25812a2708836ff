import type { estypes } from '@elastic/elasticsearch';
import { birthRangeFor } from '../../domain/age.js';
import { FIT_UNIT, RANK_BOOST, shareOf } from '../../domain/compatibility/pair-fit.js';
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
 * Compatibility in Elasticsearch, the same rules as `fit-in-memory.ts`, without scripts (a node
 * without the Painless module answers them too). The member's wishes are indexed fields, so "does
 * she accept me" is a filter like any other: her wish of a kind is absent (any) or holds my
 * answer. An unanswered question meets no wish.
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

/** One clause per wish of `w`: the member's answer meets it. */
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

/**
 * Every hit's score is its rank plus this: one constant function, so a hit no other function
 * matches scores it rather than Elasticsearch's default.
 */
export const RANK_OFFSET = 1;

/** "The member's nice wish of `kind` accepts the searcher's answer `v`." */
function acceptsNice(kind: SetKind | RangeKind, v: string | number): Clause {
  if ((SET_KINDS as readonly string[]).includes(kind)) return { term: { [`wishes.nice.sets.${kind}`]: v } };
  const at = `wishes.nice.ranges.${kind}`;
  return {
    bool: { filter: [{ range: { [`${at}.min`]: { lte: v } } }, { range: { [`${at}.max`]: { gte: v } } }] },
  };
}

/**
 * `rankOf` as a sum of functions, no script: each of her nice wishes the member meets adds her
 * share, each of his she meets adds his (`wishes.niceShare`, stored per member), and the boosts
 * theirs. All whole numbers below 2^24, so the float score is exact.
 */
export function rankedQuery(filter: Clause, s: ScoreInput): Clause {
  const mine: estypes.QueryDslFunctionScoreContainer[] =
    s.niceCount === 0
      ? [{ weight: FIT_UNIT }]
      : meets(s.nice, s.today).map((clause) => ({ filter: clause, weight: shareOf(s.niceCount) }));
  const theirs: estypes.QueryDslFunctionScoreContainer[] = [...SET_KINDS, ...RANGE_KINDS].flatMap((k) => {
    const v = (SET_KINDS as readonly string[]).includes(k)
      ? setTrait(s.me, k as SetKind)
      : rangeTrait(s.me, k as RangeKind);
    return v === null
      ? []
      : [{ filter: acceptsNice(k, v), field_value_factor: { field: 'wishes.niceShare', missing: 0 } }];
  });
  return {
    function_score: {
      query: filter,
      functions: [
        { weight: RANK_OFFSET },
        ...mine,
        { filter: either(absent('wishes.niceCount'), { term: { 'wishes.niceCount': 0 } }), weight: FIT_UNIT },
        ...theirs,
        { filter: { term: { verified: true } }, weight: RANK_BOOST.verified },
        {
          filter: { range: { lastActiveAt: { gte: s.activeSince.toISOString() } } },
          weight: RANK_BOOST.active,
        },
      ],
      score_mode: 'sum',
      boost_mode: 'replace',
    },
  };
}
