import { sql } from 'drizzle-orm';
import request from 'supertest';
import { rowsOf } from '@mawadda/kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';

// `Idempotency-Key` through real service routes of the embedded app: a
// client that lost the answer retries with the same key and gets the first answer, not a second
// follow request or a second profile update.
let e: EmbeddedApp;

beforeAll(async () => {
  e = await startEmbeddedApp('idempotency');
});

afterAll(() => e.close());

const outboxRows = async (schema: 'social' | 'profile') =>
  Number(
    rowsOf<{ n: string }>(
      await e.gateway.database.db.execute(sql`select count(*) as n from ${sql.raw(`${schema}.outbox`)}`),
    )[0]!.n,
  );

it('a retried follow with the same key gets the first answer and makes no second request', async () => {
  const huda = await e.register({ fullName: 'Huda Saleh' });
  const khalid = await e.register({ fullName: 'Khalid Amin', gender: 'male' });
  const follow = (auth: string, key: string) =>
    request(e.app)
      .post(`/api/social/follows/${huda.id}`)
      .set('Authorization', auth)
      .set('Idempotency-Key', key);

  const before = await outboxRows('social');
  const first = await follow(khalid.auth, 'follow-1');
  expect(first.status).toBeLessThan(300);
  const events = (await outboxRows('social')) - before;
  expect(events).toBeGreaterThan(0);

  const retry = await follow(khalid.auth, 'follow-1');
  expect(retry.status).toBe(first.status);
  expect(retry.headers['idempotency-replayed']).toBe('true');
  expect(retry.body).toEqual(first.body);
  expect((await outboxRows('social')) - before).toBe(events);
});

it("PATCH /me: a retry replays, another body with the same key is 422, another member's key is its own", async () => {
  const amina = await e.register({ fullName: 'Amina Yusuf' });
  const sara = await e.register({ fullName: 'Sara Omar' });
  const patch = (auth: string, key: string, body: object) =>
    request(e.app)
      .patch('/api/profile/me?lang=en')
      .set('Authorization', auth)
      .set('Idempotency-Key', key)
      .send(body);

  const before = await outboxRows('profile');
  const first = await patch(amina.auth, 'profile-1', { visibility: 'private' });
  expect(first.status).toBe(200);
  const events = (await outboxRows('profile')) - before;
  const retry = await patch(amina.auth, 'profile-1', { visibility: 'private' });
  expect(retry.headers['idempotency-replayed']).toBe('true');
  expect(retry.body).toEqual(first.body);
  expect((await outboxRows('profile')) - before).toBe(events);

  const reused = await patch(amina.auth, 'profile-1', { visibility: 'public' });
  expect(reused.status).toBe(422);
  expect(reused.body).toMatchObject({ code: 'idempotency_key_reused', field: 'Idempotency-Key' });

  const hers = await patch(sara.auth, 'profile-1', { visibility: 'private' });
  expect(hers.status).toBe(200);
  expect(hers.headers['idempotency-replayed']).toBeUndefined();
  expect(hers.body.id ?? hers.body.memberId).not.toBe(first.body.id ?? first.body.memberId);
});

it('the API document names the header on writes', async () => {
  const doc = (await request(e.app).get('/api/openapi.json')).body as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  const names = (path: string, method: string) =>
    (doc.paths[path]?.[method]?.parameters ?? []).map((p) => p.name);
  expect(names('/api/profile/me', 'patch')).toContain('Idempotency-Key');
  expect(names('/api/profile/me', 'get')).not.toContain('Idempotency-Key');
});
