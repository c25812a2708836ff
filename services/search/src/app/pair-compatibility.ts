import { showsDetails, type CompatibilityView } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { fitWith } from '../domain/compatibility/card-fit.js';
import type { RefusalOf } from '../domain/refusals.js';
import { hitSight } from '../domain/search-sight.js';
import { indexEntryOf } from '../domain/searchable.js';
import type { SearchApp } from './context.js';
import { loadSearcher } from './load-searcher.js';

/**
 * `GET /compatibility/{memberId}`: the pair as the viewer sees it on a profile page. Only of a
 * member search would show her whole (searchable, the other gender, no block either way, and if
 * private, she let the viewer in); anyone else is "not found", so the answer never tells more.
 */
export async function pairCompatibility(
  app: SearchApp,
  viewerId: string,
  memberId: string,
): Promise<
  Outcome<CompatibilityView, RefusalOf<'member_unknown'> | RefusalOf<'compatibility_needs_profile'>>
> {
  const db = app.database.db;
  const now = app.clock();
  const [me, row, wishes] = await Promise.all([
    loadSearcher(app, viewerId),
    app.members.find(db, memberId),
    app.preferences.of(db, memberId),
  ]);
  if (!me.answering) return refused({ refusal: 'compatibility_needs_profile' });
  const other = row && indexEntryOf(row, wishes);
  const who = { signedIn: true, insiders: new Set(me.insiders) };
  if (!other || other.gender === me.gender || me.excludeIds.includes(other.memberId))
    return refused({ refusal: 'member_unknown' });
  if (!showsDetails(hitSight(other, who))) return refused({ refusal: 'member_unknown' });
  const fit = fitWith(me, other, now)!;
  return ok({
    compatible: fit.compatible,
    compatibility: fit.compatibility,
    yourMustsUnmet: fit.yourMustsUnmet,
    theirMustsMet: fit.theirMustsMet,
  });
}
