import type { SearchPage, SearchQuery } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { SearchRefusal } from '../domain/refusals.js';
import { cardCompatibility } from '../domain/compatibility/card-fit.js';
import { cardOf } from '../domain/search-card.js';
import { planSearch } from '../domain/search-plan.js';
import type { SearchApp } from './context.js';
import { loadSearcher } from './load-searcher.js';
import { pageOf } from './pager.js';

/** `GET /members`: one page of partner search for a member, within their rate limit. */
export async function searchMembers(
  app: SearchApp,
  searcherId: string,
  q: SearchQuery,
): Promise<Outcome<SearchPage, SearchRefusal>> {
  const budget = await app.searchLimiter.consume(searcherId);
  if (!budget.allowed)
    return refused({ refusal: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds });
  const now = app.clock();
  const me = await loadSearcher(app, searcherId);
  const plan = planSearch(q, me, now);
  if (!plan.ok) return plan;
  const page = await pageOf(app.index, { ...plan.value, sortName: q.sort, limit: q.limit });
  const who = { signedIn: true, insiders: new Set(me.insiders) };
  return ok({
    items: page.hits.map((h) => {
      const compatibility = cardCompatibility(me, h.member, now, who);
      return { ...cardOf(h.member, now, me.origin, who), ...(compatibility && { compatibility }) };
    }),
    next: page.next,
    prev: page.prev,
  });
}
