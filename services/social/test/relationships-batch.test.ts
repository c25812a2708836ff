import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialApp, type SocialApp } from './support/social-app.js';

let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const batch = (auth: string | undefined, ids: unknown) => {
  const req = request(s.app).post('/api/social/relationships');
  return (auth ? req.set('Authorization', auth) : req).send({ ids });
};

describe('relationships of a page of members', () => {
  it('answers each member I may see as the single route would, and leaves out the rest', async () => {
    const [me, followed, requested, blocker, plain] = [
      await s.member(),
      await s.member(),
      await s.member('private'),
      await s.member(),
      await s.member(),
    ];
    await request(s.app).post(`/api/social/follows/${followed.id}`).set('Authorization', me.auth).expect(200);
    await request(s.app)
      .post(`/api/social/follows/${requested.id}`)
      .set('Authorization', me.auth)
      .expect(200);
    await request(s.app).post(`/api/social/blocks/${me.id}`).set('Authorization', blocker.auth).expect(200);

    const ids = [followed.id, requested.id, blocker.id, plain.id, randomUUID(), followed.id];
    const res = await batch(me.auth, ids).expect(200);
    const byId = new Map(res.body.items.map((r: { memberId: string }) => [r.memberId, r]));
    expect([...byId.keys()]).toEqual([followed.id, requested.id, plain.id]);
    expect(byId.get(followed.id)).toMatchObject({ following: 'accepted', button: 'UnFollow' });
    expect(byId.get(requested.id)).toMatchObject({ following: 'requested', button: 'Requested' });
    expect(byId.get(plain.id)).toMatchObject({ following: 'none', button: 'Follow', blocking: false });
    for (const id of [followed.id, requested.id, plain.id]) {
      const single = await request(s.app).get(`/api/social/relationship/${id}`).set('Authorization', me.auth);
      expect(byId.get(id)).toEqual(single.body);
    }
  });

  it('refuses a guest, and an empty, oversized or malformed list by field', async () => {
    await batch(undefined, [randomUUID()]).expect(401);
    const me = await s.member();
    for (const ids of [[], Array.from({ length: 51 }, () => randomUUID()), ['not-an-id'], 'x']) {
      const res = await batch(me.auth, ids).expect(400);
      expect(res.body.field).toMatch(/^ids/);
    }
  });
});
