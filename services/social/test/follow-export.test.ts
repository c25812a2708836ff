import {
  exportGetOf,
  exportStatusesForNonAdmins,
  answersToForeignCursors,
  FOREIGN_CURSOR_REFUSED,
  walkExport,
} from '@mawadda/kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialApp, type SocialApp } from './support/social-app.js';

// Its own app: `total` and the walk count every follow in the database.
let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const PATH = '/api/social/admin/export/follows';
const api = () => request(s.app);
const get = exportGetOf((url) => api().get(url), PATH);
const follow = (who: { auth: string }, other: { id: string }) =>
  api().post(`/api/social/follows/${other.id}`).set('Authorization', who.auth).expect(200);

/*
 * The accepted follows, for search's rebuild: a private member shows her whole card in search
 * only to the members whose follow she accepted, so a rebuild must know them (README: privacy).
 */
describe('follow export', () => {
  it('is for admins only', async () => {
    const member = await s.member();
    expect(
      await exportStatusesForNonAdmins(get, { member: member.auth, moderator: await s.bearer('moderator') }),
    ).toEqual({
      guest: 401,
      member: 403,
      moderator: 403,
    });
  });

  it('pages every accepted follow once, by (followerId, targetId); a pending request is no follow', async () => {
    const [a, b, c] = [await s.member(), await s.member(), await s.member()];
    const closed = await s.member('private');
    await follow(a, b);
    await follow(b, a);
    await follow(c, a);
    // A request to a private profile waits for her: not exported.
    await follow(a, closed);
    await api().delete(`/api/social/follows/${a.id}`).set('Authorization', c.auth).expect(200);
    const expected = [
      [a, b],
      [b, a],
    ]
      .map(([x, y]) => ({ followerId: x!.id, targetId: y!.id }))
      .sort((p, q) => (`${p.followerId}${p.targetId}` < `${q.followerId}${q.targetId}` ? -1 : 1));

    const admin = await s.bearer('admin');
    const pages = await walkExport(
      async (query) => (await api().get(`${PATH}?${query}`).set('Authorization', admin).expect(200)).body,
      1,
    );
    expect(pages.map((p) => p.items.length)).toEqual([1, 1]);
    expect(pages.every((p) => p.total === 2)).toBe(true);
    const items = pages.flatMap((p) => p.items);
    expect(items.map(({ followerId, targetId }) => ({ followerId, targetId }))).toEqual(expected);
    for (const item of items) expect(new Date(item.at as string).toISOString()).toBe(item.at);
  });

  it('refuses a cursor it did not write with 400 on `cursor`', async () => {
    const admin = await s.bearer('admin');
    for (const answer of await answersToForeignCursors(get, admin))
      expect(answer).toMatchObject(FOREIGN_CURSOR_REFUSED);
  });
});
