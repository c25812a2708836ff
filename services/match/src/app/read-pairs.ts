import type { PairDetail, PairSummary } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { MatchRefusal } from '../domain/refusals.js';
import type { MatchApp } from './context.js';
import { actorIn, type Caller } from './pair-access.js';
import { declarationFor, detailOf, summaryOf } from './pair-view.js';

/** A member's pairs, or a guardian's wards' pairs, most recently changed first. */
export async function listPairs(app: MatchApp, caller: Caller): Promise<{ items: PairSummary[] }> {
  const db = app.database.db;
  if (caller.role === 'member') {
    const rows = await app.pairs.ofMembers(db, [caller.id]);
    return { items: rows.map((r) => summaryOf(r, { role: 'member', id: caller.id })) };
  }
  const wards = await app.members.wardsOf(db, caller.id);
  const rows = await app.pairs.ofMembers(db, wards);
  return {
    items: rows.map((r) =>
      summaryOf(r, {
        role: 'guardian',
        id: caller.id,
        wardId: wards.includes(r.memberA) ? r.memberA : r.memberB,
      }),
    ),
  };
}

/** One pair with its history and what waits for whom; anyone else's pair is "not found". */
export async function readPair(
  app: MatchApp,
  caller: Caller,
  pairId: string,
): Promise<Outcome<PairDetail, MatchRefusal>> {
  const db = app.database.db;
  const row = await app.pairs.byId(db, pairId);
  const actor = row && (await actorIn(app, db, row, caller));
  if (!row || !actor) return refused({ refusal: 'notFound' });
  return ok(detailOf(row, await app.pairs.history(db, row.id), actor, await declarationFor(app, db, actor)));
}
