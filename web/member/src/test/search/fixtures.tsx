import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { searchCardSchema, type SearchCard } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { writeToken } from '../../app/token-store';
import { renderPage, stubFetch } from '../render';
import { cardsOf, HUDA_ID, hudaCard, KHALID_ID } from '../social/fixtures';
import { SearchPage } from '../../pages/SearchPage';

export { HUDA_ID, KHALID_ID };
export const SARA_ID = '0190a0e2-4444-7c3d-a2f1-0e9d8c7b6a04';

/** A member as search answers them (parsed: a fixture off contract fails here). */
export const found = (memberId: string, fullName: string, over: Partial<SearchCard> = {}): SearchCard =>
  searchCardSchema.parse({
    memberId,
    fullName,
    gender: 'female',
    age: 28,
    country: 'AE',
    city: 'AE-DXB',
    nationality: 'AE',
    maritalState: 'single',
    presence: 'offline',
    distanceKm: null,
    ...over,
  });

export const huda = (over: Partial<SearchCard> = {}) =>
  found(HUDA_ID, 'Huda Saleh', { presence: 'online', ...over });
export const sara = (over: Partial<SearchCard> = {}) =>
  found(SARA_ID, 'Sara Nour', {
    age: 31,
    city: 'AE-SHJ',
    nationality: 'SA',
    maritalState: 'divorced',
    ...over,
  });

/** One page of results as the API answers it. */
export const page = (items: SearchCard[], next: string | null = null, prev: string | null = null) => ({
  body: { items, next, prev },
});

type Routes = Parameters<typeof stubFetch>[0];

/**
 * /search for a signed-in member, at `query` (with its `?`), the API answering `routes` and, unless
 * they say otherwise, the reference lists and the cards (Huda has a photo, the others none).
 */
export async function openSearch(query: string, routes: Routes, locale: Locale = 'en') {
  writeToken('member-token');
  const calls = stubFetch({
    'POST /api/profile/cards': cardsOf(hudaCard()),
    ...routes,
  });
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  const rendered = await renderPage(<SearchPage />, {
    locale,
    path: `${prefix}/search${query}`,
    routePath: `${prefix}/search`,
    state: { auth: { isAuthenticated: true }, token: 'member-token' },
    extraRoutes: [
      { path: `${prefix}/profile/:id`, element: <h1>Profile page</h1> },
      { path: `${prefix}/chat/:id`, element: <h1>Chat page</h1> },
    ],
  });
  // The search is drawn after the page's first paint, and the filter form (its own chunk) after
  // it where it shows: the page is open once they are there, as a member sees it a moment after
  // the heading. On a phone (a test that stubs a narrow `matchMedia`) the form waits to be opened.
  const folded = typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 64rem)').matches;
  const ready = folded ? '.search-layout' : '.search-filters__panel form';
  // The first test of a file also waits for the lazy chunks to be compiled: longer than a find.
  await waitFor(() => expect(document.querySelector(ready)).not.toBeNull(), { timeout: 15_000 });
  return { calls, user: userEvent.setup(), router: rendered.router };
}

/** The queries the page sent to GET /api/search/members, as plain objects. */
export const searches = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.pathname === '/api/search/members')
    .map((c) => Object.fromEntries(c.url.searchParams));
