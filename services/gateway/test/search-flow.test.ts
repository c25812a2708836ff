import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

// Search in the embedded app: the read model follows auth's, profile's and social's events
// through the outbox, and the home strip shows who was active last.
let e: EmbeddedApp;

beforeAll(async () => {
  e = await startEmbeddedApp('search-flow');
});

afterAll(() => e.close());

const complete = (auth: string) =>
  request(e.app)
    .patch('/api/profile/me')
    .set('Authorization', auth)
    .send({ height: 165, weight: 60, smoking: 'no' })
    .expect(200);

it('finds a member once the profile is complete enough, hides her after a block, and lists her on the home strip', async () => {
  const layla = await e.register({ fullName: 'Layla Nasser' });
  const yusuf = await e.register({ fullName: 'Yusuf Karim', gender: 'male', city: 'AE-DXB' });
  const names = async (auth: string, query = '') => {
    const res = await request(e.app)
      .get(`/api/search/members?sort=nearest${query}`)
      .set('Authorization', auth);
    expect(res.status).toBe(200);
    return (res.body.items as { fullName: string }[]).map((c) => c.fullName);
  };
  // Search learns of him from auth's event: until then nearest has no city of his (422).
  await expect.poll(() => names(yusuf.auth)).toEqual([]);
  await complete(layla.auth);
  await expect.poll(() => names(yusuf.auth)).toEqual(['Layla Nasser']);
  const card = (await request(e.app).get('/api/search/members?sort=nearest').set('Authorization', yusuf.auth))
    .body.items[0];
  // Sharjah to Dubai, city centre to city centre.
  expect(card).toMatchObject({ city: 'AE-SHJ', age: expect.any(Number), distanceKm: expect.any(Number) });
  expect(card.distanceKm).toBeGreaterThan(5);
  expect(card.distanceKm).toBeLessThan(40);
  expect(await names(yusuf.auth, '&maritalState=divorced')).toEqual([]);

  const strip = await request(e.app).get('/api/search/most-active');
  expect(strip.status).toBe(200);
  expect(strip.body.items.map((c: { fullName: string }) => c.fullName)).toContain('Layla');

  await request(e.app).post(`/api/social/blocks/${yusuf.id}`).set('Authorization', layla.auth).expect(200);
  await expect.poll(() => names(yusuf.auth)).toEqual([]);
});
