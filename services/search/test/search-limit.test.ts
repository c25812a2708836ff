import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSearchApp, type SearchApp } from './support/search-app.js';

let s: SearchApp;
beforeAll(async () => {
  s = await startSearchApp({ searchesPerMinute: 3 });
});
afterAll(() => s?.close());

it('stops a member who searches faster than a person pages, with a translated 429, and only that member', async () => {
  const scraper = await s.person({ fullName: 'Scraper', gender: 'male' });
  const other = await s.person({ fullName: 'Other', gender: 'male' });
  const search = (auth: string) =>
    request(s.app).get('/api/search/members').set('Authorization', auth).set('Accept-Language', 'ar');
  for (let i = 0; i < 3; i++) expect((await search(scraper.auth)).status).toBe(200);
  const refused = await search(scraper.auth);
  expect(refused.status).toBe(429);
  expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
  expect(refused.body.messageKey).toMatch(/rate|tooMany/i);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await search(other.auth)).status).toBe(200);
});
