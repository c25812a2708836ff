import { searchQuerySchema } from '@mawadda/contracts';
import { loadSearchConfig } from '../../services/search/src/config.js';
import { matchOf, opposite, planSearch } from '../../services/search/src/domain/search-plan.js';
import { withPrivacy } from '../../services/search/src/domain/search-sight.js';
import type { Searcher } from '../../services/search/src/domain/searcher.js';
import { suggestionWindows } from '../../services/search/src/domain/suggestions/suggestion-rules.js';
import type { IndexQuery } from '../../services/search/src/index/search-index.js';

export const PAGE = 20;
/** A free member's suggestions a day: what the pick query asks for. */
export const PICKS = loadSearchConfig({}).SUGGESTIONS_PER_DAY_FREE;

/** Her first page of `sort=compatibility`, as `search-members` plans it. */
export function compatibilitySearch(me: Searcher, today: Date): IndexQuery {
  const plan = planSearch(searchQuerySchema.parse({ sort: 'compatibility' }), me, today);
  if (!plan.ok) throw new Error(`no compatibility search: ${plan.refusal.refusal}`);
  return { filter: plan.value.filter, sort: plan.value.sort, limit: PAGE };
}

/**
 * Her suggestions' query as `pickSuggestions` asks it: compatible both ways, active lately, none
 * of `notAgain` (her last month's picks). The morning run checks that it still asks this.
 */
export function pickQuery(me: Searcher, notAgain: readonly string[], now: Date): IndexQuery {
  const match = matchOf(me, now);
  if (!match) throw new Error('no compatibility for this searcher');
  return {
    filter: withPrivacy(
      {
        gender: opposite(me.gender),
        excludeIds: [...new Set([...me.excludeIds, ...me.insiders, ...notAgain])],
        fit: match.fit,
        activeSince: suggestionWindows(now).activeSince,
      },
      match.sort,
      me.insiders,
    ),
    sort: match.sort,
    limit: PICKS,
  };
}
