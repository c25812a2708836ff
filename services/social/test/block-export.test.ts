import {
  exportGetOf,
  exportStatusesForNonAdmins,
  answersToForeignCursors,
  FOREIGN_CURSOR_REFUSED,
  walkExport,
  type ExportPageBody,
} from '@mawadda/kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialApp, type SocialApp } from './support/social-app.js';

// Its own app: `total` and the walk count every block in the database.
let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const PATH = '/api/social/admin/export/blocks';
const api = () => request(s.app);
const get = exportGetOf((url) => api().get(url), PATH);
const block = (who: { auth: string }, other: { id: string }) =>
  api().post(`/api/social/blocks/${other.id}`).set('Authorization', who.auth).expect(200);

describe('block export', () => {
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

  it('pages every block exactly once, by (blockerId, blockedId), with the total', async () => {
    const [a, b, c, d] = [await s.member(), await s.member(), await s.member(), await s.member()];
    // Mutual blocks are two rows; a lifted block is none.
    for (const [who, other] of [
      [a, b],
      [b, a],
      [a, c],
      [c, d],
      [d, a],
      [b, d],
    ] as const)
      await block(who, other);
    await api().delete(`/api/social/blocks/${d.id}`).set('Authorization', b.auth).expect(200);
    const expected = [
      [a, b],
      [b, a],
      [a, c],
      [c, d],
      [d, a],
    ]
      .map(([x, y]) => ({ blockerId: x!.id, blockedId: y!.id }))
      // Byte order of the ids, as Postgres orders uuids (not localeCompare, which skips '-').
      .sort((p, q) => (`${p.blockerId}${p.blockedId}` < `${q.blockerId}${q.blockedId}` ? -1 : 1));

    const admin = await s.bearer('admin');
    const pages = await walkExport(
      async (query) => (await api().get(`${PATH}?${query}`).set('Authorization', admin).expect(200)).body,
      2,
    );
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p: ExportPageBody) => p.total === 5)).toBe(true);
    const items = pages.flatMap((p) => p.items);
    expect(items.map(({ blockerId, blockedId }) => ({ blockerId, blockedId }))).toEqual(expected);
    for (const item of items) expect(new Date(item.at as string).toISOString()).toBe(item.at);

    const all = await api().get(PATH).set('Authorization', admin).expect(200);
    expect(all.body).toMatchObject({ next: null, total: 5 });
    expect(all.body.items).toEqual(items);
  });

  it('refuses a cursor it did not write with 400 on `cursor`', async () => {
    const admin = await s.bearer('admin');
    for (const answer of await answersToForeignCursors(get, admin))
      expect(answer).toMatchObject(FOREIGN_CURSOR_REFUSED);
    const limit = await api().get(`${PATH}?limit=0`).set('Authorization', admin).expect(400);
    expect(limit.body.field).toBe('limit');
  });
});
