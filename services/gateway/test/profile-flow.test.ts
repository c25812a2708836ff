import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

// The profile across services in the embedded app: auth's events create and erase it, the
// gateway reports activity, and member files are reachable only through signed URLs.
let e: EmbeddedApp;

beforeAll(async () => {
  e = await startEmbeddedApp('profile-flow');
});

afterAll(() => e.close());

it('creates the profile on registration, records activity, and erases everything on account deletion', async () => {
  const { id, auth } = await e.register({ fullName: 'Khadija Noor' });
  // Waiting as a guest: a guest's request records no activity.
  await expect.poll(async () => (await request(e.app).get(`/api/profile/${id}`)).status).toBe(200);
  expect((await request(e.app).get(`/api/profile/${id}`)).body.presence).toBe('offline');

  // Any authenticated call counts as activity, even one for another service: active today.
  await request(e.app).get('/api/auth/me').set('Authorization', auth).expect(200);
  await expect.poll(async () => (await request(e.app).get(`/api/profile/${id}`)).body.presence).toBe('today');
  // Only an open tab's heartbeat says "online now".
  await request(e.app).post('/api/profile/me/heartbeat').set('Authorization', auth).expect(204);
  expect((await request(e.app).get(`/api/profile/${id}`)).body.presence).toBe('online');
  const profile = (await request(e.app).get('/api/profile/me').set('Authorization', auth)).body;
  expect(profile).toMatchObject({ fullName: 'Khadija Noor', city: 'AE-SHJ', address: 'Al Majaz 2, Sharjah' });
  expect(profile.lastActiveAt).not.toBeNull();

  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a52' } })
    .jpeg()
    .toBuffer();
  const avatar = (
    await request(e.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', auth)
      .attach('file', jpeg, 'me.jpg')
      .expect(200)
  ).body;
  const url: string = avatar.variants[0].url;
  await request(e.app).get(url).set('Authorization', auth).expect(200);
  // The site's image endpoint never reads member files, whatever path is guessed.
  const key = new URL(url, 'http://x').pathname.replace('/api/profile/media/', 'members/');
  await request(e.app).get(`/_img?src=/${key}&w=320`).expect(404);
  await request(e.app).get(`/_img?src=/media/${key}&w=320`).expect(404);
  expect(fs.readdirSync(path.join(e.dataDir, 'media', 'members'))).toContain(id);

  await request(e.app)
    .delete('/api/auth/me')
    .set('Authorization', auth)
    .send({ password: e.password })
    .expect(204);
  await expect.poll(async () => (await request(e.app).get(`/api/profile/${id}`)).status).toBe(404);
  await request(e.app).get(url).set('Authorization', auth).expect(404);
  expect(fs.existsSync(path.join(e.dataDir, 'media', 'members', id))).toBe(false);
});
