import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSocialApp, type SocialApp } from './support/social-app.js';

// Follow, requests, accept and reject through the API, with the events other services act on.
let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const api = () => request(s.app);

describe('following a public profile', () => {
  it('follows at once, announces follow.accepted keyed by the target, and unfollows', async () => {
    const [amal, badr] = [await s.member(), await s.member()];
    const followed = await api()
      .post(`/api/social/follows/${badr.id}`)
      .set('Authorization', amal.auth)
      .expect(200);
    expect(followed.body).toMatchObject({ memberId: badr.id, following: 'accepted', button: 'UnFollow' });
    await eventually(() => s.eventsOf('follow.accepted', (p) => p.followerId === amal.id).length === 1);
    const event = s.eventsOf('follow.accepted', (p) => p.followerId === amal.id)[0]!;
    expect(event.key).toBe(badr.id);
    expect(event.payload).toMatchObject({ followerId: amal.id, targetId: badr.id });

    const counts = await api().get(`/api/social/members/${badr.id}/counts`).set('Authorization', amal.auth);
    expect(counts.body).toMatchObject({ followers: 1, following: 0, listsVisible: true });
    // Badr sees Amal follows him.
    const theirs = await api().get(`/api/social/relationship/${amal.id}`).set('Authorization', badr.auth);
    expect(theirs.body).toMatchObject({ following: 'none', followedBy: 'accepted', button: 'Follow' });

    const unfollowed = await api()
      .delete(`/api/social/follows/${badr.id}`)
      .set('Authorization', amal.auth)
      .expect(200);
    expect(unfollowed.body).toMatchObject({ following: 'none', button: 'Follow' });
    await eventually(() => s.eventsOf('follow.removed', (p) => p.followerId === amal.id).length === 1);
    expect(s.eventsOf('follow.removed', (p) => p.followerId === amal.id)[0]!.payload).toMatchObject({
      previous: 'accepted',
      reason: 'unfollowed',
    });
  });

  it('a repeated follow or unfollow is harmless and announces nothing twice', async () => {
    const [a, b] = [await s.member(), await s.member()];
    await api().post(`/api/social/follows/${b.id}`).set('Authorization', a.auth).expect(200);
    await api().post(`/api/social/follows/${b.id}`).set('Authorization', a.auth).expect(200);
    await api().delete(`/api/social/follows/${b.id}`).set('Authorization', a.auth).expect(200);
    await api().delete(`/api/social/follows/${b.id}`).set('Authorization', a.auth).expect(200);
    await eventually(() => s.eventsOf('follow.removed', (p) => p.followerId === a.id).length === 1);
    expect(s.eventsOf('follow.accepted', (p) => p.followerId === a.id)).toHaveLength(1);
  });
});

