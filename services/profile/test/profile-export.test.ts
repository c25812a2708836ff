import type { MemberRegisteredPayload, ProfileSnapshot } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import {
  exportGetOf,
  exportStatusesForNonAdmins,
  answersToForeignCursors,
  FOREIGN_CURSOR_REFUSED,
  realEngines,
  registeredMember,
  walkExport,
} from '@mawadda/kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';

// Its own app: `total` and the walk count every profile in the database.
let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
});
afterAll(() => t.close());

const PATH = '/api/profile/admin/export/profiles';
const api = () => request(t.app);
const get = exportGetOf((url) => api().get(url), PATH);
const lastSnapshotOf = (memberId: string) =>
  t.published.filter((e) => e.type === 'profile.updated' && e.key === memberId).at(-1)?.payload.profile as
    ProfileSnapshot | undefined;

const registered = (memberId: string): MemberRegisteredPayload =>
  registeredMember({
    memberId,
    fullName: 'Huda Karim',
    birthDate: '1994-02-03',
    city: 'AE-AZ',
    locale: 'en',
  });

describe('profile export', () => {
  it('is for admins only', async () => {
    const member = await t.register();
    expect(
      await exportStatusesForNonAdmins(get, { member: member.auth, moderator: await t.bearer('moderator') }),
    ).toEqual({
      guest: 401,
      member: 403,
      moderator: 403,
    });
  });

  it('pages every profile once, by member id, as profile.updated carries it, with lastActiveAt', async () => {
    const edited = await t.register();
    const active = await t.register();
    const company = await t.register({ kind: 'company', gender: null });
    const admin = await t.bearer('admin');
    // Known only from auth's event, never signed in here: no activity yet.
    const quiet = uuidv7();
    await t.publishAuthEvent({ type: 'member.registered', key: quiet, payload: registered(quiet) });
    await eventually(
      async () => (await api().get(`/api/profile/${quiet}`).set('Authorization', admin)).status === 200,
    );
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();
    await api()
      .patch('/api/profile/me')
      .set('Authorization', edited.auth)
      .send({ profession: 'Architect' })
      .expect(200);
    const avatar = (
      await api()
        .put('/api/profile/me/avatar')
        .set('Authorization', edited.auth)
        .attach('file', jpeg, 'a.jpg')
        .expect(200)
    ).body as { id: string };
    await api().post('/api/profile/me/heartbeat').set('Authorization', active.auth).expect(204);
    await eventually(() => lastSnapshotOf(edited.memberId)?.avatarId === avatar.id);

    const pages = await walkExport(
      async (query) => (await api().get(`${PATH}?${query}`).set('Authorization', admin).expect(200)).body,
      2,
    );
    const sizes = pages.map((p) => p.items.length);
    expect(sizes.slice(0, -1).every((n) => n === 2)).toBe(true);
    if (realEngines()) {
      // On Kafka every suite's auth events reach this app too: more profiles, some erased meanwhile.
      expect(pages.every((p) => p.total >= 5)).toBe(true);
    } else {
      // Five profiles: the member of the first test too.
      expect(sizes).toEqual([2, 2, 1]);
      expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    }
    const items = pages.flatMap((p) => p.items) as { profile: { memberId: string }; lastActiveAt: unknown }[];
    const ids = items.map((i) => i.profile.memberId);
    expect(ids).toEqual([...new Set(ids)].sort());
    expect(ids).toEqual(expect.arrayContaining([edited.memberId, active.memberId, company.memberId, quiet]));

    const byId = new Map(items.map((i) => [i.profile.memberId, i]));
    // The very snapshot the last event sent: same completeness, profile image and fields.
    expect(byId.get(edited.memberId)!.profile).toEqual(lastSnapshotOf(edited.memberId));
    expect(byId.get(edited.memberId)!.profile).toMatchObject({
      avatarId: avatar.id,
      completeness: expect.any(Number),
    });
    expect(byId.get(company.memberId)!.profile).toMatchObject({ kind: 'company' });
    const lastActiveAt = byId.get(active.memberId)!.lastActiveAt as string;
    expect(new Date(lastActiveAt).toISOString()).toBe(lastActiveAt);
    expect(byId.get(quiet)!.lastActiveAt).toBeNull();
  });

  it('refuses a cursor it did not write with 400 on `cursor`', async () => {
    const admin = await t.bearer('admin');
    for (const answer of await answersToForeignCursors(get, admin))
      expect(answer).toMatchObject(FOREIGN_CURSOR_REFUSED);
  });
});
