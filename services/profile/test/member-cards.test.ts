import { MEMBER_CARDS_MAX } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';
import { blockEvent, followAccepted } from './support/social-events.js';

/*
 * POST /api/profile/cards: the short form of several members for the social lists. Order kept,
 * the members this viewer may not find left out, the avatar only where the media rule allows.
 */

let t: ProfileApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  jpeg = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const cards = (ids: unknown, auth?: string) => {
  const req = request(t.app).post('/api/profile/cards').send({ ids });
  return auth ? req.set('Authorization', auth) : req;
};

async function withAvatar(visibility: 'public' | 'private', fullName: string) {
  const m = await t.register({ fullName });
  await request(t.app)
    .put('/api/profile/me/avatar')
    .set('Authorization', m.auth)
    .attach('file', jpeg, 'a.jpg')
    .expect(200);
  await request(t.app).patch('/api/profile/me').set('Authorization', m.auth).send({ visibility }).expect(200);
  return m;
}

describe('POST /api/profile/cards', () => {
  let viewer: Awaited<ReturnType<typeof t.register>>;
  let open: Awaited<ReturnType<typeof withAvatar>>;
  let closed: Awaited<ReturnType<typeof withAvatar>>;
  let plain: Awaited<ReturnType<typeof t.register>>;
  let company: Awaited<ReturnType<typeof t.register>>;
  let blocker: Awaited<ReturnType<typeof withAvatar>>;
  beforeAll(async () => {
    viewer = await t.register({ gender: 'male', fullName: 'Omar Farouk' });
    open = await withAvatar('public', 'Amal Public');
    closed = await withAvatar('private', 'Noor Private');
    plain = await t.register({ fullName: 'Rana NoPhoto', birthDate: '1990-01-01' });
    company = await t.register({ kind: 'company', fullName: 'Gulf Weddings LLC' });
    blocker = await withAvatar('public', 'Dana Blocker');
    await blockEvent(t, 'member.blocked', blocker.memberId, viewer.memberId);
  });

  it('answers the visible members in the order asked; unknown, companies and blockers are absent', async () => {
    const unknown = uuidv7();
    const ids = [closed.memberId, unknown, open.memberId, company.memberId, blocker.memberId, plain.memberId];
    const res = await cards(ids, viewer.auth).expect(200);
    expect(res.body.items.map((c: { memberId: string }) => c.memberId)).toEqual([
      closed.memberId,
      open.memberId,
      plain.memberId,
    ]);
    // The media cookie is set: the avatars' URLs are for <img>, which sends no token.
    expect(String(res.headers['set-cookie'])).toContain('mw_media=');
  });

  it('shows a public avatar with working URLs, and a private one to no stranger', async () => {
    const { items } = (await cards([open.memberId, closed.memberId, plain.memberId], viewer.auth).expect(200))
      .body;
    const [openCard, closedCard, plainCard] = items;
    expect(openCard.avatar.variants.length).toBeGreaterThan(0);
    await request(t.app).get(openCard.avatar.variants[0].url).set('Authorization', viewer.auth).expect(200);
    expect(closedCard.avatar).toBeNull();
    // A private member she did not let in: the first name only, as a guest reads her.
    expect(closedCard.fullName).toBe('Noor');
    expect(plainCard.avatar).toBeNull();
  });

  it('shows a private avatar to a granted follower and to staff', async () => {
    const follower = await t.register({ gender: 'male', fullName: 'Sami Follower' });
    expect((await cards([closed.memberId], follower.auth).expect(200)).body.items[0].avatar).toBeNull();
    await followAccepted(t, follower.memberId, closed.memberId);
    const [card] = (await cards([closed.memberId], follower.auth).expect(200)).body.items;
    expect(card.avatar.variants.length).toBeGreaterThan(0);
    await request(t.app).get(card.avatar.variants[0].url).set('Authorization', follower.auth).expect(200);
    const staff = await t.bearer('moderator');
    expect((await cards([closed.memberId], staff).expect(200)).body.items[0].avatar).not.toBeNull();
  });

  it('says what the full profile says of age and presence, and nothing private', async () => {
    const [card] = (await cards([plain.memberId], viewer.auth).expect(200)).body.items;
    const profile = (
      await request(t.app).get(`/api/profile/${plain.memberId}`).set('Authorization', viewer.auth).expect(200)
    ).body;
    expect(card).toEqual({
      memberId: plain.memberId,
      fullName: 'Rana NoPhoto',
      fullNameEn: null,
      fullNameAr: null,
      gender: 'female',
      age: profile.age,
      country: 'AE',
      city: 'AE-DXB',
      presence: profile.presence,
      avatar: null,
      badges: { phone: false, email: false, selfie: false, id: false },
    });
    expect(card.age).toBeGreaterThanOrEqual(35);
    // The member's own requests made them active today; only an open tab's heartbeat is "online".
    const [self] = (await cards([plain.memberId], plain.auth).expect(200)).body.items;
    expect(self.presence).toBe('today');
    await request(t.app).post('/api/profile/me/heartbeat').set('Authorization', plain.auth).expect(204);
    const [live] = (await cards([plain.memberId], viewer.auth).expect(200)).body.items;
    expect(live.presence).toBe('online');
  });

  it('hides only the blocked side: the blocker still gets the blocked member’s card', async () => {
    const { items } = (await cards([viewer.memberId], blocker.auth).expect(200)).body;
    expect(items.map((c: { memberId: string }) => c.memberId)).toEqual([viewer.memberId]);
  });

  it('answers each member once, whatever the case of the id', async () => {
    const ids = [open.memberId, open.memberId.toUpperCase(), plain.memberId];
    const { items } = (await cards(ids, viewer.auth).expect(200)).body;
    expect(items.map((c: { memberId: string }) => c.memberId)).toEqual([open.memberId, plain.memberId]);
  });

  it.each([
    ['an empty list', [], 'ids'],
    ['51 ids', Array.from({ length: MEMBER_CARDS_MAX + 1 }, () => uuidv7()), 'ids'],
    ['a missing list', undefined, 'ids'],
    // The problem names the element that is wrong.
    ['an id that is not a uuid', [uuidv7(), 'not-a-uuid'], 'ids.1'],
  ])('refuses %s (400, problem+json)', async (_, ids, field) => {
    const res = await cards(ids, viewer.auth).expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.field).toBe(field);
  });

  it('refuses fields it does not know (strict)', async () => {
    const res = await request(t.app)
      .post('/api/profile/cards')
      .set('Authorization', viewer.auth)
      .send({ ids: [open.memberId], limit: 5 })
      .expect(400);
    expect(res.body.field).toBe('limit');
  });

  it('is for signed-in callers only', async () => {
    const res = await cards([open.memberId]).expect(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
