import { searchQuerySchema } from '@mawadda/contracts';
import { describe, expect, it } from 'vitest';
import { mostActiveFilter, planSearch } from '../src/domain/search-plan.js';
import type { Searcher } from '../src/domain/searcher.js';
import { encodeSortCursor } from '../src/domain/sort-cursor.js';
import { NO_WISHES } from '../src/domain/compatibility/wishes.js';

// The search rules alone, without a database: what a query becomes, and when it is refused.
const ME = '01a20000-0000-7000-8000-0000000000aa';
const BLOCKED = '01a20000-0000-7000-8000-0000000000bb';
const FOLLOWED = '01a20000-0000-7000-8000-0000000000cc';
const man: Searcher = {
  gender: 'male',
  origin: { lat: 25.3, lon: 55.4 },
  excludeIds: [ME, BLOCKED],
  insiders: [],
  answering: undefined,
  wishes: NO_WISHES,
};
const today = new Date('2025-06-15T12:00:00Z');
const query = (q: Record<string, string> = {}) => searchQuerySchema.parse(q);

describe('planSearch', () => {
  it('looks for the opposite gender by default, never the searcher or the blocked', () => {
    const plan = planSearch(query(), man, today);
    expect(plan).toMatchObject({ ok: true, value: { sort: { by: 'newest' } } });
    if (!plan.ok) return;
    expect(plan.value.filter).toMatchObject({ gender: 'female', excludeIds: [ME, BLOCKED] });
    expect(planSearch(query({ gender: 'male' }), man, today)).toMatchObject({
      value: { filter: { gender: 'male' } },
    });
  });

  it('turns ages into birth dates on the given day', () => {
    const plan = planSearch(query({ ageMin: '25', ageMax: '30' }), man, today);
    expect(plan).toMatchObject({
      value: { filter: { bornOnOrBefore: '2000-06-15', bornAfter: '1994-06-15' } },
    });
  });

  it('measures nearest from the searcher’s city, and refuses it without one', () => {
    expect(planSearch(query({ sort: 'nearest' }), man, today)).toMatchObject({
      value: { sort: { by: 'nearest', origin: man.origin } },
    });
    expect(planSearch(query({ sort: 'nearest' }), { ...man, origin: undefined }, today)).toEqual({
      ok: false,
      refusal: { refusal: 'nearest_needs_city' },
    });
  });

  it('takes a cursor of its own sort only', () => {
    const cursor = encodeSortCursor({ sort: 'newest', key: [1, ME], direction: 'forward' });
    expect(planSearch(query({ cursor }), man, today)).toMatchObject({
      value: { cursor: { sort: 'newest' } },
    });
    const others: Record<string, string>[] = [{ cursor, sort: 'mostActive' }, { cursor: 'forged' }];
    for (const q of others)
      expect(planSearch(query(q), man, today)).toEqual({ ok: false, refusal: { refusal: 'cursor_invalid' } });
  });
});

it('shows a guest everyone public on the most-active strip, a member the opposite gender minus blocks', () => {
  // Ordered by activity, which a private member's guest view does not show: only those she let in.
  expect(mostActiveFilter(undefined)).toEqual({ gender: undefined, excludeIds: [], privateAmong: [] });
  expect(mostActiveFilter({ ...man, insiders: [FOLLOWED] })).toEqual({
    gender: 'female',
    excludeIds: [ME, BLOCKED],
    privateAmong: [FOLLOWED],
  });
});

it('finds a private member by what her guest view hides only for those she let in', () => {
  const me = { ...man, insiders: [FOLLOWED] };
  const filterOf = (q: Record<string, string>) => {
    const plan = planSearch(query(q), me, today);
    return plan.ok ? plan.value.filter : undefined;
  };
  for (const q of [
    { nationality: 'AE' },
    { maritalState: 'single' },
    { smoking: 'smoker' },
    { heightMin: '160' },
    { weightMax: '80' },
    { sort: 'mostActive' },
  ] as Record<string, string>[])
    expect(filterOf(q)?.privateAmong, JSON.stringify(q)).toEqual([FOLLOWED]);
  // Age, place, gender and the verified badges are what anyone reads of her.
  for (const q of [
    {},
    { ageMin: '25' },
    { location: 'AE-DXB' },
    { gender: 'female' },
    { verifiedOnly: 'true' },
    { sort: 'nearest' },
  ] as Record<string, string>[])
    expect(filterOf(q)?.privateAmong, JSON.stringify(q)).toBeUndefined();
});
