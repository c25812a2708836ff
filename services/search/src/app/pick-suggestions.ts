import { transact } from '@mawadda/kit';
import { matchOf, opposite } from '../domain/search-plan.js';
import { withPrivacy } from '../domain/search-sight.js';
import { suggestionWindows } from '../domain/suggestions/suggestion-rules.js';
import type { SearchApp } from './context.js';
import { loadSearcher } from './load-searcher.js';

/** How many a day her plan gives. */
export async function perDayOf(app: SearchApp, memberId: string, now: Date): Promise<number> {
  const premium = await app.entitlements.premium(app.database.db, memberId, now);
  return premium ? app.suggestionsPerDay.premium : app.suggestionsPerDay.free;
}

/**
 * Picks a member's suggestions for her local `day`: the best compatible both ways, active lately,
 * never blocked either way, followed, approached, passed lately or suggested lately. Private
 * members only among those who let her in (their hidden answers weigh in). Stored with the day's
 * mark and the event in one transaction; answers how many were picked.
 */
export async function pickSuggestions(
  app: SearchApp,
  memberId: string,
  day: string,
  now: Date,
): Promise<number> {
  const windows = suggestionWindows(now);
  const [me, approached, notAgain, perDay] = await Promise.all([
    loadSearcher(app, memberId),
    app.approaches.around(memberId),
    app.suggestions.notAgain(memberId, windows.passedSince, windows.suggestedSince),
    perDayOf(app, memberId, now),
  ]);
  const match = matchOf(me, now);
  const picked = match
    ? await app.index.query({
        filter: withPrivacy(
          {
            gender: opposite(me.gender),
            excludeIds: [...new Set([...me.excludeIds, ...me.insiders, ...approached, ...notAgain])],
            fit: match.fit,
            activeSince: windows.activeSince,
          },
          match.sort,
          me.insiders,
        ),
        sort: match.sort,
        limit: perDay,
      })
    : [];
  const ids = picked.map((h) => h.member.memberId);
  await transact(app.database.db, async (tx) => {
    await app.suggestions.pick(tx, memberId, day, ids, now);
    if (ids.length)
      await app.outbox.append(tx, {
        type: 'suggestions.ready',
        key: memberId,
        payload: { memberId, day, count: ids.length, at: now.toISOString() },
      });
  });
  return ids.length;
}
