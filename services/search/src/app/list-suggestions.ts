import type { SuggestionList } from '@mawadda/contracts';
import { cardCompatibility } from '../domain/compatibility/card-fit.js';
import { cardOf } from '../domain/search-card.js';
import { indexEntryOf } from '../domain/searchable.js';
import type { SearchApp } from './context.js';
import { loadSearcher } from './load-searcher.js';
import { perDayOf } from './pick-suggestions.js';

/**
 * A member's suggestions of her last picked day, passed ones left out, as cards with the pair's
 * compatibility. A member no longer searchable, or blocked either way since, drops out.
 */
export async function listSuggestions(app: SearchApp, memberId: string): Promise<SuggestionList> {
  const db = app.database.db;
  const now = app.clock();
  const [me, day, perDay] = await Promise.all([
    loadSearcher(app, memberId),
    app.suggestions.lastDay(db, memberId),
    perDayOf(app, memberId, now),
  ]);
  if (!day) return { day: null, perDay, items: [] };
  const rows = await app.suggestions.ofDay(db, memberId, day);
  const who = { signedIn: true, insiders: new Set(me.insiders) };
  const excluded = new Set(me.excludeIds);
  const items = await Promise.all(
    rows.map(async (row) => {
      if (excluded.has(row.candidateId)) return undefined;
      const [member, wishes] = await Promise.all([
        app.members.find(db, row.candidateId),
        app.preferences.of(db, row.candidateId),
      ]);
      const entry = member && indexEntryOf(member, wishes);
      if (!entry) return undefined;
      const compatibility = cardCompatibility(me, entry, now, who);
      const card = { ...cardOf(entry, now, me.origin, who), ...(compatibility && { compatibility }) };
      return { card, state: row.state === 'interested' ? ('interested' as const) : ('new' as const), day };
    }),
  );
  return { day, perDay, items: items.filter((i) => i !== undefined) };
}
