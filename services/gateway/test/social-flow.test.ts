import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

// The social graph's privacy effects in the embedded app: social's events open and close the
// profile service's private media, and a block hides the blocker everywhere.
let e: EmbeddedApp;

beforeAll(async () => {
  // About the social graph, not moderation: photos show at once (PROFILE_MODERATION=post).
  e = await startEmbeddedApp('social-flow', { PROFILE_MODERATION: 'post' });
});

afterAll(() => e.close());

const get = (path: string, auth: string) => request(e.app).get(path).set('Authorization', auth);

it('an accepted follower sees private photos; unfollow and block take them away', async () => {
  const huda = await e.register({ fullName: 'Huda Saleh' });
  const khalid = await e.register({ fullName: 'Khalid Amin', gender: 'male' });
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#642' } })
    .jpeg()
    .toBuffer();
  await request(e.app)
    .post('/api/profile/me/photos')
    .set('Authorization', huda.auth)
    .attach('file', jpeg, 'album.jpg')
    .expect(201);
  await request(e.app)
    .patch('/api/profile/me')
    .set('Authorization', huda.auth)
    .send({ visibility: 'private' })
    .expect(200);
  await expect
    .poll(async () => (await get(`/api/social/members/${huda.id}/counts`, khalid.auth)).body.listsVisible)
    .toBe(false);
  const viewAs = async (auth: string) => (await get(`/api/profile/${huda.id}`, auth)).body;
  expect((await viewAs(khalid.auth)).mediaLocked).toBe(true);

  const followAndAccept = async () => {
    const asked = await request(e.app)
      .post(`/api/social/follows/${huda.id}`)
      .set('Authorization', khalid.auth);
    expect(asked.body).toMatchObject({ following: 'requested', button: 'Requested' });
    await request(e.app)
      .post(`/api/social/requests/${asked.body.outgoingRequestId}/accept`)
      .set('Authorization', huda.auth)
      .expect(200);
    await expect.poll(async () => (await viewAs(khalid.auth)).mediaLocked).toBe(false);
    const url: string = (await viewAs(khalid.auth)).media.photos[0].variants[0].url;
    await get(url, khalid.auth).expect(200);
    return url;
  };

  const url = await followAndAccept();
  await request(e.app).delete(`/api/social/follows/${huda.id}`).set('Authorization', khalid.auth).expect(200);
  await expect.poll(async () => (await get(url, khalid.auth)).status).toBe(404);
  expect((await viewAs(khalid.auth)).mediaLocked).toBe(true);

  const again = await followAndAccept();
  await request(e.app).post(`/api/social/blocks/${khalid.id}`).set('Authorization', huda.auth).expect(200);
  await expect.poll(async () => (await get(again, khalid.auth)).status).toBe(404);
  await get(`/api/profile/${huda.id}`, khalid.auth).expect(404);
  await get(`/api/social/relationship/${huda.id}`, khalid.auth).expect(404);
  // The one who blocks still sees the other's profile: only the blocked side is hidden.
  await get(`/api/profile/${khalid.id}`, huda.auth).expect(200);

  // Lifting the block shows the profile again, but the photos wait for a new follow.
  await request(e.app).delete(`/api/social/blocks/${khalid.id}`).set('Authorization', huda.auth).expect(200);
  await expect.poll(async () => (await get(`/api/profile/${huda.id}`, khalid.auth)).status).toBe(200);
  expect((await viewAs(khalid.auth)).mediaLocked).toBe(true);
});
