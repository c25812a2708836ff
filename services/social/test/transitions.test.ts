import { describe, expect, it } from 'vitest';
import { decide, type Command, type PairState } from '../src/domain/transitions.js';
import { relationshipOf } from '../src/domain/relationship.js';

const none: PairState = { outgoing: null, incoming: null, viewerBlocks: false, otherBlocks: false };
const pair = (p: Partial<PairState>): PairState => ({ ...none, ...p });
const requested = { id: 'r1', state: 'requested' } as const;
const accepted = { id: 'f1', state: 'accepted' } as const;
const follow = (otherVisibility: 'public' | 'private' = 'public'): Command => ({
  kind: 'follow',
  otherVisibility,
});

describe('follow', () => {
  it('follows a public profile at once and asks a private one', () => {
    expect(decide(none, follow('public'))).toEqual({
      ok: true,
      effects: [{ type: 'createFollow', state: 'accepted' }],
    });
    expect(decide(none, follow('private'))).toEqual({
      ok: true,
      effects: [{ type: 'createFollow', state: 'requested' }],
    });
  });

  it('changes nothing when already following or already asked (a double click)', () => {
    expect(decide(pair({ outgoing: accepted }), follow())).toEqual({ ok: true, effects: [] });
    expect(decide(pair({ outgoing: requested }), follow('private'))).toEqual({ ok: true, effects: [] });
  });

  it('is refused while a block stands, either way', () => {
    expect(decide(pair({ viewerBlocks: true }), follow())).toEqual({ ok: false, refusal: 'unblockFirst' });
    // The blocked member does not even learn the blocker exists.
    expect(decide(pair({ otherBlocks: true }), follow())).toEqual({ ok: false, refusal: 'notFound' });
  });

  it('does not depend on whether they follow me', () => {
    expect(decide(pair({ incoming: accepted }), follow('private')).ok).toBe(true);
  });
});

describe('unfollow and cancel', () => {
  it('unfollows a follow in force', () => {
    expect(decide(pair({ outgoing: accepted }), { kind: 'unfollow' })).toEqual({
      ok: true,
      effects: [
        {
          type: 'deleteFollow',
          direction: 'outgoing',
          follow: accepted,
          outcome: { event: 'follow.removed', reason: 'unfollowed' },
        },
      ],
    });
  });

  it('cancels a pending request (unfollow while pending)', () => {
    expect(decide(pair({ outgoing: requested }), { kind: 'unfollow' })).toEqual({
      ok: true,
      effects: [
        {
          type: 'deleteFollow',
          direction: 'outgoing',
          follow: requested,
          outcome: { event: 'follow.removed', reason: 'cancelled' },
        },
      ],
    });
  });

  it('is harmless when there is nothing to end', () => {
    expect(decide(none, { kind: 'unfollow' })).toEqual({ ok: true, effects: [] });
  });

  it('finds nobody when the other blocks me', () => {
    expect(decide(pair({ otherBlocks: true }), { kind: 'unfollow' })).toEqual({
      ok: false,
      refusal: 'notFound',
    });
  });
});

describe('accept and reject', () => {
  const waiting = pair({ incoming: requested });

  it('accepts the request that waits', () => {
    expect(decide(waiting, { kind: 'accept', requestId: 'r1' })).toEqual({
      ok: true,
      effects: [{ type: 'acceptIncoming', followId: 'r1' }],
    });
  });

  it('a second accept of the same request changes nothing (double accept)', () => {
    expect(
      decide(pair({ incoming: { id: 'r1', state: 'accepted' } }), { kind: 'accept', requestId: 'r1' }),
    ).toEqual({
      ok: true,
      effects: [],
    });
  });

  it('an accept after the requester cancelled finds the request gone', () => {
    expect(decide(none, { kind: 'accept', requestId: 'r1' })).toEqual({ ok: false, refusal: 'requestGone' });
    // They cancelled and asked again: the old id is not the new request.
    expect(
      decide(pair({ incoming: { id: 'r2', state: 'requested' } }), { kind: 'accept', requestId: 'r1' }),
    ).toEqual({
      ok: false,
      refusal: 'requestGone',
    });
  });

  it('rejects a waiting request', () => {
    expect(decide(waiting, { kind: 'reject', requestId: 'r1' })).toEqual({
      ok: true,
      effects: [
        {
          type: 'deleteFollow',
          direction: 'incoming',
          follow: requested,
          outcome: { event: 'follow.rejected', reason: 'rejected' },
        },
      ],
    });
  });

  it('a reject after an accept is refused: the request no longer waits', () => {
    expect(
      decide(pair({ incoming: { id: 'r1', state: 'accepted' } }), { kind: 'reject', requestId: 'r1' }),
    ).toEqual({
      ok: false,
      refusal: 'requestGone',
    });
    expect(decide(none, { kind: 'reject', requestId: 'r1' })).toEqual({ ok: false, refusal: 'requestGone' });
  });
});

