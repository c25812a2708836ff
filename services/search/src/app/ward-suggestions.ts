import type { SuggestionList } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SearchApp } from './context.js';
import { listSuggestions } from './list-suggestions.js';

/**
 * Her suggestions as her guardian reads them, read-only: only while he is her guardian and she lets
 * him see her matchmaking, checked on every read so her "no" takes effect at once. Anyone else
 * gets "unknown", which tells nothing of whether she exists.
 */
export async function wardSuggestions(
  app: SearchApp,
  guardianId: string,
  memberId: string,
): Promise<Outcome<SuggestionList, RefusalOf<'member_unknown'>>> {
  if (!(await app.guardians.seesMatchmaking(memberId, guardianId)))
    return refused({ refusal: 'member_unknown' });
  return ok(await listSuggestions(app, memberId));
}
