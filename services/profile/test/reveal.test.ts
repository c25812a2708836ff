import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { MediaUrlSigner } from '../src/domain/media-url.js';
import { eventually, startProfileApp, TEST_MEDIA_SECRET, type ProfileApp } from './support/profile-app.js';
import { blockEvent, followAccepted } from './support/social-events.js';
import { xlsx } from './media/support/fixtures.js';
import { tinyPdf } from './support/tiny-pdf.js';

/*
 * README: reveal and watermarks. Hidden photos and CV, reveals by name and their
 * revoke, requests to see, the per-viewer watermark, the view log and erasure.
 */

let t: ProfileApp;
let photo: Buffer;
/** The service's clock runs this far ahead of the real one (the view log's 10-minute rule). */
let skewMs = 0;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post', clock: () => new Date(Date.now() + skewMs) });
  // A photo with detail, so a watermark has something to differ from.
  photo = await sharp({ create: { width: 1080, height: 720, channels: 3, background: '#6a8caf' } })
    .composite([
      {
        input: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d4a373' } })
          .png()
          .toBuffer(),
        top: 200,
        left: 300,
      },
    ])
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const get = (url: string, auth?: string) => {
  const req = request(t.app).get(url);
  return auth ? req.set('Authorization', auth) : req;
};
const bytesOf = async (url: string, auth?: string) =>
  (await get(url, auth).buffer(true).parse(binary).expect(200)).body as Buffer;
/** Supertest's parser for raw bytes: the whole body as one Buffer. */
const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

type Person = { memberId: string; auth: string };

async function ownerWithMedia(): Promise<Person> {
  const owner = await t.register({ fullName: 'Salma Haddad' });
  await request(t.app)
    .put('/api/profile/me/avatar')
    .set('Authorization', owner.auth)
    .attach('file', photo, 'a.jpg')
    .expect(200);
  await request(t.app)
    .put('/api/profile/me/cv')
    .set('Authorization', owner.auth)
    .attach('file', tinyPdf(4), 'cv.pdf')
    .expect(200);
  return owner;
}
const member = () => t.register({ gender: 'male', fullName: 'Yusuf Karim' });
const profileOf = (owner: Person, auth?: string) => get(`/api/profile/${owner.memberId}`, auth);
const setHidden = (owner: Person, body: object) =>
  request(t.app).put('/api/profile/me/privacy').set('Authorization', owner.auth).send(body);
const reveal = (owner: Person, viewerId: string, subject: 'photos' | 'cv') =>
  request(t.app).put(`/api/profile/me/reveals/${viewerId}/${subject}`).set('Authorization', owner.auth);
const revoke = (owner: Person, viewerId: string, subject: 'photos' | 'cv') =>
  request(t.app).delete(`/api/profile/me/reveals/${viewerId}/${subject}`).set('Authorization', owner.auth);
const ask = (who: Person, owner: Person, subject: 'photos' | 'cv') =>
  request(t.app)
    .post(`/api/profile/${owner.memberId}/reveal-requests`)
    .set('Authorization', who.auth)
    .send({ subject });
/** Waits for a social event to land (the grant or block shows in the profile). */
const settled = (check: () => Promise<boolean>) => eventually(check);

