import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_REJECT_REASONS, translate } from '@mawadda/contracts';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';

/*
 * Pre-moderation (README: moderation), the service's default: what a member uploads and
 * a new about-me text are their owner's and staff's alone until a moderator approves them.
 */

let t: ProfileApp;
let photo: Buffer;
let moderator: string;
beforeAll(async () => {
  t = await startProfileApp();
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  moderator = await t.bearer('moderator');
});
afterAll(() => t.close());

const get = (url: string, auth?: string) => {
  const req = request(t.app).get(url);
  return auth ? req.set('Authorization', auth) : req;
};
const own = async (auth: string) => (await get('/api/profile/me', auth).expect(200)).body;
const upload = (auth: string, path: string, status = 200) =>
  (path === '/api/profile/me/photos' ? request(t.app).post(path) : request(t.app).put(path))
    .set('Authorization', auth)
    .attach('file', photo, 'p.jpg')
    .expect(status);
const queue = async (filter: Record<string, unknown>, auth = moderator) =>
  (
    await get(
      `/api/profile/admin/moderation?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      auth,
    ).expect(200)
  ).body as {
    id: string;
    kind: string;
    status: string;
    text: string | null;
    image: { url: string } | null;
  }[];
const approve = (id: string, auth = moderator) =>
  request(t.app).post(`/api/profile/admin/moderation/${id}/approve`).set('Authorization', auth);
const reject = (id: string, body: Record<string, unknown>, auth = moderator) =>
  request(t.app).post(`/api/profile/admin/moderation/${id}/reject`).set('Authorization', auth).send(body);
const urlsOf = (image: { variants: { url: string }[] }) => image.variants.map((v) => v.url);

async function people() {
  const owner = await t.register({ fullName: 'Salma Haddad' });
  const other = await t.register({ gender: 'male', fullName: 'Yusuf Karim' });
  return { owner, other };
}

describe('an uploaded photo under pre-moderation', () => {
  it('is the owner’s alone, marked pending, until a moderator approves it', async () => {
    const { owner, other } = await people();
    const added = (await upload(owner.auth, '/api/profile/me/photos', 201)).body;
    expect(added.moderation).toBe('pending');
    const mine = await own(owner.auth);
    expect(mine.media.photos).toHaveLength(1);
    expect(mine.media.photos[0].moderation).toBe('pending');
    const url = mine.media.photos[0].variants[0].url;
    // The owner may fetch the bytes.
    await get(url, owner.auth).expect(200);

    // Another member and a guest see no photo, and cannot fetch it even with a URL in hand.
    const seen = (await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body;
    expect(seen.media.photos).toEqual([]);
    const guest = (await get(`/api/profile/${owner.memberId}`).expect(200)).body;
    expect(guest.media.photos).toEqual([]);
    await get(url, other.auth).expect(404);
    await get(url).expect(404);

    // The queue holds it, with an image staff can load.
    const [item] = await queue({ memberId: owner.memberId, kind: 'photo' });
    expect(item).toMatchObject({ status: 'pending', kind: 'photo', text: null });
    const staffImage = await get(item!.image!.url, moderator).expect(200);
    // Staff get the photo watermarked with their mark like any viewer but the owner (JPEG: README, watermarks).
    expect(staffImage.headers['content-type']).toBe('image/jpeg');

    const approved = (await approve(item!.id).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', reason: null });
    expect(approved.decidedBy).toBeTruthy();

    const after = (await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body;
    expect(after.media.photos).toHaveLength(1);
    await get(after.media.photos[0].variants[0].url, other.auth).expect(200);
    const guestAfter = (await get(`/api/profile/${owner.memberId}`).expect(200)).body;
    await get(guestAfter.media.photos[0].variants[0].url).expect(200);
    expect((await own(owner.auth)).media.photos[0].moderation).toBe('approved');
    // The audit line travels with the decision.
    await eventually(() =>
      t.published.some(
        (e) =>
          e.type === 'staff.acted' &&
          (e.payload as { action: string; targetId: string }).action === 'media.approve' &&
          (e.payload as { targetId: string }).targetId === item!.id,
      ),
    );
  });

  it('rejected, is deleted for good and the owner is told why until they dismiss it', async () => {
    const { owner } = await people();
    await upload(owner.auth, '/api/profile/me/photos', 201);
    const mine = await own(owner.auth);
    const photoId = mine.media.photos[0].id;
    const url = mine.media.photos[0].variants[0].url;
    const [item] = await queue({ memberId: owner.memberId });
    const keys = async () => (await t.objects.list(`members/${owner.memberId}/${photoId}/`)).length;
    expect(await keys()).toBeGreaterThan(0);

    const rejected = (
      await reject(item!.id, { reason: 'contact_details', note: 'Phone number written on the photo' }).expect(
        200,
      )
    ).body;
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'contact_details',
      note: 'Phone number written on the photo',
      image: null,
    });

    const after = await own(owner.auth);
    expect(after.media.photos).toEqual([]);
    await get(url, owner.auth).expect(404);
    expect(await keys()).toBe(0);
    await eventually(() =>
      t.published.some((e) => e.type === 'profile.photo.removed' && e.payload.photoId === photoId),
    );
    await eventually(() =>
      t.published.some(
        (e) => e.type === 'staff.acted' && (e.payload as { action: string }).action === 'media.reject',
      ),
    );

    expect(after.moderationNotices).toHaveLength(1);
    const [notice] = after.moderationNotices;
    expect(notice).toMatchObject({ kind: 'photo', reason: 'contact_details' });
    // What the site shows, in each language, from the notice's reason.
    expect(
      translate(`profile.moderation.reason.${notice.reason}` as 'profile.moderation.reason.other', 'ar'),
    ).not.toBe(
      translate(`profile.moderation.reason.${notice.reason}` as 'profile.moderation.reason.other', 'en'),
    );

    // Nobody else can dismiss it.
    const { other } = await people();
    await request(t.app)
      .post(`/api/profile/me/moderation-notices/${notice.id}/dismiss`)
      .set('Authorization', other.auth)
      .expect(404);
    await request(t.app)
      .post(`/api/profile/me/moderation-notices/${notice.id}/dismiss`)
      .set('Authorization', owner.auth)
      .expect(204);
    expect((await own(owner.auth)).moderationNotices).toEqual([]);
  });

  it('is decided once: a second decision is a 409, an unknown id a 404, a bad reason a 400', async () => {
    const { owner } = await people();
    await upload(owner.auth, '/api/profile/me/photos', 201);
    const [item] = await queue({ memberId: owner.memberId });
    const [first, second] = await Promise.all([approve(item!.id), reject(item!.id, { reason: 'other' })]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({
      code: 'moderation_already_decided',
      messageKey: 'error.moderationAlreadyDecided',
    });
    await approve(item!.id).expect(409);
    await approve('0190a000-0000-7000-8000-000000000000').expect(404);
    await reject('0190a000-0000-7000-8000-000000000000', { reason: 'other' }).expect(404);
    await upload(owner.auth, '/api/profile/me/photos', 201);
    const [pending] = await queue({ memberId: owner.memberId, status: 'pending' });
    await reject(pending!.id, { reason: 'ugly' }).expect(400);
    await reject(pending!.id, {}).expect(400);
    await reject(pending!.id, { reason: 'other', note: 'x'.repeat(501) }).expect(400);
    expect(MODERATION_REJECT_REASONS).toContain('not_a_person');
  });

  it('keeps the staff routes to staff', async () => {
    const { owner } = await people();
    await upload(owner.auth, '/api/profile/me/photos', 201);
    const [item] = await queue({ memberId: owner.memberId });
    await get('/api/profile/admin/moderation', owner.auth).expect(403);
    await get(`/api/profile/admin/moderation/${item!.id}`, owner.auth).expect(403);
    await approve(item!.id, owner.auth).expect(403);
    await reject(item!.id, { reason: 'other' }, owner.auth).expect(403);
    await get(`/api/profile/admin/members/${owner.memberId}`, owner.auth).expect(403);
    await get('/api/profile/admin/moderation').expect(401);
    await get(`/api/profile/admin/moderation/${item!.id}`, await t.bearer('admin')).expect(200);
  });
});

describe('the profile image under pre-moderation', () => {
  it('leaves the approved one in view, and in the snapshot, until its replacement is approved', async () => {
    const { owner, other } = await people();
    await upload(owner.auth, '/api/profile/me/avatar');
    const [first] = await queue({ memberId: owner.memberId, kind: 'avatar' });
    const firstId = (await own(owner.auth)).media.avatar.id;

    // Pending: no avatar for others, and search is told of none.
    expect(
      (await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body.media.avatar,
    ).toBeNull();
    const cards = await request(t.app)
      .post('/api/profile/cards')
      .set('Authorization', other.auth)
      .send({ ids: [owner.memberId] })
      .expect(200);
    expect(cards.body.items[0].avatar).toBeNull();
    const snapshots = () =>
      t.published
        .filter((e) => e.type === 'profile.updated' && e.key === owner.memberId)
        .map((e) => (e.payload as { profile: { avatarId: string | null } }).profile.avatarId);
    expect(snapshots().every((id) => id === null)).toBe(true);

    await approve(first!.id).expect(200);
    await eventually(() => snapshots().includes(firstId));

    // A new one waits; the old one stays in view.
    await upload(owner.auth, '/api/profile/me/avatar');
    const mine = await own(owner.auth);
    expect(mine.media.avatar.moderation).toBe('pending');
    const secondId = mine.media.avatar.id;
    expect(secondId).not.toBe(firstId);
    const seen = (await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body;
    expect(seen.media.avatar.id).toBe(firstId);
    await get(urlsOf(mine.media.avatar)[0]!, other.auth).expect(404);
    const export1 = (await get('/api/profile/admin/export/profiles', await t.bearer('admin')).expect(200))
      .body;
    expect(
      export1.items.find((i: { profile: { memberId: string } }) => i.profile.memberId === owner.memberId)
        .profile.avatarId,
    ).toBe(firstId);

    const [second] = await queue({ memberId: owner.memberId, kind: 'avatar', status: 'pending' });
    await approve(second!.id).expect(200);
    await eventually(() => snapshots().at(-1) === secondId);
    expect(snapshots()).not.toContain(undefined);
    const now = (await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body;
    expect(now.media.avatar.id).toBe(secondId);
    // The image it replaced is gone, files and all.
    expect(await t.objects.list(`members/${owner.memberId}/${firstId}/`)).toEqual([]);
    // Only approved ids ever reached the snapshot.
    expect(new Set(snapshots().filter(Boolean))).toEqual(new Set([firstId, secondId]));
  });

  it('replaced while pending, leaves the queue', async () => {
    const { owner } = await people();
    await upload(owner.auth, '/api/profile/me/cover');
    await upload(owner.auth, '/api/profile/me/cover');
    const pending = await queue({ memberId: owner.memberId, kind: 'cover' });
    expect(pending).toHaveLength(1);
    expect(pending[0]!.image).not.toBeNull();
  });
});

describe('about me under pre-moderation', () => {
  it('shows others the approved text while a change waits, and approving swaps it in', async () => {
    const { owner, other } = await people();
    const patch = (aboutMe: string | null) =>
      request(t.app).patch('/api/profile/me').set('Authorization', owner.auth).send({ aboutMe }).expect(200);
    const first = (await patch('I teach children to read.')).body;
    expect(first.aboutMe).toBeNull();
    expect(first.aboutMePending).toBe('I teach children to read.');
    expect((await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body.aboutMe).toBeNull();
    expect((await get(`/api/profile/${owner.memberId}`).expect(200)).body.aboutMe).toBeNull();

    const [item] = await queue({ memberId: owner.memberId, kind: 'aboutMe' });
    expect(item).toMatchObject({ text: 'I teach children to read.', image: null, status: 'pending' });
    await approve(item!.id).expect(200);
    expect((await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body.aboutMe).toBe(
      'I teach children to read.',
    );

    // A change, then a newer one: one proposal in the queue, the approved text in view.
    await patch('Call me on +971501234567');
    await patch('Call me on +971501234567, any time');
    const pending = await queue({ memberId: owner.memberId, kind: 'aboutMe', status: 'pending' });
    expect(pending.map((p) => p.text)).toEqual(['Call me on +971501234567, any time']);
    expect((await get(`/api/profile/${owner.memberId}`, other.auth).expect(200)).body.aboutMe).toBe(
      'I teach children to read.',
    );

    await reject(pending[0]!.id, { reason: 'contact_details' }).expect(200);
    const mine = await own(owner.auth);
    expect(mine.aboutMe).toBe('I teach children to read.');
    expect(mine.aboutMePending).toBeNull();
    expect(mine.moderationNotices[0]).toMatchObject({ kind: 'aboutMe', reason: 'contact_details' });
    await eventually(() =>
      t.published.some(
        (e) =>
          e.type === 'staff.acted' &&
          (e.payload as { action: string; reason: string }).action === 'text.reject' &&
          (e.payload as { reason: string }).reason === 'contact_details',
      ),
    );

    // Clearing needs no review.
    const cleared = (await patch(null)).body;
    expect(cleared.aboutMe).toBeNull();
    expect(await queue({ memberId: owner.memberId, status: 'pending' })).toEqual([]);
  });
});

describe('the staff view of a profile', () => {
  it('shows every field and all media, pending marked, and audits a look at a private profile', async () => {
    const { owner } = await people();
    await upload(owner.auth, '/api/profile/me/photos', 201);
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', owner.auth)
      .send({ visibility: 'private', aboutMe: 'Quiet and kind.' })
      .expect(200);
    const view = (await get(`/api/profile/admin/members/${owner.memberId}`, moderator).expect(200)).body;
    expect(view).toMatchObject({
      memberId: owner.memberId,
      address: expect.any(String),
      birthDate: expect.any(String),
      visibility: 'private',
      aboutMePending: 'Quiet and kind.',
    });
    expect(view.completeness).toEqual(expect.any(Number));
    expect(view.media.photos[0].moderation).toBe('pending');
    await get(view.media.photos[0].variants[0].url, moderator).expect(200);
    await eventually(() =>
      t.published.some(
        (e) =>
          e.type === 'staff.acted' &&
          (e.payload as { action: string; memberId: string }).action === 'profile.view' &&
          (e.payload as { memberId: string }).memberId === owner.memberId,
      ),
    );
    await get('/api/profile/admin/members/0190a000-0000-7000-8000-000000000000', moderator).expect(404);
  });
});

describe('the queue list', () => {
  it('speaks simple-rest: oldest first by default, filters, sorts, and refuses unknown ones', async () => {
    const { owner } = await people();
    await upload(owner.auth, '/api/profile/me/photos', 201);
    await upload(owner.auth, '/api/profile/me/photos', 201);
    const res = await get(
      `/api/profile/admin/moderation?sort=${encodeURIComponent('["submittedAt","ASC"]')}&range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify({ memberId: owner.memberId }))}`,
      moderator,
    ).expect(200);
    expect(res.body).toHaveLength(1);
    expect(res.headers['content-range']).toBe('moderation 0-0/2');
    const byName = await get(
      `/api/profile/admin/moderation?filter=${encodeURIComponent(JSON.stringify({ q: 'salma', memberId: owner.memberId }))}`,
      moderator,
    ).expect(200);
    expect(byName.body).toHaveLength(2);
    expect(byName.body[0].memberName).toBe('Salma Haddad');
    await get(
      `/api/profile/admin/moderation?filter=${encodeURIComponent('{"colour":"red"}')}`,
      moderator,
    ).expect(400);
    await get(
      `/api/profile/admin/moderation?filter=${encodeURIComponent('{"status":"lost"}')}`,
      moderator,
    ).expect(400);
    await get(
      `/api/profile/admin/moderation?sort=${encodeURIComponent('["memberName","ASC"]')}`,
      moderator,
    ).expect(400);
    await get(
      `/api/profile/admin/moderation?sort=${encodeURIComponent('["decidedAt","DESC"]')}`,
      moderator,
    ).expect(200);
  });
});

describe('post-moderation', () => {
  let p: ProfileApp;
  beforeAll(async () => {
    p = await startProfileApp({ moderation: 'post' });
  });
  afterAll(() => p.close());

  it('shows an upload and a text at once, still queued; a rejection removes them', async () => {
    const owner = await p.register({ fullName: 'Salma Haddad' });
    const other = await p.register({ gender: 'male', fullName: 'Yusuf Karim' });
    const staff = await p.bearer('moderator');
    await request(p.app)
      .post('/api/profile/me/photos')
      .set('Authorization', owner.auth)
      .attach('file', photo, 'p.jpg')
      .expect(201);
    await request(p.app)
      .patch('/api/profile/me')
      .set('Authorization', owner.auth)
      .send({ aboutMe: 'Hello there.' })
      .expect(200);
    const seen = (
      await request(p.app).get(`/api/profile/${owner.memberId}`).set('Authorization', other.auth).expect(200)
    ).body;
    expect(seen.media.photos).toHaveLength(1);
    expect(seen.aboutMe).toBe('Hello there.');
    await request(p.app)
      .get(seen.media.photos[0].variants[0].url)
      .set('Authorization', other.auth)
      .expect(200);

    const items = (
      await request(p.app).get('/api/profile/admin/moderation').set('Authorization', staff).expect(200)
    ).body as { id: string; kind: string }[];
    expect(items.map((i) => i.kind).sort()).toEqual(['aboutMe', 'photo']);
    for (const item of items)
      await request(p.app)
        .post(`/api/profile/admin/moderation/${item.id}/reject`)
        .set('Authorization', staff)
        .send({ reason: 'inappropriate' })
        .expect(200);
    const after = (
      await request(p.app).get(`/api/profile/${owner.memberId}`).set('Authorization', other.auth).expect(200)
    ).body;
    expect(after.media.photos).toEqual([]);
    expect(after.aboutMe).toBeNull();
  });
});
