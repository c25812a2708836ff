import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaUrlSigner } from '../src/domain/media-url.js';
import { eventually, startProfileApp, TEST_MEDIA_SECRET, type ProfileApp } from './support/profile-app.js';
import { followAccepted } from './support/social-events.js';
import { tinyPdf } from './support/tiny-pdf.js';

/*
 * The media authorization matrix: every read of a profile and every media URL, for the
 * owner, another member, a guest and staff, on a public and on a private profile. Followers and
 * blocked members, from the social service's events, are in social-effects.test.ts.
 */

let t: ProfileApp;
let photo: Buffer;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

type Viewer = 'owner' | 'member' | 'guest' | 'staff';

async function memberWithMedia(visibility: 'public' | 'private') {
  const owner = await t.register({ address: 'Villa 12, Al Khan, Sharjah' });
  const auth = owner.auth;
  await request(t.app)
    .put('/api/profile/me/avatar')
    .set('Authorization', auth)
    .attach('file', photo, 'a.jpg')
    .expect(200);
  await request(t.app)
    .post('/api/profile/me/photos')
    .set('Authorization', auth)
    .attach('file', photo, 'p.jpg')
    .expect(201);
  await request(t.app)
    .put('/api/profile/me/cover')
    .set('Authorization', auth)
    .attach('file', photo, 'c.jpg')
    .expect(200);
  const pdf = tinyPdf(2);
  await request(t.app)
    .put('/api/profile/me/cv')
    .set('Authorization', auth)
    .attach('file', pdf, 'cv.pdf')
    .expect(200);
  await request(t.app).patch('/api/profile/me').set('Authorization', auth).send({ visibility }).expect(200);
  const own = (await request(t.app).get('/api/profile/me').set('Authorization', auth).expect(200)).body;
  const ownUrls: string[] = [
    ...own.media.avatar.variants.map((v: { url: string }) => v.url),
    ...own.media.photos[0].variants.map((v: { url: string }) => v.url),
    own.media.cover.variants[0].url,
    own.media.cv.url,
  ];
  return { ...owner, own, ownUrls };
}

const authOf = async (viewer: Viewer, owner: { auth: string }) =>
  viewer === 'owner'
    ? owner.auth
    : viewer === 'member'
      ? (await t.register({ gender: 'male', fullName: 'Yusuf Karim' })).auth
      : viewer === 'staff'
        ? await t.bearer('moderator')
        : undefined;

const get = (url: string, auth?: string) => {
  const req = request(t.app).get(url);
  return auth ? req.set('Authorization', auth) : req;
};