describe('who sees hidden photos and CV (the matrix)', () => {
  let owner: Person;
  let named: Person;
  let other: Person;
  let blocked: Person;
  let staff: string;
  beforeAll(async () => {
    owner = await ownerWithMedia();
    [named, other, blocked] = [await member(), await member(), await member()];
    staff = await t.bearer('moderator');
    await followAccepted(t, named.memberId, owner.memberId);
    await blockEvent(t, 'member.blocked', owner.memberId, blocked.memberId);
    await settled(async () => (await profileOf(owner, blocked.auth)).status === 404);
  });

  type Viewer = 'owner' | 'named' | 'other' | 'staff' | 'guest' | 'blocked';
  const VIEWERS: Viewer[] = ['owner', 'named', 'other', 'staff', 'guest', 'blocked'];
  const authOf = (v: Viewer) =>
    ({
      owner: owner.auth,
      named: named.auth,
      other: other.auth,
      staff,
      guest: undefined,
      blocked: blocked.auth,
    })[v];

  /** What each viewer gets of the profile, its photos and CV pages (fetching each URL given). */
  async function sight(v: Viewer): Promise<{ photos: boolean; cv: boolean } | 404> {
    const res = await profileOf(owner, authOf(v));
    if (res.status === 404) return 404;
    const { media } = res.body;
    if (media.avatar) await get(media.avatar.variants[0].url, authOf(v)).expect(200);
    if (media.cv?.pages[0]) await get(media.cv.pages[0].url, authOf(v)).expect(200);
    return { photos: media.avatar !== null, cv: media.cv !== null };
  }
  const all = async () =>
    Object.fromEntries(await Promise.all(VIEWERS.map(async (v) => [v, await sight(v)])));
  const both = { photos: true, cv: true };
  const none = { photos: false, cv: false };

  it("hidden off: today's rules (a public profile shows both to everyone but the blocked)", async () => {
    expect(await all()).toEqual({
      owner: both,
      named: both,
      other: both,
      staff: both,
      guest: both,
      blocked: 404,
    });
  });

  it('hidden on: owner and staff only; an accepted follow no longer opens them', async () => {
    const own = await setHidden(owner, { photosHidden: true, cvHidden: true }).expect(200);
    expect(own.body).toEqual({ photosHidden: true, cvHidden: true });
    expect(await all()).toEqual({
      owner: both,
      named: none,
      other: none,
      staff: both,
      guest: none,
      blocked: 404,
    });
    const seen = await profileOf(owner, other.auth).expect(200);
    expect(seen.body.hidden).toEqual({ photos: true, cv: true });
    expect(seen.body.mediaLocked).toBe(false);
    // The owner's own profile says what is hidden, and their number.
    const me = await get('/api/profile/me', owner.auth).expect(200);
    expect(me.body).toMatchObject({ photosHidden: true, cvHidden: true });
    expect(me.body.memberNo).toBeGreaterThanOrEqual(10001);
  });

  it('a reveal by name opens one subject to one member; a revoke closes it at once', async () => {
    await reveal(owner, named.memberId, 'photos').expect(200);
    expect(await all()).toEqual({
      owner: both,
      named: { photos: true, cv: false },
      other: none,
      staff: both,
      guest: none,
      blocked: 404,
    });
    await reveal(owner, named.memberId, 'cv').expect(200);
    expect(await sight('named')).toEqual(both);
    const list = await get('/api/profile/me/reveals', owner.auth).expect(200);
    expect(list.body.items.map((r: { subject: string }) => r.subject).sort()).toEqual(['cv', 'photos']);

    // Held URLs (their watermarked copies already made and kept) stop working with the revoke.
    const held = (await profileOf(owner, named.auth).expect(200)).body.media;
    const urls = [held.avatar.variants[0].url, held.cv.pages[0].url];
    for (const url of urls) await get(url, named.auth).expect(200);
    expect((await t.objects.list(`watermarks/${owner.memberId}`)).length).toBeGreaterThan(0);
    await revoke(owner, named.memberId, 'photos').expect(204);
    await revoke(owner, named.memberId, 'cv').expect(204);
    for (const url of urls) await get(url, named.auth).expect(404);
    expect(await sight('named')).toEqual(none);
    // Events are relayed after the commit: waited for, then counted.
    await expect
      .poll(() => t.published.filter((e) => e.type === 'reveal.revoked' && e.key === owner.memberId))
      .toHaveLength(2);
    await expect
      .poll(() => t.published.filter((e) => e.type === 'reveal.granted' && e.key === owner.memberId))
      .toHaveLength(2);
  });

  it("turning hiding off again restores the profile's own rule", async () => {
    await setHidden(owner, { photosHidden: false }).expect(200);
    expect(await sight('other')).toEqual({ photos: true, cv: false });
    await setHidden(owner, { cvHidden: false }).expect(200);
    expect(await all()).toEqual({
      owner: both,
      named: both,
      other: both,
      staff: both,
      guest: both,
      blocked: 404,
    });
  });

  it('refuses a reveal to a stranger (409), to a blocked member (404), to oneself (409); bad input', async () => {
    await reveal(owner, other.memberId, 'photos').expect(409);
    expect((await reveal(owner, other.memberId, 'photos')).body.code).toBe('reveal_not_allowed');
    await reveal(owner, blocked.memberId, 'photos').expect(404);
    await reveal(owner, owner.memberId, 'photos').expect(409);
    await reveal(owner, uuidv7(), 'photos').expect(404);
    // A path naming no such subject is no such resource.
    await reveal(owner, named.memberId, 'video' as 'cv').expect(404);
    await setHidden(owner, { photosHidden: true, extra: 1 }).expect(400);
    await setHidden(owner, {}).expect(400);
  });

  it('a private profile with hidden photos needs the follow and the reveal', async () => {
    const p = await ownerWithMedia();
    const follower = await member();
    await followAccepted(t, follower.memberId, p.memberId);
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', p.auth)
      .send({ visibility: 'private' })
      .expect(200);
    await settled(async () => (await profileOf(p, follower.auth)).body.media?.avatar !== null);
    await setHidden(p, { photosHidden: true }).expect(200);
    expect((await profileOf(p, follower.auth)).body.media.avatar).toBeNull();
    await reveal(p, follower.memberId, 'photos').expect(200);
    expect((await profileOf(p, follower.auth)).body.media.avatar).not.toBeNull();
  });

  it('cards leave out a hidden profile image unless revealed', async () => {
    await setHidden(owner, { photosHidden: true }).expect(200);
    const cards = await request(t.app)
      .post('/api/profile/cards')
      .set('Authorization', other.auth)
      .send({ ids: [owner.memberId] })
      .expect(200);
    expect(cards.body.items[0].avatar).toBeNull();
    await setHidden(owner, { photosHidden: false }).expect(200);
  });
});