describe('remove a follower', () => {
  it('removes a follow in force and rejects a pending one', () => {
    expect(decide(pair({ incoming: accepted }), { kind: 'removeFollower' })).toMatchObject({
      ok: true,
      effects: [
        {
          type: 'deleteFollow',
          direction: 'incoming',
          outcome: { event: 'follow.removed', reason: 'removed' },
        },
      ],
    });
    expect(decide(pair({ incoming: requested }), { kind: 'removeFollower' })).toMatchObject({
      ok: true,
      effects: [
        {
          type: 'deleteFollow',
          direction: 'incoming',
          outcome: { event: 'follow.rejected', reason: 'rejected' },
        },
      ],
    });
  });
});

describe('block', () => {
  it('blocks and ends follows both ways', () => {
    expect(
      decide(pair({ outgoing: accepted, incoming: { id: 'f2', state: 'accepted' } }), { kind: 'block' }),
    ).toEqual({
      ok: true,
      effects: [
        { type: 'createBlock' },
        {
          type: 'deleteFollow',
          direction: 'outgoing',
          follow: accepted,
          outcome: { event: 'follow.removed', reason: 'blocked' },
        },
        {
          type: 'deleteFollow',
          direction: 'incoming',
          follow: { id: 'f2', state: 'accepted' },
          outcome: { event: 'follow.removed', reason: 'blocked' },
        },
      ],
    });
  });

  it('rejects their pending request and withdraws mine (block while pending)', () => {
    expect(
      decide(pair({ outgoing: { id: 'r0', state: 'requested' }, incoming: requested }), { kind: 'block' }),
    ).toEqual({
      ok: true,
      effects: [
        { type: 'createBlock' },
        {
          type: 'deleteFollow',
          direction: 'outgoing',
          follow: { id: 'r0', state: 'requested' },
          outcome: { event: 'follow.removed', reason: 'blocked' },
        },
        {
          type: 'deleteFollow',
          direction: 'incoming',
          follow: requested,
          outcome: { event: 'follow.rejected', reason: 'blocked' },
        },
      ],
    });
  });

  it('blocking twice changes nothing; blocking someone who blocks me is allowed', () => {
    expect(decide(pair({ viewerBlocks: true }), { kind: 'block' })).toEqual({ ok: true, effects: [] });
    expect(decide(pair({ otherBlocks: true }), { kind: 'block' })).toEqual({
      ok: true,
      effects: [{ type: 'createBlock' }],
    });
  });

  it('unblock lifts my block only, and restores no follow', () => {
    expect(decide(pair({ viewerBlocks: true }), { kind: 'unblock' })).toEqual({
      ok: true,
      effects: [{ type: 'deleteBlock' }],
    });
    expect(decide(none, { kind: 'unblock' })).toEqual({ ok: true, effects: [] });
    expect(decide(pair({ otherBlocks: true }), { kind: 'unblock' })).toEqual({ ok: true, effects: [] });
  });
});

describe('relationship', () => {
  it("maps the pair to the spec's button values", () => {
    expect(relationshipOf('m', none)).toMatchObject({ following: 'none', button: 'Follow', blocking: false });
    expect(relationshipOf('m', pair({ outgoing: requested }))).toMatchObject({
      following: 'requested',
      button: 'Requested',
      outgoingRequestId: 'r1',
    });
    expect(relationshipOf('m', pair({ outgoing: accepted }))).toMatchObject({
      button: 'UnFollow',
      outgoingRequestId: null,
    });
    expect(relationshipOf('m', pair({ incoming: requested, viewerBlocks: true }))).toMatchObject({
      followedBy: 'requested',
      incomingRequestId: 'r1',
      blocking: true,
    });
  });
});
