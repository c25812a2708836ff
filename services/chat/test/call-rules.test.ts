import { describe, expect, it } from 'vitest';
import {
  callRefusal,
  lineOf,
  mayRelay,
  newCall,
  transition,
  type CallFacts,
  type CallRecord,
} from '../src/domain/call-rules.js';

/* README: calls. Who may call whom, and how a call moves, as pure rules. */

const HE = 'caller';
const SHE = 'callee';
const WALI = 'guardian';

const open: CallFacts = {
  pair: {
    self: false,
    other: { kind: 'individual', status: 'active', visibility: 'public' },
    writerBlocksOther: false,
    otherBlocksWriter: false,
  },
  conversation: { status: 'open', closedReason: null, closedBy: null, gated: false },
  calleeCallsOff: false,
  callerBusy: false,
};

const call = (guardianIds: string[] = [], busy = false) =>
  newCall(
    { id: 'c', conversationId: 'k', media: 'video', callerId: HE, calleeId: SHE, guardianIds },
    busy,
    0,
  );
const step = (c: CallRecord | undefined, action: Parameters<typeof transition>[1], actor: string, at = 0) =>
  transition(c!, action, actor, at);

describe('who may call whom', () => {
  it('a member may call inside an open conversation', () => {
    expect(callRefusal(HE, open)).toBeUndefined();
  });
  it('no conversation, or one waiting for her guardian, is not found', () => {
    expect(callRefusal(HE, { ...open, conversation: undefined })).toEqual({
      refusal: 'notFound',
      what: 'conversation',
    });
    expect(callRefusal(HE, { ...open, conversation: { ...open.conversation!, gated: true } })).toEqual({
      refusal: 'notFound',
      what: 'conversation',
    });
  });
  it('a closed conversation is not reopened by a call', () => {
    const closed = { status: 'closed' as const, closedReason: 'closed' as const, closedBy: HE, gated: false };
    expect(callRefusal(HE, { ...open, conversation: closed })).toEqual({ refusal: 'closed' });
  });
  it('never across a block, either way', () => {
    expect(callRefusal(HE, { ...open, pair: { ...open.pair, writerBlocksOther: true } })).toEqual({
      refusal: 'blocked',
    });
    expect(callRefusal(HE, { ...open, pair: { ...open.pair, otherBlocksWriter: true } })?.refusal).toBe(
      'notFound',
    );
  });
  it('never to a suspended member', () => {
    const suspended = { ...open.pair, other: { ...open.pair.other!, status: 'suspended' as const } };
    expect(callRefusal(HE, { ...open, pair: suspended })).toEqual({ refusal: 'member_unavailable' });
  });
  it('the receiver who turned calls off is not rung', () => {
    expect(callRefusal(HE, { ...open, calleeCallsOff: true })).toEqual({ refusal: 'calls_off' });
  });
  it('a caller already in a call is busy', () => {
    expect(callRefusal(HE, { ...open, callerBusy: true })).toEqual({ refusal: 'busy' });
  });
});

describe('a call between two members', () => {
  it('rings, then connects when she answers', () => {
    const c = step(call(), 'accept', SHE, 1000)!;
    expect(c.state).toBe('connected');
    expect(c.joined).toEqual([HE, SHE]);
    expect(mayRelay(c, HE, SHE)).toBe(true);
  });
  it('only the callee answers or declines', () => {
    expect(step(call(), 'accept', HE)).toBeUndefined();
    expect(step(call(), 'decline', HE)).toBeUndefined();
    expect(step(call(), 'decline', SHE)?.endReason).toBe('declined');
  });
  it('is busy at once when she is in another call', () => {
    const c = call([], true);
    expect([c.state, c.endReason]).toEqual(['ended', 'busy']);
  });
  it('ringing times out as missed; a connected call does not', () => {
    expect(step(call(), 'timeout', HE)?.endReason).toBe('missed');
    expect(step(step(call(), 'accept', SHE), 'timeout', HE)).toBeUndefined();
  });
  it('the caller hanging up while it rings is a missed call for her', () => {
    expect(step(call(), 'leave', HE)?.endReason).toBe('missed');
  });
  it('ends when either leaves, counting the time they talked', () => {
    const c = step(step(call(), 'accept', SHE, 1000), 'leave', SHE, 241_000)!;
    expect([c.state, c.endReason]).toEqual(['ended', 'ended']);
    expect(lineOf(c)).toEqual({ media: 'video', outcome: 'ended', seconds: 240, chaperoned: false });
  });
  it('nothing is relayed before she answers nor after it ends', () => {
    expect(mayRelay(call(), HE, SHE)).toBe(false);
    expect(mayRelay(step(step(call(), 'accept', SHE), 'leave', HE)!, HE, SHE)).toBe(false);
  });
  it('a block or suspension ends it at once', () => {
    const c = step(step(call(), 'accept', SHE), 'unavailable', HE)!;
    expect([c.state, c.endReason]).toEqual(['ended', 'unavailable']);
  });
  it('counts every change, so a device can tell a late state from a newer one', () => {
    const rung = call();
    const answered = step(rung, 'accept', SHE)!;
    const ended = step(answered, 'leave', HE)!;
    expect([rung.rev, answered.rev, ended.rev]).toEqual([0, 1, 2]);
  });

  it('nothing moves an ended call', () => {
    expect(step(step(call(), 'decline', SHE), 'accept', SHE)).toBeUndefined();
  });
});

describe('the chaperoned call', () => {
  it('does not connect the two until her guardian joins, and relays nothing between them before', () => {
    const answered = step(call([WALI]), 'accept', SHE, 1000)!;
    expect(answered.state).toBe('paused');
    expect(mayRelay(answered, HE, SHE)).toBe(false);
    expect(mayRelay(answered, SHE, HE)).toBe(false);
    const joined = step(answered, 'join', WALI, 5000)!;
    expect(joined.state).toBe('connected');
    expect(joined.connectedAt).toBe(5000);
    expect(mayRelay(joined, HE, SHE)).toBe(true);
    expect(mayRelay(joined, WALI, HE)).toBe(true);
  });
  it('a guardian who joins while it rings sees the caller; the two stay apart until she answers', () => {
    const c = step(call([WALI]), 'join', WALI)!;
    expect(c.state).toBe('ringing');
    expect(mayRelay(c, WALI, HE)).toBe(true);
    expect(mayRelay(c, HE, SHE)).toBe(false);
  });
  it('pauses for the two when he leaves, resumes when he returns, and counts only the time together', () => {
    let c = step(step(call([WALI]), 'join', WALI, 0), 'accept', SHE, 0)!;
    c = step(c, 'leave', WALI, 60_000)!;
    expect(c.state).toBe('paused');
    expect(mayRelay(c, HE, SHE)).toBe(false);
    c = step(c, 'join', WALI, 120_000)!;
    expect(c.state).toBe('connected');
    c = step(c, 'leave', HE, 180_000)!;
    expect(lineOf(c)).toEqual({ media: 'video', outcome: 'ended', seconds: 120, chaperoned: true });
  });
  it('only her guardian joins; a member cannot join for him', () => {
    expect(step(call([WALI]), 'join', HE)).toBeUndefined();
    expect(step(call([WALI]), 'join', 'someone-else')).toBeUndefined();
    expect(step(call([WALI]), 'accept', WALI)).toBeUndefined();
  });
});
