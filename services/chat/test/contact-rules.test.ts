import { describe, expect, it } from 'vitest';
import {
  openingRefusal,
  writeStep,
  type Counterpart,
  type OpeningFacts,
  type PairFacts,
} from '../src/domain/contact-rules.js';
import { mergeReceipts, messageState } from '../src/domain/receipts.js';
import { reportedMessages } from '../src/domain/report-selection.js';

const me = 'writer';
const active: Counterpart = { kind: 'individual', status: 'active', visibility: 'public' };
const pair = (over: Partial<PairFacts> = {}): PairFacts => ({
  self: false,
  other: active,
  writerBlocksOther: false,
  otherBlocksWriter: false,
  ...over,
});
const opening = (over: Partial<OpeningFacts> = {}): OpeningFacts => ({
  followsOther: false,
  entitled: true,
  startedToday: 0,
  dailyLimit: 20,
  windowFreesInSeconds: 0,
  ...over,
});
const closed = (reason: 'closed' | 'blocked' | 'suspended' | 'deleted', by: string | null = null) => ({
  status: 'closed' as const,
  closedReason: reason,
  closedBy: by,
});

describe('who may write to whom', () => {
  it('starts, replies or reopens by the conversation there is', () => {
    expect(writeStep(me, pair(), undefined)).toEqual({ ok: true, kind: 'start' });
    expect(writeStep(me, pair(), { status: 'open', closedReason: null, closedBy: null })).toEqual({
      ok: true,
      kind: 'reply',
    });
    expect(writeStep(me, pair(), closed('closed', me))).toEqual({ ok: true, kind: 'reopen' });
    expect(writeStep(me, pair(), closed('blocked'))).toEqual({ ok: true, kind: 'reopen' });
  });

  it('never writes between members where either blocked the other; a blocker is not found', () => {
    expect(writeStep(me, pair({ otherBlocksWriter: true }), undefined)).toMatchObject({
      ok: false,
      refusal: { refusal: 'notFound' },
    });
    expect(writeStep(me, pair({ writerBlocksOther: true }), undefined)).toMatchObject({
      ok: false,
      refusal: { refusal: 'blocked' },
    });
    const open = { status: 'open' as const, closedReason: null, closedBy: null };
    expect(writeStep(me, pair({ writerBlocksOther: true }), open)).toMatchObject({ ok: false });
  });

  it('keeps a conversation closed by the other member closed, and an erased member gone', () => {
    expect(writeStep(me, pair(), closed('closed', 'other'))).toMatchObject({
      refusal: { refusal: 'closed' },
    });
    expect(writeStep(me, pair(), closed('deleted'))).toMatchObject({
      refusal: { refusal: 'member_unavailable' },
    });
  });

  it('writes to nobody who cannot receive: oneself, a company, a suspended or erased member', () => {
    expect(writeStep(me, pair({ self: true }), undefined)).toMatchObject({ refusal: { refusal: 'self' } });
    for (const other of [
      { ...active, kind: 'company' as const },
      { ...active, status: 'suspended' as const },
      { ...active, status: 'deleted' as const },
    ])
      expect(writeStep(me, pair({ other }), undefined)).toMatchObject({
        refusal: { refusal: 'member_unavailable' },
      });
  });

  it('asks a first contact for an open profile or a follow, an entitlement and room in the day', () => {
    const privateOther = { ...active, visibility: 'private' as const };
    expect(openingRefusal('start', privateOther, opening())).toEqual({ refusal: 'needs_follow' });
    expect(openingRefusal('start', privateOther, opening({ followsOther: true }))).toBeUndefined();
    expect(openingRefusal('start', active, opening({ entitled: false }))).toEqual({
      refusal: 'needs_entitlement',
    });
    expect(openingRefusal('start', active, opening({ startedToday: 20, windowFreesInSeconds: 90 }))).toEqual({
      refusal: 'daily_limit',
      retryAfterSeconds: 90,
    });
    // A reopen is a first contact but not a new conversation; a reply needs none of it.
    expect(openingRefusal('reopen', active, opening({ startedToday: 20 }))).toBeUndefined();
    expect(openingRefusal('reopen', active, opening({ entitled: false }))).toEqual({
      refusal: 'needs_entitlement',
    });
    expect(
      openingRefusal('reply', privateOther, opening({ entitled: false, startedToday: 99 })),
    ).toBeUndefined();
  });
});

describe('receipts and ticks', () => {
  it('merges receipts that arrive together per member and conversation: the furthest, a read a delivery', () => {
    const [c, d] = ['0190A0E2-0000-7C3D-A2F1-0E9D8C7B6A01', '0190a0e2-0000-7c3d-a2f1-0e9d8c7b6a02'];
    const [m, n] = ['0190a0e2-0000-7c3d-a2f1-0e9d8c7b6a03', '0190a0e2-0000-7c3d-a2f1-0e9d8c7b6a04'];
    const merged = mergeReceipts([
      { memberId: m, conversationId: c, kind: 'delivered', upToSeq: 9 },
      { memberId: m, conversationId: c.toLowerCase(), kind: 'read', upToSeq: 3 },
      { memberId: m, conversationId: c, kind: 'delivered', upToSeq: 4 },
      { memberId: n, conversationId: c, kind: 'read', upToSeq: 7 },
      { memberId: m, conversationId: d, kind: 'read', upToSeq: 2 },
    ]);
    expect([...merged.values()]).toEqual([
      { conversationId: c.toLowerCase(), memberId: m, delivered: 9, read: 3 },
      { conversationId: c.toLowerCase(), memberId: n, delivered: 7, read: 7 },
      { conversationId: d, memberId: m, delivered: 2, read: 2 },
    ]);
  });

  it("shows sent, delivered and read by the recipient's watermarks", () => {
    const recipient = { deliveredSeq: 5, readSeq: 3 };
    expect([3, 5, 6].map((seq) => messageState(seq, recipient))).toEqual(['read', 'delivered', 'sent']);
  });
});

describe('what a report freezes', () => {
  const found = [{ id: 'c' }, { id: 'b' }, { id: 'a' }];
  it('takes the named messages, or the latest when none are named', () => {
    expect(reportedMessages(['a', 'a'], found)).toEqual([{ id: 'a' }]);
    expect(reportedMessages([], found)).toEqual(found);
  });
  it('refuses a message of another conversation', () => {
    expect(reportedMessages(['a', 'z'], found)).toBeUndefined();
  });
});
