import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialApp, type SocialApp } from './support/social-app.js';

// Who may do what: nobody answers another member's requests or reads a private member's lists,
// and bad input is a clear problem+json, never a 500.
let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const api = () => request(s.app);

describe('requests belong to their target', () => {
  it("nobody but the target answers a request, and a stranger's guess looks like a gone request", async () => {
    const [asker, target, stranger] = [await s.member(), await s.member('private'), await s.member()];
    const id = (await api().post(`/api/social/follows/${target.id}`).set('Authorization', asker.auth)).body
      .outgoingRequestId;
    for (const who of [stranger, asker]) {
      for (const verb of ['accept', 'reject']) {
        const res = await api()
          .post(`/api/social/requests/${id}/${verb}`)
          .set('Authorization', who.auth)
          .expect(404);
        expect(res.body.messageKey).toBe('social.requestGone');
      }
    }
    const still = await api().get(`/api/social/relationship/${target.id}`).set('Authorization', asker.auth);
    expect(still.body.following).toBe('requested');
    // Nobody reads another member's requests either: the list is always one's own.
    const theirs = await api()
      .get('/api/social/requests?direction=incoming')
      .set('Authorization', stranger.auth);
    expect(theirs.body.items).toEqual([]);
  });
});

describe("a private member's lists", () => {
  it('are open to the member, staff and accepted followers only', async () => {
    const [owner, follower, pending, stranger] = [
      await s.member('private'),
      await s.member(),
      await s.member(),
      await s.member(),
    ];
    const id = (await api().post(`/api/social/follows/${owner.id}`).set('Authorization', follower.auth)).body
      .outgoingRequestId;
    await api().post(`/api/social/requests/${id}/accept`).set('Authorization', owner.auth).expect(200);
    await api().post(`/api/social/follows/${owner.id}`).set('Authorization', pending.auth).expect(200);
    const moderator = await s.bearer('moderator');
    for (const side of ['followers', 'following']) {
      const path = `/api/social/members/${owner.id}/${side}`;
      await api().get(path).set('Authorization', owner.auth).expect(200);
      await api().get(path).set('Authorization', follower.auth).expect(200);
      await api().get(path).set('Authorization', moderator).expect(200);
      for (const who of [pending, stranger]) {
        const res = await api().get(path).set('Authorization', who.auth).expect(403);
        expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
        expect(res.body).toMatchObject({ code: 'lists_private', messageKey: 'social.listsPrivate' });
      }
      await api().get(path).expect(401);
    }
    const counts = await api()
      .get(`/api/social/members/${owner.id}/counts`)
      .set('Authorization', stranger.auth);
    expect(counts.body).toMatchObject({ followers: 1, listsVisible: false });
    const guest = await api().get(`/api/social/members/${owner.id}/counts`);
    expect(guest.body.listsVisible).toBe(false);
  });
});

describe('who may act', () => {
  it('guests are asked to log in; companies and staff do not follow, block or report', async () => {
    const target = await s.member();
    const res = await api().post(`/api/social/follows/${target.id}`).expect(401);
    expect(res.body.messageKey).toBe('error.unauthorized');
    const company = await s.bearer('company');
    const admin = await s.bearer('admin');
    for (const auth of [company, admin]) {
      await api().post(`/api/social/follows/${target.id}`).set('Authorization', auth).expect(403);
      await api().post(`/api/social/blocks/${target.id}`).set('Authorization', auth).expect(403);
      await api()
        .post('/api/social/reports')
        .set('Authorization', auth)
        .send({ memberId: target.id, reason: 'scam' })
        .expect(403);
    }
  });

  it('companies are not candidates: nobody follows one', async () => {
    const [member, company] = [await s.member(), await s.member('public', 'company')];
    const res = await api()
      .post(`/api/social/follows/${company.id}`)
      .set('Authorization', member.auth)
      .expect(404);
    expect(res.body.messageKey).toBe('social.memberNotFound');
  });
});

describe('bad input', () => {
  it('refuses self, unknown members, malformed ids, cursors and limits with a field and a key', async () => {
    const me = await s.member();
    const self = await api().post(`/api/social/follows/${me.id}`).set('Authorization', me.auth).expect(400);
    expect(self.body).toMatchObject({ field: 'memberId', messageKey: 'social.cannotFollowSelf' });
    const selfBlock = await api()
      .post(`/api/social/blocks/${me.id}`)
      .set('Authorization', me.auth)
      .expect(400);
    expect(selfBlock.body.messageKey).toBe('social.cannotBlockSelf');
    const unknown = await api()
      .post('/api/social/follows/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')
      .set('Authorization', me.auth)
      .expect(404);
    expect(unknown.body.messageKey).toBe('social.memberNotFound');
    await api().post('/api/social/follows/not-a-uuid').set('Authorization', me.auth).expect(404);
    await api().post('/api/social/requests/42/accept').set('Authorization', me.auth).expect(404);
    for (const q of [
      'cursor=bm9wZQ',
      'limit=0',
      'limit=51',
      'limit=ten',
      'direction=sideways',
      `cursor=${'x'.repeat(300)}`,
    ]) {
      const res = await api().get(`/api/social/requests?${q}`).set('Authorization', me.auth).expect(400);
      expect(res.body.messageKey).toBe('validation.query');
    }
  });
});