describe.each(['public', 'private'] as const)('a %s profile', (visibility) => {
  let owner: Awaited<ReturnType<typeof memberWithMedia>>;
  beforeAll(async () => {
    owner = await memberWithMedia(visibility);
  });

  it.each(['owner', 'member', 'guest', 'staff'] as const)('GET /api/profile/{id} as %s', async (viewer) => {
    const auth = await authOf(viewer, owner);
    const res = await get(`/api/profile/${owner.memberId}`, auth).expect(200);
    // Never the private fields, whoever asks and whatever the visibility.
    expect(res.body).not.toHaveProperty('address');
    expect(res.body).not.toHaveProperty('birthDate');
    expect(JSON.stringify(res.body)).not.toContain('Al Khan');
    const entitled = visibility === 'public' || viewer === 'owner' || viewer === 'staff';
    expect(res.body.mediaLocked).toBe(!entitled);
    if (entitled) {
      expect(res.body.media.photos).toHaveLength(1);
      expect(res.body.media.avatar.variants.length).toBeGreaterThan(0);
      // What others get of a CV is its pages as images, never the PDF's URL.
      expect(res.body.media.cv).not.toHaveProperty('url');
      expect(res.body.media.cv.pages).toHaveLength(2);
      expect(res.body.media.cv.pages[0].url).toMatch(/^\/api\/profile\/media\/.*\/cv-p1\.webp\?/);
      // The URLs handed to this viewer work for this viewer.
      for (const url of [res.body.media.avatar.variants[0].url, res.body.media.cv.pages[0].url]) {
        await get(url, auth).expect(200);
      }
    } else {
      expect(res.body.media).toEqual({ avatar: null, cover: null, photos: [], cv: null, video: null });
    }
  });

  it('serves the owner their own files, with private caching and no sniffing', async () => {
    for (const url of owner.ownUrls) {
      const res = await get(url, owner.auth).expect(200);
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a URL whose signature, viewer, expiry or path was changed', async () => {
    const url = new URL(owner.own.media.avatar.variants[0].url, 'http://x');
    const variants: string[] = [];
    const tweak = (name: string, value: string) => {
      const u = new URL(url);
      u.searchParams.set(name, value);
      variants.push(u.pathname + u.search);
    };
    tweak(
      's',
      url.searchParams.get('s')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    tweak('v', 'guest');
    tweak('e', String(Number(url.searchParams.get('e')) + 300));
    const noSig = new URL(url);
    noSig.searchParams.delete('s');
    variants.push(noSig.pathname + noSig.search);
    // The same signature on another file of the same member.
    const other = new URL(owner.own.media.photos[0].variants[0].url, 'http://x');
    variants.push(other.pathname + url.search);
    await get(url.pathname + url.search, owner.auth).expect(200);
    for (const v of variants) await get(v, owner.auth).expect(404);
  });
});

describe('what a guest reads of a profile (README: privacy)', () => {
  const ABOUT = 'I love reading and long walks by the sea.';
  async function ownerOf(visibility: 'public' | 'private') {
    const owner = await t.register({ fullName: 'Maryam Saeed Al Hashimi' });
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', owner.auth)
      .send({ visibility, aboutMe: ABOUT, profession: 'Engineer' })
      .expect(200);
    return owner;
  }

  it('a public profile: everything a member reads, but the first name only', async () => {
    const owner = await ownerOf('public');
    const res = await get(`/api/profile/${owner.memberId}`).expect(200);
    expect(res.body).toMatchObject({
      fullName: 'Maryam',
      firstName: 'Maryam',
      lastName: null,
      limited: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('Hashimi');
    expect(res.body.aboutMe).toBe(ABOUT);
  });

  it('a private profile: the first name, age, city and country, and nothing else', async () => {
    const owner = await ownerOf('private');
    const res = await get(`/api/profile/${owner.memberId}`).expect(200);
    const shown = Object.entries(res.body)
      .filter(([, v]) => v !== null && v !== false)
      .map(([k]) => k)
      .sort();
    expect(shown).toEqual(
      [
        'age',
        // The verification badges (four yes/no facts) are trust signals shown on every card.
        'badges',
        'city',
        'country',
        'firstName',
        'fullName',
        'kind',
        'limited',
        'hidden',
        'media',
        'mediaLocked',
        'memberId',
        // Always an empty list here: her answers are no part of the guest view.
        'prompts',
        'revealRequests',
        'visibility',
      ].sort(),
    );
    expect(res.body).toMatchObject({ fullName: 'Maryam', limited: true, presence: null, aboutMe: null });
    expect(res.body.prompts).toEqual([]);
    expect(res.body.media).toEqual({ avatar: null, cover: null, photos: [], cv: null, video: null });
    expect(Object.values(res.body.badges as object).every((b) => typeof b === 'boolean')).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('Hashimi');
    expect(JSON.stringify(res.body)).not.toContain('Engineer');
    // A signed-in member she did not let in reads exactly the same; her accepted follower the rest.
    const member = await t.register({ gender: 'male', fullName: 'Yusuf Karim' });
    const stranger = await get(`/api/profile/${owner.memberId}`, member.auth).expect(200);
    expect(stranger.body).toEqual(res.body);
    await followAccepted(t, member.memberId, owner.memberId);
    await eventually(
      async () => (await get(`/api/profile/${owner.memberId}`, member.auth)).body.limited === false,
    );
    const full = await get(`/api/profile/${owner.memberId}`, member.auth).expect(200);
    expect(full.body).toMatchObject({ fullName: 'Maryam Saeed Al Hashimi', aboutMe: ABOUT, limited: false });
  });
});

describe('a URL works only for the person it was made for', () => {
  it("refuses the owner's URL to another member, to a guest and to staff, even on a public profile", async () => {
    const owner = await memberWithMedia('public');
    const other = await authOf('member', owner);
    const staff = await authOf('staff', owner);
    for (const url of owner.ownUrls) {
      await get(url, owner.auth).expect(200);
      await get(url, other).expect(404);
      await get(url, staff).expect(404);
      await get(url).expect(404);
    }
  });

  it('lets a browser prove who it is with the media cookie its profile calls set', async () => {
    const owner = await memberWithMedia('private');
    const browser = request.agent(t.app);
    const own = (await browser.get('/api/profile/me').set('Authorization', owner.auth).expect(200)).body;
    expect(own.media.photos).toHaveLength(1);
    // <img> sends no Authorization header: the cookie alone must do.
    await browser.get(own.media.photos[0].variants[0].url).expect(200);
    const strangerBrowser = request.agent(t.app);
    await strangerBrowser
      .get('/api/profile/me')
      .set('Authorization', (await authOf('member', owner))!)
      .expect(200);
    await strangerBrowser.get(own.media.photos[0].variants[0].url).expect(404);
    // A forged cookie proves nothing.
    await get(own.media.photos[0].variants[0].url)
      .set('Cookie', `mw_media=member:${owner.memberId}.9999999999.${'A'.repeat(43)}`)
      .expect(404);
  });
});

describe('media privacy follows the profile at fetch time', () => {
  it('stops URLs handed out while public once the owner turns private', async () => {
    const owner = await memberWithMedia('public');
    const stranger = await authOf('member', owner);
    const seen = (await get(`/api/profile/${owner.memberId}`, stranger).expect(200)).body;
    const url = seen.media.photos[0].variants[0].url;
    await get(url, stranger).expect(200);
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', owner.auth)
      .send({ visibility: 'private' })
      .expect(200);
    await get(url, stranger).expect(404);
    // The owner's own URLs keep working.
    await get(owner.ownUrls[0]!, owner.auth).expect(200);
  });

  it('answers 410 for a genuine URL past its time, so the page knows to reload', async () => {
    const owner = await memberWithMedia('public');
    const path = new URL(owner.own.media.avatar.variants[0].url, 'http://x').pathname.replace(
      '/api/profile/media/',
      '',
    );
    const anHourAgo = new MediaUrlSigner(
      TEST_MEDIA_SECRET,
      '/api/profile/media',
      () => Date.now() - 3600_000,
    );
    const res = await get(anHourAgo.sign(path, { kind: 'member', id: owner.memberId })).expect(410);
    expect(res.body).toMatchObject({ code: 'media_link_expired', messageKey: 'error.mediaLinkExpired' });
  });

  it('never serves member files through the site image endpoint or a guessed path', async () => {
    const owner = await memberWithMedia('private');
    const path = new URL(owner.ownUrls[0]!, 'http://x').pathname;
    await get(path).expect(404);
    await get(`/api/profile/media/${owner.memberId}/../../etc/passwd`).expect(404);
  });
});
