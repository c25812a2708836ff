import type { Meeting, PairDetail } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type NewEvent, type Outcome } from '@mawadda/kit';
import {
  confirmsDeclaration,
  decide,
  type PairChange,
  type PairCommand,
  type PairState,
} from '../domain/path.js';
import type { MatchRefusal } from '../domain/refusals.js';
import { pairEnded, pairMarried, pairWaiting, stageChanged } from '../events/match-events.js';
import type { PairRow } from '../store/schema.js';
import type { MatchApp } from './context.js';
import { actorIn, approversOf, type Caller } from './pair-access.js';
import { declarationFor, detailOf, stateOf } from './pair-view.js';

export type PairAction =
  | { kind: 'propose'; meeting?: Meeting; confirmDeclarations?: boolean }
  | { kind: 'confirm'; confirmDeclarations?: boolean }
  | { kind: 'decline' }
  | { kind: 'stepBack' }
  | { kind: 'end'; note?: string };

/**
 * One step on a pair, by a member or a guardian: one transaction under the two members' lock,
 * the stage rules asked, then the new state, its history lines and its events written together
 * (outbox), so what the pair says and what notify and search hear never disagree.
 */
export async function actOnPair(
  app: MatchApp,
  caller: Caller,
  pairId: string,
  action: PairAction,
): Promise<Outcome<PairDetail, MatchRefusal>> {
  const { database, outbox, pairs } = app;
  return outbox.inTransaction(database.db, async (tx: Db) => {
    if (await isErasedMember(tx, caller.id)) return refused({ refusal: 'accountGone' as const });
    const seen = await pairs.byId(tx, pairId);
    if (!seen) return refused({ refusal: 'notFound' as const });
    await pairs.lockMembers(tx, seen.memberA, seen.memberB);
    const row = (await pairs.byId(tx, pairId))!;
    const actor = await actorIn(app, tx, row, caller);
    if (!actor) return refused({ refusal: 'notFound' as const });
    const now = app.clock();
    const command: PairCommand =
      action.kind === 'propose'
        ? {
            kind: 'propose',
            meeting: action.meeting,
            approvers: await approversOf(app, tx, row),
            today: now.toISOString().slice(0, 10),
            at: now,
            confirmDeclarations: action.confirmDeclarations,
          }
        : action.kind === 'confirm'
          ? { kind: 'confirm', confirmDeclarations: action.confirmDeclarations }
          : { kind: action.kind };
    const decision = decide(stateOf(row), actor, command);
    if (!decision.ok) return refused({ refusal: decision.refusal });
    // What she stood by, as match last heard it from profile, kept with the pair.
    if (confirmsDeclaration(stateOf(row), actor, command))
      await app.members.confirmDeclaration(tx, row.id, actor.id, now);
    const { state, changes } = decision;
    await pairs.save(tx, row.id, {
      stage: state.stage,
      status: state.status,
      meeting: state.meeting,
      proposal: state.proposal ? { ...state.proposal, at: state.proposal.at.toISOString() } : null,
      updatedAt: now,
      ...(state.status === 'ended' && {
        endedBy: actor.id,
        endedAt: now,
        endNote: action.kind === 'end' ? (action.note ?? null) : null,
      }),
    });
    await pairs.record(
      tx,
      changes.map((c) => ({ pairId: row.id, step: c.step, stage: state.stage, by: actor.id, at: now })),
    );
    await outbox.append(tx, ...eventsOf(row, state, changes, now));
    const saved = (await pairs.byId(tx, row.id))!;
    return ok(detailOf(saved, await pairs.history(tx, row.id), actor, await declarationFor(app, tx, actor)));
  });
}

/** What the others hear of a step: the stage moved, something waits, the pair married or ended. */
function eventsOf(row: PairRow, state: PairState, changes: PairChange[], at: Date): NewEvent[] {
  const memberIds = [row.memberA, row.memberB];
  const events: NewEvent[] = [];
  for (const c of changes) {
    if (c.step === 'proposed')
      events.push(
        pairWaiting(
          row.id,
          state.proposal!.proposedBy,
          state.proposal!.toStage,
          c.waitingFor.map((w) => ({ accountId: w.accountId, role: w.role })),
          at,
        ),
      );
    if (c.step === 'advanced' || c.step === 'stepped_back') {
      events.push(stageChanged(row.id, memberIds, c.from, state.stage, at));
      if (state.stage === 'married') events.push(pairMarried(row.id, memberIds, at));
    }
    if (c.step === 'ended') events.push(pairEnded(row.id, memberIds, null, at));
  }
  return events;
}
