import { describe, expect, it } from 'vitest';
import { decide, type Actor, type Approvers, type PairState } from '../src/domain/path.js';

const A = 'a0000000-0000-4000-8000-000000000001';
const B = 'b0000000-0000-4000-8000-000000000002';
const WALI = 'c0000000-0000-4000-8000-000000000003';
const me = (id: string): Actor => ({ role: 'member', id });
const wali: Actor = { role: 'guardian', id: WALI, wardId: B };
const at = new Date('2026-11-29T10:00:00Z');
const today = '2026-11-29';
const meeting = { date: '2026-12-05', placeType: 'family_home' as const, chaperone: 'Her father' };

const pair = (over: Partial<PairState> = {}): PairState => ({
  memberIds: [A, B],
  stage: 'talking',
  status: 'active',
  conversationOpen: true,
  proposal: null,
  meeting: null,
  ...over,
});
const noGuardians: Approvers = { [A]: null, [B]: null };
const withWali: Approvers = { [A]: null, [B]: WALI };

function ok(d: ReturnType<typeof decide>) {
  if (!d.ok) throw new Error(`refused: ${d.refusal}`);
  return d;
}
const propose = (approvers = noGuardians, m?: typeof meeting) =>
  ({ kind: 'propose', approvers, today, at, meeting: m, confirmDeclarations: true }) as const;