describe('the watermark', () => {
  let owner: Person;
  let plainUrl: string;
  beforeAll(async () => {
    owner = await ownerWithMedia();
    const own = (await get('/api/profile/me', owner.auth).expect(200)).body;
    plainUrl = own.media.avatar.variants.at(-1).url;
  });

  const widest = async (auth?: string) => {
    const res = await profileOf(owner, auth).expect(200);
    return res.body.media.avatar.variants.at(-1).url as string;
  };
  const pixels = (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer({ resolveWithObject: true });

  it('is drawn for every viewer but the owner, names the viewer, and differs between viewers', async () => {
    const [v1, v2] = [await member(), await member()];
    const plain = await bytesOf(plainUrl, owner.auth);
    // The owner gets the stored file as it is.
    const [key] = (await t.objects.list(`members/${owner.memberId}`)).filter((k) => k.endsWith('w1080.webp'));
    const stored = await t.objects.get(key!);
    const storedBytes = Buffer.concat(await stored!.stream.toArray());
    expect(plain.equals(storedBytes)).toBe(true);

    const res1 = await get(await widest(v1.auth), v1.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res1.headers['cache-control']).toBe('private, no-store');
    const first = res1.body as Buffer;
    const second = await bytesOf(await widest(v2.auth), v2.auth);
    const guest = await bytesOf(await widest());
    const staff = await t.bearer('moderator');
    const byStaff = await bytesOf(await widest(staff), staff);
    expect(first.equals(plain)).toBe(false);
    expect(first.equals(second)).toBe(false);
    expect(guest.equals(first)).toBe(false);
    expect(byStaff.equals(guest)).toBe(false);

    // Decoded, the mark is there: many pixels differ clearly from the plain rendition.
    const a = await pixels(plain);
    const b = await pixels(first);
    expect([b.info.width, b.info.height]).toEqual([a.info.width, a.info.height]);
    let changed = 0;
    for (let i = 0; i < a.data.length; i += 3) {
      const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!);
      if (d > 40) changed++;
    }
    const share = changed / (a.info.width * a.info.height);
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.5);

    // Two viewers' marks differ where the numbers are drawn.
    const c = await pixels(second);
    let apart = 0;
    for (let i = 0; i < b.data.length; i++) if (Math.abs(b.data[i]! - c.data[i]!) > 40) apart++;
    expect(apart).toBeGreaterThan(500);
  });

  it('is kept per viewer and day under its own prefix, and read again from there', async () => {
    const v = await member();
    const url = await widest(v.auth);
    const first = await bytesOf(url, v.auth);
    const kept = await t.objects.list(`watermarks/${owner.memberId}`);
    const today = new Date(Date.now() + skewMs).toISOString().slice(0, 10);
    expect(kept.some((k) => k.includes(`/m-${v.memberId}-${today}-w1080.webp`))).toBe(true);
    // Never in the asset's folder: the export lists those.
    expect((await t.objects.list(`members/${owner.memberId}`)).some((k) => k.includes(v.memberId))).toBe(
      false,
    );
    expect((await bytesOf(url, v.auth)).equals(first)).toBe(true);
  });

  it('leaves a video alone and a byte range of an image gets the whole marked copy', async () => {
    const v = await member();
    const res = await get(await widest(v.auth), v.auth)
      .set('Range', 'bytes=0-9')
      .expect(200);
    expect(res.headers['accept-ranges']).toBe('none');
  });
});

