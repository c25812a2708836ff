import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadPlatformConfig, openPgliteDatabase } from '@mawadda/kit';
import { pino } from 'pino';
import { createEmbeddedGateway, type EmbeddedGateway } from '../src/embedded.js';

// The profile across services in the embedded app: auth's events create and erase it, the
// gateway reports activity, and member files are reachable only through signed URLs.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-profile-flow-'));
let gateway: EmbeddedGateway;

beforeAll(async () => {
  const config = loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '20' });
  gateway = await createEmbeddedGateway(
    config,
    { WEB_MEMBER_DIST: path.join(dataDir, 'dist') },
    { logger: pino({ level: 'silent' }), database: await openPgliteDatabase() },
  );
});

afterAll(async () => {
  await gateway.close();
  await gateway.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const password = 'Sabr-jameel-7';
const register = () =>
  request(gateway.app)
    .post('/api/auth/register')
    .send({
      fullName: 'Khadija Noor',
      email: `khadija.${Date.now()}@example.ae`,
      phone: `+9715${String(Date.now()).slice(-8)}`,
      password,
      confirmPassword: password,
      gender: 'female',
      birthDate: '1995-09-01',
      nationality: 'AE',
      country: 'AE',
      city: 'AE-SHJ',
      address: 'Al Majaz 2, Sharjah',
      maritalState: 'single',
      siteObjectiveId: 'marriage',
      communicate: 'guardian',
      acceptOath: true,
      acceptTerms: true,
    })
    .expect(201);

it('creates the profile on registration, records activity, and erases everything on account deletion', async () => {
  const session = (await register()).body;
  const auth = `Bearer ${session.token}`;
  const id = session.account.id as string;
  // Waiting as a guest: a guest's request records no activity.
  await expect.poll(async () => (await request(gateway.app).get(`/api/profile/${id}`)).status).toBe(200);
  expect((await request(gateway.app).get(`/api/profile/${id}`)).body.presence).toBe('offline');

  // Any authenticated call counts as activity, even one for another service.
  await request(gateway.app).get('/api/auth/me').set('Authorization', auth).expect(200);
  await expect
    .poll(async () => (await request(gateway.app).get(`/api/profile/${id}`)).body.presence)
    .toBe('online');
  const profile = (await request(gateway.app).get('/api/profile/me').set('Authorization', auth)).body;
  expect(profile).toMatchObject({ fullName: 'Khadija Noor', city: 'AE-SHJ', address: 'Al Majaz 2, Sharjah' });
  expect(profile.lastActiveAt).not.toBeNull();

  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a52' } })
    .jpeg()
    .toBuffer();
  const avatar = (
    await request(gateway.app)
      .put('/api/profile/me/avatar')
      .set('Authorization', auth)
      .attach('file', jpeg, 'me.jpg')
      .expect(200)
  ).body;
  const url: string = avatar.variants[0].url;
  await request(gateway.app).get(url).set('Authorization', auth).expect(200);
  // The site's image endpoint never reads member files, whatever path is guessed.
  const key = new URL(url, 'http://x').pathname.replace('/api/profile/media/', 'members/');
  await request(gateway.app).get(`/_img?src=/${key}&w=320`).expect(404);
  await request(gateway.app).get(`/_img?src=/media/${key}&w=320`).expect(404);
  expect(fs.readdirSync(path.join(dataDir, 'media', 'members'))).toContain(id);

  await request(gateway.app).delete('/api/auth/me').set('Authorization', auth).send({ password }).expect(204);
  await expect.poll(async () => (await request(gateway.app).get(`/api/profile/${id}`)).status).toBe(404);
  await request(gateway.app).get(url).set('Authorization', auth).expect(404);
  expect(fs.existsSync(path.join(dataDir, 'media', 'members', id))).toBe(false);
});
