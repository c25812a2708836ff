import { MEDIA_COOKIE } from '@mawadda/contracts';
import { signInStaff, TEST_ADMIN_TOTP_SECRET } from '@mawadda/kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

/**
 * The media cookie is a session's credential like its access token (`<img>` carries no bearer), so
 * it carries its sign-in and is checked against the same revocation view on every fetch: a copied
 * cookie must die with its sign-out, suspension or deletion. Across processes: distributed-trust.
 */
const ADMIN = { email: 'admin@media-cookie.test', password: 'Media-cookie-admin-2026' };
let e: EmbeddedApp;
let admin: string;
let layla: Member;

type Member = Awaited<ReturnType<EmbeddedApp['register']>>;

beforeAll(async () => {
  e = await startEmbeddedApp('media-cookie', {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
    // About revocation, not moderation: a new photo shows at once.
    PROFILE_MODERATION: 'post',
  });
  const staff = await signInStaff(
    {
      post: (p, b) =>
        request(e.app)
          .post(p)
          .send(b as object),
    },
    { ...ADMIN, totpSecret: TEST_ADMIN_TOTP_SECRET },
  );
  admin = `Bearer ${staff.body.token}`;
  // She keeps her photos hidden and reveals them to each man by name.
  layla = await e.register({ fullName: 'Layla Hidden' });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .toBuffer();
  await request(e.app)
    .put('/api/profile/me/avatar')
    .set('Authorization', layla.auth)
    .attach('file', photo, 'photo.jpg')
    .expect(200);
  await request(e.app)
    .put('/api/profile/me/privacy')
    .set('Authorization', layla.auth)
    .send({ photosHidden: true })
    .expect(200);
}, 120_000);
afterAll(() => e?.close());

/** A man she revealed her photos to: his photo URL and the media cookie his browser got with it. */
async function revealedTo(fullName: string) {
  const viewer = await e.register({ fullName, gender: 'male' });
  await request(e.app)
    .post(`/api/profile/${layla.id}/reveal-requests`)
    .set('Authorization', viewer.auth)
    .send({ subject: 'photos' })
    .expect(201);
  await request(e.app)
    .put(`/api/profile/me/reveals/${viewer.id}/photos`)
    .set('Authorization', layla.auth)
    .expect(200);
  const view = await request(e.app)
    .get(`/api/profile/${layla.id}`)
    .set('Authorization', viewer.auth)
    .expect(200);
  const url = (view.body.media.avatar.variants as { url: string }[]).at(-1)!.url;
  const setCookies = ([] as string[]).concat(view.headers['set-cookie'] ?? []);
  const media = setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${MEDIA_COOKIE}=`));
  expect(media).toBeDefined();
  // The browser's <img>: the URL and the cookie, no bearer token.
  const fetchPhoto = () => request(e.app).get(url).set('Cookie', media!);
  expect((await fetchPhoto()).status).toBe(200);
  return { viewer, fetchPhoto };
}

describe('a copied media cookie stops opening revealed photos', () => {
  it('once its member signs out', async () => {
    const { viewer, fetchPhoto } = await revealedTo('Omar Leaving');
    await request(e.app).post('/api/auth/logout').set('Cookie', viewer.cookie).expect(204);
    expect((await fetchPhoto()).status).toBe(404);
  });

  it('once its member is suspended', async () => {
    const { viewer, fetchPhoto } = await revealedTo('Tariq Suspended');
    await request(e.app)
      .put(`/api/auth/admin/accounts/${viewer.id}/status`)
      .set('Authorization', admin)
      .send({ status: 'suspended', reason: 'terms_violation' })
      .expect(200);
    expect((await fetchPhoto()).status).toBe(404);
  });

  it('once its member deletes the account', async () => {
    const { viewer, fetchPhoto } = await revealedTo('Bilal Deleting');
    await request(e.app)
      .delete('/api/auth/me')
      .set('Authorization', viewer.auth)
      .send({ password: e.password })
      .expect(204);
    expect((await fetchPhoto()).status).toBe(404);
  });

  it("while another sign-in of the same member goes on: only the ended one's cookie dies", async () => {
    const { viewer, fetchPhoto } = await revealedTo('Yusuf Two Devices');
    // His phone signs in too, then the laptop signs out: the phone's session is not the laptop's.
    const phone = await request(e.app)
      .post('/api/auth/login')
      .send({
        email: (await request(e.app).get('/api/auth/me').set('Authorization', viewer.auth)).body.email,
        password: e.password,
      })
      .expect(200);
    const phoneView = await request(e.app)
      .get(`/api/profile/${layla.id}`)
      .set('Authorization', `Bearer ${phone.body.token}`)
      .expect(200);
    const phoneCookie = ([] as string[])
      .concat(phoneView.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${MEDIA_COOKIE}=`))!;
    const url = (phoneView.body.media.avatar.variants as { url: string }[]).at(-1)!.url;
    await request(e.app).post('/api/auth/logout').set('Cookie', viewer.cookie).expect(204);
    expect((await fetchPhoto()).status).toBe(404);
    expect((await request(e.app).get(url).set('Cookie', phoneCookie)).status).toBe(200);
  });
});