describe('the CV for viewers', () => {
  it("renders the first three pages of a PDF; the original is the owner's alone", async () => {
    const owner = await ownerWithMedia();
    const viewer = await member();
    const own = (await get('/api/profile/me', owner.auth).expect(200)).body.media.cv;
    expect(own).toMatchObject({ contentType: 'application/pdf', format: 'pdf' });
    expect(own.pages).toHaveLength(3);
    await get(own.url, owner.auth).expect(200).expect('Content-Type', 'application/pdf');
    const seen = (await profileOf(owner, viewer.auth).expect(200)).body.media.cv;
    expect(seen).toMatchObject({ format: 'pdf' });
    expect(seen.pages).toHaveLength(3);
    const page = await bytesOf(seen.pages[0].url, viewer.auth);
    const meta = await sharp(page).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThan(300);
    // A URL to the original signed for the viewer (as a client could forge the path) answers 404.
    const signer = new MediaUrlSigner(TEST_MEDIA_SECRET);
    const path = new URL(own.url, 'http://x').pathname.replace('/api/profile/media/', '');
    const forViewer = signer.sign(path, { kind: 'member', id: viewer.memberId });
    await get(forViewer, viewer.auth).expect(404);
  });

  it('a spreadsheet CV: no pages for viewers', async () => {
    const owner = await t.register();
    await request(t.app)
      .put('/api/profile/me/cv')
      .set('Authorization', owner.auth)
      .attach('file', xlsx(), 'cv.xlsx')
      .expect(200);
    const viewer = await member();
    const seen = (await profileOf(owner, viewer.auth).expect(200)).body.media.cv;
    expect(seen).toMatchObject({ format: 'xlsx', pages: [] });
  });
});

