import { PAIR_STAGES, type Meeting, type PairStage, type Waiting } from '@mawadda/contracts';
import type { StageRefusal } from './refusals.js';

/**
 * The stage rules of a pair, as a pure function of its state and one command (README: rules).
 * Either member proposes the next stage and the other confirms; from `families_involved` on, a
 * member's guardian who approves her conversations confirms too. Stepping back goes one stage
 * down; ending is final. Nothing here reads a clock or a database: the use case passes `today`.
 */

export interface Proposal {
  toStage: PairStage;
  proposedBy: string;
  at: Date;
  waitingFor: Waiting[];
  meeting: Meeting | null;
}

export interface PairState {
  memberIds: readonly [string, string];
  stage: PairStage;
  status: 'active' | 'ended';
  conversationOpen: boolean;
  proposal: Proposal | null;
  meeting: Meeting | null;
}

/** Each member's guardian, where he approves her conversations (null: nobody to wait for). */
export type Approvers = Readonly<Record<string, string | null>>;

/** Who acts: a member of the pair, or the guardian of one of them. */
export type Actor = { role: 'member'; id: string } | { role: 'guardian'; id: string; wardId: string };

export type PairCommand =
  | {
      kind: 'propose';
      meeting?: Meeting;
      approvers: Approvers;
      today: string;
      at: Date;
      confirmDeclarations?: boolean;
    }
  | { kind: 'confirm'; confirmDeclarations?: boolean }
  | { kind: 'decline' }
  | { kind: 'stepBack' }
  | { kind: 'end' };

/** What changed, for the history and the events. */
export type PairChange =
  | { step: 'proposed'; waitingFor: Waiting[] }
  | { step: 'confirmed' }
  | { step: 'declined' }
  | { step: 'advanced'; from: PairStage }
  | { step: 'stepped_back'; from: PairStage }
  | { step: 'ended' };

export type Decision =
  { ok: true; state: PairState; changes: PairChange[] } | { ok: false; refusal: StageRefusal['refusal'] };

const no = (refusal: StageRefusal['refusal']): Decision => ({ ok: false, refusal });

export const stageIndex = (s: PairStage) => PAIR_STAGES.indexOf(s);
export const nextStage = (s: PairStage): PairStage | undefined => PAIR_STAGES[stageIndex(s) + 1];
export const previousStage = (s: PairStage): PairStage | undefined =>
  stageIndex(s) > 0 ? PAIR_STAGES[stageIndex(s) - 1] : undefined;

/** From this stage on the families take part, so a guardian who approves waits in every step. */
export const involvesFamily = (s: PairStage) => stageIndex(s) >= stageIndex('families_involved');

export const otherMember = (state: Pick<PairState, 'memberIds'>, memberId: string) =>
  state.memberIds[0] === memberId ? state.memberIds[1] : state.memberIds[0];

/** Whether this step has the member stand by her declaration again (proposing or confirming `engaged`). */
export const confirmsDeclaration = (state: PairState, actor: Actor, command: PairCommand) =>
  actor.role === 'member' &&
  ((command.kind === 'propose' && nextStage(state.stage) === 'engaged') ||
    (command.kind === 'confirm' && state.proposal?.toStage === 'engaged'));

/** Who must confirm a step to `toStage` proposed by `proposer`: the other member, then guardians. */
export function waitingFor(
  state: Pick<PairState, 'memberIds'>,
  proposer: string,
  toStage: PairStage,
  approvers: Approvers,
): Waiting[] {
  const waits: Waiting[] = [
    { accountId: otherMember(state, proposer), role: 'member', forMemberId: otherMember(state, proposer) },
  ];
  if (involvesFamily(toStage))
    for (const memberId of state.memberIds) {
      const guardianId = approvers[memberId];
      if (guardianId) waits.push({ accountId: guardianId, role: 'guardian', forMemberId: memberId });
    }
  return waits;
}

const waitsOn = (w: Waiting, actor: Actor) =>
  w.accountId === actor.id &&
  (actor.role === 'member' ? w.role === 'member' : w.role === 'guardian' && w.forMemberId === actor.wardId);

export function decide(state: PairState, actor: Actor, command: PairCommand): Decision {
  if (state.status === 'ended') return no('ended');
  // Guardians confirm or decline what waits for them; proposing, stepping back and ending are the couple's.
  if (actor.role === 'guardian' && command.kind !== 'confirm' && command.kind !== 'decline')
    return no('nothingToConfirm');
  switch (command.kind) {
    case 'propose': {
      if (state.proposal) return no('proposalPending');
      const toStage = nextStage(state.stage);
      if (!toStage) return no('married');
      if (!state.conversationOpen) return no('conversationClosed');
      if (toStage === 'engaged' && command.confirmDeclarations !== true) return no('declarationsUnconfirmed');
      if (toStage === 'meeting_planned') {
        if (!command.meeting) return no('meetingRequired');
        if (command.meeting.date < command.today) return no('meetingDatePast');
      }
      const waits = waitingFor(state, actor.id, toStage, command.approvers);
      const proposal: Proposal = {
        toStage,
        proposedBy: actor.id,
        at: command.at,
        waitingFor: waits,
        meeting: toStage === 'meeting_planned' ? (command.meeting ?? null) : null,
      };
      return { ok: true, state: { ...state, proposal }, changes: [{ step: 'proposed', waitingFor: waits }] };
    }
    case 'confirm':
    case 'decline': {
      const p = state.proposal;
      if (!p) return no('nothingToConfirm');
      if (actor.role === 'member' && p.proposedBy === actor.id) return no('ownProposal');
      if (!p.waitingFor.some((w) => waitsOn(w, actor))) return no('nothingToConfirm');
      // Each member stands by her own declaration again before the engagement; her guardian confirms
      // the step, not what she declares.
      if (
        command.kind === 'confirm' &&
        actor.role === 'member' &&
        p.toStage === 'engaged' &&
        command.confirmDeclarations !== true
      )
        return no('declarationsUnconfirmed');
      if (command.kind === 'decline')
        return { ok: true, state: { ...state, proposal: null }, changes: [{ step: 'declined' }] };
      const left = p.waitingFor.filter((w) => !waitsOn(w, actor));
      if (left.length > 0)
        return {
          ok: true,
          state: { ...state, proposal: { ...p, waitingFor: left } },
          changes: [{ step: 'confirmed' }],
        };
      return {
        ok: true,
        state: {
          ...state,
          stage: p.toStage,
          proposal: null,
          meeting: p.toStage === 'meeting_planned' ? p.meeting : state.meeting,
        },
        changes: [{ step: 'confirmed' }, { step: 'advanced', from: state.stage }],
      };
    }
    case 'stepBack': {
      const back = previousStage(state.stage);
      if (state.stage === 'married') return no('married');
      if (!back) return no('firstStage');
      // Below `meeting_planned` the meeting no longer stands.
      const meeting = stageIndex(back) < stageIndex('meeting_planned') ? null : state.meeting;
      return {
        ok: true,
        state: { ...state, stage: back, proposal: null, meeting },
        changes: [{ step: 'stepped_back', from: state.stage }],
      };
    }
    case 'end':
      if (state.stage === 'married') return no('married');
      return { ok: true, state: { ...state, status: 'ended', proposal: null }, changes: [{ step: 'ended' }] };
  }
}