describe('asking to follow a private profile', () => {
  it('sends a request the target sees and accepts', async () => {
    const [ali, huda] = [await s.member(), await s.member('private')];
    const asked = await api()
      .post(`/api/social/follows/${huda.id}`)
      .set('Authorization', ali.auth)
      .expect(200);
    expect(asked.body).toMatchObject({ following: 'requested', button: 'Requested' });
    const requestId = asked.body.outgoingRequestId as string;

    const incoming = await api()
      .get('/api/social/requests?direction=incoming')
      .set('Authorization', huda.auth);
    expect(incoming.body.items).toEqual([
      { id: requestId, memberId: ali.id, direction: 'incoming', requestedAt: expect.any(String) },
    ]);
    const outgoing = await api()
      .get('/api/social/requests?direction=outgoing')
      .set('Authorization', ali.auth);
    expect(outgoing.body.items.map((r: { memberId: string }) => r.memberId)).toEqual([huda.id]);
    // Not a follower yet: her lists stay closed to him.
    await api().get(`/api/social/members/${huda.id}/followers`).set('Authorization', ali.auth).expect(403);

    const accepted = await api()
      .post(`/api/social/requests/${requestId}/accept`)
      .set('Authorization', huda.auth)
      .expect(200);
    expect(accepted.body).toMatchObject({
      memberId: ali.id,
      followedBy: 'accepted',
      incomingRequestId: null,
    });
    const mine = await api().get(`/api/social/relationship/${huda.id}`).set('Authorization', ali.auth);
    expect(mine.body).toMatchObject({ following: 'accepted', button: 'UnFollow' });
    const followers = await api()
      .get(`/api/social/members/${huda.id}/followers`)
      .set('Authorization', ali.auth)
      .expect(200);
    expect(followers.body.items.map((f: { memberId: string }) => f.memberId)).toEqual([ali.id]);
    await eventually(() => s.eventsOf('follow.accepted', (p) => p.followId === requestId).length === 1);
    expect(s.eventsOf('follow.requested', (p) => p.followId === requestId)).toHaveLength(1);
  });

  it('a rejected request is gone; asking again starts afresh', async () => {
    const [omar, sara] = [await s.member(), await s.member('private')];
    const asked = await api().post(`/api/social/follows/${sara.id}`).set('Authorization', omar.auth);
    const requestId = asked.body.outgoingRequestId as string;
    await api().post(`/api/social/requests/${requestId}/reject`).set('Authorization', sara.auth).expect(200);
    const after = await api().get(`/api/social/relationship/${sara.id}`).set('Authorization', omar.auth);
    expect(after.body).toMatchObject({ following: 'none', button: 'Follow' });
    await eventually(() => s.eventsOf('follow.rejected', (p) => p.followId === requestId).length === 1);
    expect(s.eventsOf('follow.rejected', (p) => p.followId === requestId)[0]!.payload.reason).toBe(
      'rejected',
    );
    const again = await api()
      .post(`/api/social/follows/${sara.id}`)
      .set('Authorization', omar.auth)
      .expect(200);
    expect(again.body.outgoingRequestId).not.toBe(requestId);
  });

  it('accept after cancel says the request is gone; a double accept answers once', async () => {
    const [a, b] = [await s.member(), await s.member('private')];
    const first = (await api().post(`/api/social/follows/${b.id}`).set('Authorization', a.auth)).body
      .outgoingRequestId;
    await api().delete(`/api/social/follows/${b.id}`).set('Authorization', a.auth).expect(200);
    const gone = await api()
      .post(`/api/social/requests/${first}/accept`)
      .set('Authorization', b.auth)
      .expect(404);
    expect(gone.body).toMatchObject({ code: 'request_gone', messageKey: 'social.requestGone' });

    const second = (await api().post(`/api/social/follows/${b.id}`).set('Authorization', a.auth)).body
      .outgoingRequestId;
    const both = await Promise.all([
      api().post(`/api/social/requests/${second}/accept`).set('Authorization', b.auth),
      api().post(`/api/social/requests/${second}/accept`).set('Authorization', b.auth),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    await eventually(() => s.eventsOf('follow.accepted', (p) => p.followId === second).length >= 1);
    // A later follow's event is published behind anything both accepts wrote: then count.
    const [c, d] = [await s.member(), await s.member()];
    await api().post(`/api/social/follows/${d.id}`).set('Authorization', c.auth).expect(200);
    await eventually(() => s.eventsOf('follow.accepted', (p) => p.followerId === c.id).length === 1);
    expect(s.eventsOf('follow.accepted', (p) => p.followId === second)).toHaveLength(1);
    // Once accepted, the request no longer waits: a late reject changes nothing.
    await api().post(`/api/social/requests/${second}/reject`).set('Authorization', b.auth).expect(404);
    const still = await api().get(`/api/social/relationship/${b.id}`).set('Authorization', a.auth);
    expect(still.body.following).toBe('accepted');
  });

  it('turning public lets in everyone who was waiting', async () => {
    const [a, b, star] = [await s.member(), await s.member(), await s.member('private')];
    await api().post(`/api/social/follows/${star.id}`).set('Authorization', a.auth).expect(200);
    await api().post(`/api/social/follows/${star.id}`).set('Authorization', b.auth).expect(200);
    const before = await api().get('/api/social/requests?direction=incoming').set('Authorization', star.auth);
    expect(before.body.items.map((r: { memberId: string }) => r.memberId)).toEqual([b.id, a.id]);
    await s.setVisibility(star.id, 'public');
    await eventually(
      async () =>
        (await api().get(`/api/social/members/${star.id}/counts`).set('Authorization', a.auth)).body
          .followers === 2,
    );
    const waiting = await api()
      .get('/api/social/requests?direction=incoming')
      .set('Authorization', star.auth);
    expect(waiting.body.items).toEqual([]);
    await eventually(() => s.eventsOf('follow.accepted', (p) => p.targetId === star.id).length === 2);
  });

  it('a follower removed by the target loses the follow', async () => {
    const [fan, host] = [await s.member(), await s.member()];
    await api().post(`/api/social/follows/${host.id}`).set('Authorization', fan.auth).expect(200);
    const removed = await api()
      .delete(`/api/social/followers/${fan.id}`)
      .set('Authorization', host.auth)
      .expect(200);
    expect(removed.body).toMatchObject({ followedBy: 'none' });
    await eventually(
      () =>
        s.eventsOf('follow.removed', (p) => p.followerId === fan.id && p.reason === 'removed').length === 1,
    );
  });
});

describe('lists', () => {
  it('pages followers newest first with next and prev cursors', async () => {
    const host = await s.member();
    const fans = [];
    for (let i = 0; i < 5; i++) fans.push(await s.member());
    for (const fan of fans)
      await api().post(`/api/social/follows/${host.id}`).set('Authorization', fan.auth).expect(200);
    const newestFirst = [...fans].reverse().map((f) => f.id);
    const page1 = await api()
      .get(`/api/social/members/${host.id}/followers?limit=2`)
      .set('Authorization', host.auth);
    expect(page1.body.items.map((f: { memberId: string }) => f.memberId)).toEqual(newestFirst.slice(0, 2));
    expect(page1.body.prev).toBeNull();
    const page2 = await api()
      .get(`/api/social/members/${host.id}/followers?limit=2&cursor=${page1.body.next}`)
      .set('Authorization', host.auth);
    expect(page2.body.items.map((f: { memberId: string }) => f.memberId)).toEqual(newestFirst.slice(2, 4));
    const page3 = await api()
      .get(`/api/social/members/${host.id}/followers?limit=2&cursor=${page2.body.next}`)
      .set('Authorization', host.auth);
    expect(page3.body.items.map((f: { memberId: string }) => f.memberId)).toEqual(newestFirst.slice(4));
    expect(page3.body.next).toBeNull();
    const back = await api()
      .get(`/api/social/members/${host.id}/followers?limit=2&cursor=${page3.body.prev}`)
      .set('Authorization', host.auth);
    expect(back.body.items.map((f: { memberId: string }) => f.memberId)).toEqual(newestFirst.slice(2, 4));
    const following = await api()
      .get(`/api/social/members/${fans[0]!.id}/following`)
      .set('Authorization', host.auth);
    expect(following.body.items.map((f: { memberId: string }) => f.memberId)).toEqual([host.id]);
  });
});
