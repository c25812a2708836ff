import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';

let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp({ uploadsPerHour: 3 });
});
afterAll(() => t.close());

it('limits uploads per member per hour, with the wait in the answer, and other members go on', async () => {
  const jpeg = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#777' } })
    .jpeg()
    .toBuffer();
  const a = await t.register();
  const b = await t.register();
  const upload = (auth: string) =>
    request(t.app).post('/api/profile/me/photos').set('Authorization', auth).attach('file', jpeg, 'p.jpg');
  for (let i = 0; i < 3; i++) await upload(a.auth).expect(201);
  const refused = await upload(a.auth).set('Accept-Language', 'en').expect(429);
  expect(refused.body).toMatchObject({ code: 'rate_limited', messageKey: 'error.rateLimited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await t.objects.list(`members/${a.memberId}`)).length).toBe(3); // one width each: a 100 px image is kept at 100 px
  await upload(b.auth).expect(201);
});
