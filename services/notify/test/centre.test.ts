import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { uuidv7 } from '@mawadda/kit';
import { notifications, preferences } from '../src/store/schema.js';
import { startNotifyApp, type NotifyTestApp } from './support/notify-app.js';

let t: NotifyTestApp;
beforeAll(async () => {
  t = await startNotifyApp();
});
afterAll(() => t?.close());

/** `n` follow requests to `member` from new followers, a millisecond apart (newest last). */
async function requestsTo(member: string, n: number, follower?: string) {
  for (let i = 0; i < n; i++) {
    await t.deliver('social', {
      type: 'follow.requested',
      key: member,
      payload: {
        followId: uuidv7(),
        followerId: follower ?? uuidv7(),
        targetId: member,
        at: new Date(Date.now() + i).toISOString(),
      },
    });
  }
}

const get = async (path: string, memberId: string) =>
  request(t.app)
    .get(`/api/notify${path}`)
    .set('Authorization', await t.bearer('member', memberId));
const post = async (path: string, memberId: string) =>
  request(t.app)
    .post(`/api/notify${path}`)
    .set('Authorization', await t.bearer('member', memberId));

describe('the centre', () => {
  it('pages newest first by cursor', async () => {
    const member = uuidv7();
    await requestsTo(member, 5);
    const first = await get('/notifications?limit=2', member);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.prev).toBeNull();
    const second = await get(`/notifications?limit=2&cursor=${first.body.next}`, member);
    const third = await get(`/notifications?limit=2&cursor=${second.body.next}`, member);
    expect(third.body.items).toHaveLength(1);
    expect(third.body.next).toBeNull();
    const all = [...first.body.items, ...second.body.items, ...third.body.items];
    const times = all.map((n: { createdAt: string }) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((n: { id: string }) => n.id)).size).toBe(5);
  });

  it('refuses a cursor it did not write and a limit out of range, naming the field', async () => {
    const member = uuidv7();
    const forged = await get('/notifications?cursor=not-a-cursor', member);
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('cursor');
    const tooMany = await get('/notifications?limit=500', member);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.field).toBe('limit');
  });

  it('counts unread, marks one read (own only) and all read', async () => {
    const [member, stranger] = [uuidv7(), uuidv7()];
    await requestsTo(member, 3);
    expect((await get('/notifications/unread-count', member)).body).toEqual({ count: 3 });
    const [newest] = (await get('/notifications', member)).body.items;

    // Someone else's id is not found, and changes nothing.
    expect((await post(`/notifications/${newest.id}/read`, stranger)).status).toBe(404);
    expect((await get('/notifications/unread-count', member)).body).toEqual({ count: 3 });
    expect((await post(`/notifications/${uuidv7()}/read`, member)).status).toBe(404);
    expect((await post('/notifications/not-a-uuid/read', member)).status).toBe(404);

    expect((await post(`/notifications/${newest.id}/read`, member)).status).toBe(204);
    // Opening it again is harmless.
    expect((await post(`/notifications/${newest.id}/read`, member)).status).toBe(204);
    expect((await get('/notifications/unread-count', member)).body).toEqual({ count: 2 });
    const read = (await get('/notifications', member)).body.items[0];
    expect(read.readAt).not.toBeNull();

    await requestsTo(stranger, 1);
    const all = await post('/notifications/read-all', member);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ updated: 2 });
    expect((await get('/notifications/unread-count', member)).body).toEqual({ count: 0 });
    // The stranger's stay unread.
    expect((await get('/notifications/unread-count', stranger)).body).toEqual({ count: 1 });
  });

  it('stops counting at 100 (the site shows 99+)', async () => {
    const member = uuidv7();
    await requestsTo(member, 101);
    expect((await get('/notifications/unread-count', member)).body).toEqual({ count: 100 });
  }, 60_000);
});

describe('erasure', () => {
  it('member.deleted erases the member’s notifications, choices, and those naming them as actor', async () => {
    const [gone, other] = [uuidv7(), uuidv7()];
    await requestsTo(gone, 2);
    await requestsTo(other, 1, gone);
    await requestsTo(other, 1);
    await request(t.app)
      .put('/api/notify/preferences')
      .set('Authorization', await t.bearer('member', gone))
      .send({ 'follow.requested': 'off' })
      .expect(200);
    const deletion = await t.deliver('auth', {
      type: 'member.deleted',
      key: gone,
      payload: { memberId: gone, deletedAt: new Date().toISOString() },
    });
    await t.bus.publish([deletion]);
    const db = t.database.db;
    const left = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(or(eq(notifications.memberId, gone), eq(notifications.actorId, gone)));
    expect(left).toEqual([]);
    expect(await db.select().from(preferences).where(eq(preferences.memberId, gone))).toEqual([]);
    expect((await get('/notifications/unread-count', other)).body).toEqual({ count: 1 });

    // A late event naming the erased member stores nothing.
    await requestsTo(gone, 1);
    await requestsTo(other, 1, gone);
    expect((await get('/notifications/unread-count', other)).body).toEqual({ count: 1 });
  });
});

describe('who may call', () => {
  const routes = [
    ['get', '/notifications'],
    ['get', '/notifications/unread-count'],
    ['post', '/notifications/read-all'],
    ['post', `/notifications/${uuidv7()}/read`],
    ['get', '/preferences'],
    ['put', '/preferences'],
  ] as const;

  it('answers guests 401 and staff 403 on every route', async () => {
    const call = (method: (typeof routes)[number][0], path: string) =>
      request(t.app)[method](`/api/notify${path}`);
    for (const [method, path] of routes) {
      expect((await call(method, path).send({})).status, `${method} ${path}`).toBe(401);
      for (const role of ['moderator', 'admin'] as const) {
        const res = await call(method, path)
          .set('Authorization', await t.bearer(role))
          .send({});
        expect(res.status, `${method} ${path} as ${role}`).toBe(403);
      }
    }
  });

  it('lets a company account keep its centre too', async () => {
    const res = await request(t.app)
      .get('/api/notify/notifications/unread-count')
      .set('Authorization', await t.bearer('company'));
    expect(res.status).toBe(200);
  });
});
