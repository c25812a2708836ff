import { ok, refused, transact, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SearchApp } from './context.js';

/** Pass: the member is hidden from her suggestions for a while, and never told. */
export async function passSuggestion(
  app: SearchApp,
  memberId: string,
  candidateId: string,
): Promise<Outcome<void, RefusalOf<'suggestion_unknown'>>> {
  const done = await transact(app.database.db, (tx) =>
    app.suggestions.act(tx, memberId, candidateId, 'passed', app.clock()),
  );
  return done ? ok(undefined) : refused({ refusal: 'suggestion_unknown' });
}