describe('requests to see', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await ownerWithMedia();
    await setHidden(owner, { photosHidden: true, cvHidden: true }).expect(200);
  });

  it('once per pair and subject, then accept: the requester sees the photos', async () => {
    const asker = await member();
    const first = await ask(asker, owner, 'photos').expect(201);
    const again = await ask(asker, owner, 'photos').expect(200);
    expect(again.body.id).toBe(first.body.id);
    await eventually(async () =>
      t.published.some(
        (e) =>
          e.type === 'reveal.requested' && (e.payload as { requestId: string }).requestId === first.body.id,
      ),
    );
    const mine = await profileOf(owner, asker.auth).expect(200);
    expect(mine.body.revealRequests).toEqual([{ subject: 'photos', status: 'pending' }]);
    const pending = await get('/api/profile/me/reveal-requests', owner.auth).expect(200);
    expect(pending.body.items.map((r: { id: string }) => r.id)).toContain(first.body.id);

    // Someone else cannot answer it.
    const stranger = await member();
    await request(t.app)
      .post(`/api/profile/me/reveal-requests/${first.body.id}/accept`)
      .set('Authorization', stranger.auth)
      .expect(404);
    const accepted = await request(t.app)
      .post(`/api/profile/me/reveal-requests/${first.body.id}/accept`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect(accepted.body.status).toBe('accepted');
    const after = await profileOf(owner, asker.auth).expect(200);
    expect(after.body.media.avatar).not.toBeNull();
    expect(after.body.media.cv).toBeNull();
    expect(after.body.revealRequests).toEqual([{ subject: 'photos', status: 'accepted' }]);
    await request(t.app)
      .post(`/api/profile/me/reveal-requests/${first.body.id}/decline`)
      .set('Authorization', owner.auth)
      .expect(409);
    // Now visible: nothing to ask.
    await ask(asker, owner, 'photos').expect(409);
  });

  it('decline: the requester sees "declined", and asking again answers the same request', async () => {
    const asker = await member();
    const first = await ask(asker, owner, 'cv').expect(201);
    await request(t.app)
      .post(`/api/profile/me/reveal-requests/${first.body.id}/decline`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect((await profileOf(owner, asker.auth)).body.revealRequests).toEqual([
      { subject: 'cv', status: 'declined' },
    ]);
    const again = await ask(asker, owner, 'cv').expect(200);
    expect(again.body).toMatchObject({ id: first.body.id, status: 'declined' });
    const pending = await get('/api/profile/me/reveal-requests', owner.auth).expect(200);
    expect(pending.body.items.map((r: { id: string }) => r.id)).not.toContain(first.body.id);
  });

  it('not for what one sees, nor staff, nor across a block; a pending request lets the owner reveal', async () => {
    const staff = await t.bearer('moderator');
    await ask({ memberId: '', auth: staff }, owner, 'photos').expect(409);
    await ask(owner, owner, 'photos').expect(409);
    const blocked = await member();
    await blockEvent(t, 'member.blocked', owner.memberId, blocked.memberId);
    await settled(async () => (await profileOf(owner, blocked.auth)).status === 404);
    await ask(blocked, owner, 'photos').expect(404);
    // The owner may reveal to whoever asked, without a follow.
    const asker = await member();
    await reveal(owner, asker.memberId, 'cv').expect(409);
    await ask(asker, owner, 'cv').expect(201);
    await reveal(owner, asker.memberId, 'cv').expect(200);
    expect((await profileOf(owner, asker.auth)).body.revealRequests).toEqual([
      { subject: 'cv', status: 'accepted' },
    ]);
  });

  it('members who talked (chat) may reveal to each other', async () => {
    const talker = await member();
    await reveal(owner, talker.memberId, 'photos').expect(409);
    await t.publishChatEvent({
      type: 'conversation.started',
      key: uuidv7(),
      payload: {
        conversationId: uuidv7(),
        starterId: talker.memberId,
        recipientId: owner.memberId,
        at: new Date().toISOString(),
      },
    });
    await eventually(async () => (await reveal(owner, talker.memberId, 'photos')).status === 200);
  });

  it('is rate limited per requester', async () => {
    const limited = await startProfileApp({ moderation: 'post', revealRequestsPerDay: 1 });
    try {
      const o = await limited.register();
      await request(limited.app)
        .put('/api/profile/me/privacy')
        .set('Authorization', o.auth)
        .send({ photosHidden: true, cvHidden: true })
        .expect(200);
      const a = await limited.register({ gender: 'male', fullName: 'Omar Ali' });
      const post = (subject: string) =>
        request(limited.app)
          .post(`/api/profile/${o.memberId}/reveal-requests`)
          .set('Authorization', a.auth)
          .send({ subject });
      await post('photos').expect(201);
      await post('photos').expect(200); // the same request costs nothing
      await post('cv').expect(429);
    } finally {
      await limited.close();
    }
  });
});

