import type { PairDetail, PairSummary } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { Actor, PairState } from '../domain/path.js';
import type { PairHistoryRow, PairRow } from '../store/schema.js';
import type { MatchApp } from './context.js';

/** A stored pair as the stage rules see it. */
export const stateOf = (row: PairRow): PairState => ({
  memberIds: [row.memberA, row.memberB],
  stage: row.stage,
  status: row.status,
  conversationOpen: row.conversationOpen,
  meeting: row.meeting ?? null,
  proposal: row.proposal ? { ...row.proposal, at: new Date(row.proposal.at) } : null,
});

/** The member of the pair the caller looks from: himself, or a guardian's ward. */
const sideOf = (actor: Actor) => (actor.role === 'member' ? actor.id : actor.wardId);

const waitsFor = (row: PairRow, actor: Actor) =>
  row.status === 'active' &&
  (row.proposal?.waitingFor.some(
    (w) =>
      w.accountId === actor.id &&
      (actor.role === 'member' ? w.role === 'member' : w.forMemberId === actor.wardId),
  ) ??
    false);

export function summaryOf(row: PairRow, actor: Actor): PairSummary {
  const side = sideOf(actor);
  return {
    id: row.id,
    memberIds: [row.memberA, row.memberB],
    otherId: row.memberA === side ? row.memberB : row.memberA,
    conversationId: row.conversationId,
    stage: row.stage,
    status: row.status,
    waitsForMe: waitsFor(row, actor),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the reader's side declares (hers, or his ward's), as match last heard it. */
export async function declarationFor(app: MatchApp, db: Db, actor: Actor): Promise<SideDeclaration> {
  const row = await app.members.declaredBy(db, sideOf(actor));
  return row
    ? {
        myDeclaration: { maritalState: row.maritalState, hasChildren: row.hasChildren, wives: row.wives },
        myGender: row.gender,
      }
    : { myDeclaration: null, myGender: null };
}

type SideDeclaration = Pick<PairDetail, 'myDeclaration' | 'myGender'>;

export function detailOf(
  row: PairRow,
  history: PairHistoryRow[],
  actor: Actor,
  side: SideDeclaration,
): PairDetail {
  return {
    ...summaryOf(row, actor),
    proposal: row.status === 'active' && row.proposal ? row.proposal : null,
    meeting: row.meeting ?? null,
    ended:
      row.status === 'ended' && row.endedAt
        ? { by: row.endedBy, note: row.endNote, at: row.endedAt.toISOString() }
        : null,
    conversationOpen: row.conversationOpen,
    history: history.map((h) => ({ step: h.step, stage: h.stage, by: h.by, at: h.at.toISOString() })),
    ...side,
  };
}