describe('the stages of a pair', () => {
  it('a proposal waits for the other member, whose confirmation moves the pair on', () => {
    const proposed = ok(decide(pair(), me(A), propose()));
    expect(proposed.state.stage).toBe('talking');
    expect(proposed.state.proposal?.toStage).toBe('families_involved');
    expect(proposed.state.proposal?.waitingFor).toEqual([{ accountId: B, role: 'member', forMemberId: B }]);
    const confirmed = ok(decide(proposed.state, me(B), { kind: 'confirm' }));
    expect(confirmed.state.stage).toBe('families_involved');
    expect(confirmed.state.proposal).toBeNull();
    expect(confirmed.changes).toEqual([{ step: 'confirmed' }, { step: 'advanced', from: 'talking' }]);
  });

  it('the proposer cannot confirm his own proposal', () => {
    const proposed = ok(decide(pair(), me(A), propose()));
    expect(decide(proposed.state, me(A), { kind: 'confirm' })).toEqual({ ok: false, refusal: 'ownProposal' });
  });

  it('a second proposal waits until the first is answered', () => {
    const proposed = ok(decide(pair(), me(A), propose()));
    expect(decide(proposed.state, me(B), propose())).toEqual({ ok: false, refusal: 'proposalPending' });
  });

  it('nothing to confirm when nothing waits', () => {
    expect(decide(pair(), me(B), { kind: 'confirm' })).toEqual({ ok: false, refusal: 'nothingToConfirm' });
    expect(decide(pair(), me(B), { kind: 'decline' })).toEqual({ ok: false, refusal: 'nothingToConfirm' });
  });

  it('declining clears the proposal and keeps the stage', () => {
    const proposed = ok(decide(pair(), me(A), propose()));
    const declined = ok(decide(proposed.state, me(B), { kind: 'decline' }));
    expect(declined.state.proposal).toBeNull();
    expect(declined.state.stage).toBe('talking');
  });

  it('a family stage (families involved and later) also waits for her approving guardian', () => {
    // `families_involved` itself involves the family: the wali confirms it too.
    const proposed = ok(decide(pair(), me(A), propose(withWali)));
    expect(proposed.state.proposal?.waitingFor.map((w) => w.accountId)).toEqual([B, WALI]);
    const byHer = ok(decide(proposed.state, me(B), { kind: 'confirm' }));
    expect(byHer.state.stage).toBe('talking');
    expect(byHer.state.proposal?.waitingFor).toEqual([{ accountId: WALI, role: 'guardian', forMemberId: B }]);
    const byWali = ok(decide(byHer.state, wali, { kind: 'confirm' }));
    expect(byWali.state.stage).toBe('families_involved');
  });

  it('the guardian may confirm before his ward', () => {
    const proposed = ok(decide(pair(), me(A), propose(withWali)));
    const byWali = ok(decide(proposed.state, wali, { kind: 'confirm' }));
    expect(byWali.state.proposal?.waitingFor.map((w) => w.accountId)).toEqual([B]);
    expect(ok(decide(byWali.state, me(B), { kind: 'confirm' })).state.stage).toBe('families_involved');
  });

  it("the proposer's own guardian confirms too", () => {
    const proposed = ok(decide(pair(), me(B), propose(withWali)));
    expect(proposed.state.proposal?.waitingFor.map((w) => w.accountId)).toEqual([A, WALI]);
  });

  it('a guardian only confirms or declines what waits for him', () => {
    expect(decide(pair(), wali, propose())).toEqual({ ok: false, refusal: 'nothingToConfirm' });
    expect(decide(pair({ stage: 'decision' }), wali, { kind: 'stepBack' })).toEqual({
      ok: false,
      refusal: 'nothingToConfirm',
    });
    expect(decide(pair(), wali, { kind: 'end' })).toEqual({ ok: false, refusal: 'nothingToConfirm' });
    const proposed = ok(decide(pair(), me(A), propose()));
    expect(decide(proposed.state, wali, { kind: 'confirm' })).toEqual({
      ok: false,
      refusal: 'nothingToConfirm',
    });
  });

  it('a guardian can decline, and the step does not happen', () => {
    const proposed = ok(decide(pair(), me(A), propose(withWali)));
    const declined = ok(decide(proposed.state, wali, { kind: 'decline' }));
    expect(declined.state).toMatchObject({ stage: 'talking', proposal: null });
  });

  it('meeting planned needs the meeting, today or later', () => {
    const at2 = pair({ stage: 'families_involved' });
    expect(decide(at2, me(A), propose())).toEqual({ ok: false, refusal: 'meetingRequired' });
    expect(decide(at2, me(A), propose(noGuardians, { ...meeting, date: '2026-11-28' }))).toEqual({
      ok: false,
      refusal: 'meetingDatePast',
    });
    const proposed = ok(decide(at2, me(A), propose(noGuardians, meeting)));
    expect(proposed.state.proposal?.meeting).toEqual(meeting);
    expect(proposed.state.meeting).toBeNull();
    const confirmed = ok(decide(proposed.state, me(B), { kind: 'confirm' }));
    expect(confirmed.state).toMatchObject({ stage: 'meeting_planned', meeting });
  });

  it('walks every stage to married, and nothing comes after', () => {
    let state = pair();
    for (const stage of ['families_involved', 'meeting_planned', 'decision', 'engaged', 'married'] as const) {
      state = ok(decide(state, me(A), propose(noGuardians, meeting))).state;
      state = ok(decide(state, me(B), { kind: 'confirm', confirmDeclarations: true })).state;
      expect(state.stage).toBe(stage);
    }
    expect(decide(state, me(A), propose())).toEqual({ ok: false, refusal: 'married' });
    expect(decide(state, me(A), { kind: 'stepBack' })).toEqual({ ok: false, refusal: 'married' });
    expect(decide(state, me(A), { kind: 'end' })).toEqual({ ok: false, refusal: 'married' });
  });

  it('either member steps back one stage, dropping a proposal and a meeting below its stage', () => {
    expect(decide(pair(), me(A), { kind: 'stepBack' })).toEqual({ ok: false, refusal: 'firstStage' });
    const planned = pair({ stage: 'meeting_planned', meeting });
    const back = ok(decide(planned, me(B), { kind: 'stepBack' }));
    expect(back.state).toMatchObject({ stage: 'families_involved', meeting: null });
    expect(back.changes).toEqual([{ step: 'stepped_back', from: 'meeting_planned' }]);
    const decision = ok(decide(pair({ stage: 'decision', meeting }), me(A), propose()));
    const back2 = ok(decide(decision.state, me(A), { kind: 'stepBack' }));
    expect(back2.state).toMatchObject({ stage: 'meeting_planned', meeting, proposal: null });
  });

  it('either member ends it, and then nothing more happens', () => {
    const ended = ok(decide(pair({ stage: 'engaged' }), me(B), { kind: 'end' }));
    expect(ended.state.status).toBe('ended');
    for (const command of [propose(), { kind: 'confirm' }, { kind: 'stepBack' }, { kind: 'end' }] as const)
      expect(decide(ended.state, me(A), command)).toEqual({ ok: false, refusal: 'ended' });
  });

  it('no step forward while the conversation is closed; stepping back and ending still work', () => {
    const closed = pair({ stage: 'decision', conversationOpen: false });
    expect(decide(closed, me(A), propose())).toEqual({ ok: false, refusal: 'conversationClosed' });
    expect(ok(decide(closed, me(A), { kind: 'stepBack' })).state.stage).toBe('meeting_planned');
    expect(ok(decide(closed, me(A), { kind: 'end' })).state.status).toBe('ended');
  });
});

describe('the engagement', () => {
  it('needs each member to confirm her declarations again, proposing or confirming; a guardian does not', () => {
    const decision = pair({ stage: 'decision' });
    expect(decide(decision, me(A), { ...propose(), confirmDeclarations: undefined })).toEqual({
      ok: false,
      refusal: 'declarationsUnconfirmed',
    });
    const proposed = ok(decide(decision, me(A), propose(withWali)));
    expect(decide(proposed.state, me(B), { kind: 'confirm' })).toEqual({
      ok: false,
      refusal: 'declarationsUnconfirmed',
    });
    const byWali = ok(decide(proposed.state, wali, { kind: 'confirm' }));
    const engaged = ok(decide(byWali.state, me(B), { kind: 'confirm', confirmDeclarations: true }));
    expect(engaged.state.stage).toBe('engaged');
    // Below the engagement nothing is asked.
    const talking = ok(decide(pair(), me(A), { ...propose(), confirmDeclarations: undefined }));
    expect(ok(decide(talking.state, me(B), { kind: 'confirm' })).state.stage).toBe('families_involved');
  });
});