describe('who saw what', () => {
  it('records each viewer and file once per 10 minutes; not the owner; staff as staff', async () => {
    const owner = await ownerWithMedia();
    const viewer = await member();
    const seen = (await profileOf(owner, viewer.auth).expect(200)).body.media;
    // A srcset: every width, twice.
    for (const v of [...seen.avatar.variants, ...seen.avatar.variants])
      await get(v.url, viewer.auth).expect(200);
    await get(seen.cv.pages[0].url, viewer.auth).expect(200);
    await get(seen.cv.pages[1].url, viewer.auth).expect(200);
    const own = (await get('/api/profile/me', owner.auth).expect(200)).body.media;
    await get(own.avatar.variants[0].url, owner.auth).expect(200);
    const staff = await t.bearer('moderator');
    const bystaff = (await profileOf(owner, staff).expect(200)).body.media;
    await get(bystaff.avatar.variants[0].url, staff).expect(200);

    const log = async () => (await get('/api/profile/me/views', owner.auth).expect(200)).body;
    let body = await log();
    expect(body.items).toHaveLength(3);
    expect(body.items.filter((i: { viewer: { kind: string } }) => i.viewer.kind === 'staff')).toEqual([
      expect.objectContaining({ viewer: { kind: 'staff', id: null }, subject: 'photos' }),
    ]);
    expect(
      body.items
        .filter((i: { viewer: { id: string } }) => i.viewer.id === viewer.memberId)
        .map((i: { subject: string }) => i.subject)
        .sort(),
    ).toEqual(['cv', 'photos']);

    // Ten minutes on, the same file counts again.
    skewMs = 11 * 60 * 1000;
    try {
      await get(seen.avatar.variants[0].url, viewer.auth).expect(200);
    } finally {
      skewMs = 0;
    }
    body = await log();
    expect(body.items).toHaveLength(4);

    // Paged, newest first.
    const page1 = (await get('/api/profile/me/views?limit=3', owner.auth).expect(200)).body;
    expect(page1.items).toHaveLength(3);
    const page2 = (await get(`/api/profile/me/views?limit=3&cursor=${page1.next}`, owner.auth).expect(200))
      .body;
    expect(page2.items).toHaveLength(1);
    expect(page2.next).toBeNull();
    await get('/api/profile/me/views?cursor=nonsense', owner.auth).expect(400);
  });
});

describe('erasure', () => {
  it("removes the owner's log and copies; an erased viewer becomes `deleted` and their copies go", async () => {
    const owner = await ownerWithMedia();
    const viewer = await member();
    const other = await ownerWithMedia();
    for (const o of [owner, other]) {
      const seen = (await profileOf(o, viewer.auth).expect(200)).body.media;
      await get(seen.avatar.variants[0].url, viewer.auth).expect(200);
    }
    expect(
      (await t.objects.list(`watermarks/${other.memberId}`)).some((k) => k.includes(viewer.memberId)),
    ).toBe(true);

    await t.publishAuthEvent({
      type: 'member.deleted',
      key: viewer.memberId,
      payload: { memberId: viewer.memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(async () => (await get('/api/profile/me', viewer.auth)).status === 404);
    expect(
      (await t.objects.list(`watermarks/${other.memberId}`)).some((k) => k.includes(viewer.memberId)),
    ).toBe(false);
    const log = (await get('/api/profile/me/views', other.auth).expect(200)).body.items;
    expect(log).toEqual([expect.objectContaining({ viewer: { kind: 'deleted', id: null } })]);

    await t.publishAuthEvent({
      type: 'member.deleted',
      key: owner.memberId,
      payload: { memberId: owner.memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(async () => (await get('/api/profile/me', owner.auth)).status === 404);
    expect(await t.objects.list(`watermarks/${owner.memberId}`)).toEqual([]);
  });
});
