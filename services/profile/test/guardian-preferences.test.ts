import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';
import { deliverGuardianChanged, guardianChanged } from './support/guardian-events.js';

/*
 * README: preferences. A member may let her guardian see what she is looking for (auth's
 * `seesMatchmaking`): he reads what she reads, only while she lets him and he is her guardian;
 * anyone else is told nothing, not even that she exists.
 */

let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
});
afterAll(() => t.close());

const WISHES = {
  age: { value: { min: 30, max: 40 }, importance: 'must' },
  prayer: { value: ['always'], importance: 'must' },
  countries: { value: ['AE', 'OM'], importance: 'nice' },
};

const wardPath = (memberId: string) => `/api/profile/wards/${memberId}/preferences`;
const asWali = (memberId: string, auth?: string) => {
  const req = request(t.app).get(wardPath(memberId));
  return auth ? req.set('Authorization', auth) : req;
};
const own = (auth: string) => request(t.app).get('/api/profile/me/preferences').set('Authorization', auth);

async function guardianAccount() {
  const id = uuidv7();
  return { id, auth: await t.bearer('guardian', id) };
}

/** A woman with wishes, linked to her guardian, who lets him see her matchmaking. */
async function scene() {
  const ward = await t.register({ fullName: 'Maryam Saleh' });
  await request(t.app)
    .put('/api/profile/me/preferences')
    .set('Authorization', ward.auth)
    .send(WISHES)
    .expect(200);
  const wali = await guardianAccount();
  await guardianChanged(t, ward.memberId, wali.id, { approvePhotos: true, seesMatchmaking: true });
  return { ward, wali };
}

describe('GET /api/profile/wards/{memberId}/preferences', () => {
  it('shows her guardian exactly what she sees, while she lets him', async () => {
    const { ward, wali } = await scene();
    const hers = await own(ward.auth).expect(200);
    const res = await asWali(ward.memberId, wali.auth).expect(200);
    expect(res.body).toEqual(hers.body);
    expect(res.body.preferences).toEqual(WISHES);
    // Her next change is what he reads next.
    await request(t.app)
      .put('/api/profile/me/preferences')
      .set('Authorization', ward.auth)
      .send({ prayer: WISHES.prayer })
      .expect(200);
    expect((await asWali(ward.memberId, wali.auth).expect(200)).body.preferences).toEqual({
      prayer: WISHES.prayer,
    });
  });

  it('shows "any" for every wish of a ward who has stated none', async () => {
    const ward = await t.register();
    const wali = await guardianAccount();
    await guardianChanged(t, ward.memberId, wali.id, { seesMatchmaking: true });
    expect((await asWali(ward.memberId, wali.auth).expect(200)).body).toEqual({
      preferences: {},
      updatedAt: null,
    });
  });

  it('refuses the next read once she turns it off, and serves again when she turns it on', async () => {
    const { ward, wali } = await scene();
    await asWali(ward.memberId, wali.auth).expect(200);
    await guardianChanged(t, ward.memberId, wali.id, { approvePhotos: true, seesMatchmaking: false });
    const off = await asWali(ward.memberId, wali.auth).expect(404);
    expect(off.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(off.body)).not.toContain('always');
    await guardianChanged(t, ward.memberId, wali.id, { seesMatchmaking: true });
    await asWali(ward.memberId, wali.auth).expect(200);
  });

  it('refuses the next read once the link ends, and only the new guardian reads after a change', async () => {
    const { ward, wali } = await scene();
    await guardianChanged(t, ward.memberId, null);
    await asWali(ward.memberId, wali.auth).expect(404);
    const next = await guardianAccount();
    await guardianChanged(t, ward.memberId, next.id, { seesMatchmaking: true });
    await asWali(ward.memberId, wali.auth).expect(404);
    expect((await asWali(ward.memberId, next.auth).expect(200)).body.preferences).toEqual(WISHES);
  });

  it('reads an event from before the switch existed as not seeing', async () => {
    const { ward, wali } = await scene();
    await deliverGuardianChanged(t, {
      memberId: ward.memberId,
      guardianId: wali.id,
      approveConversations: false,
      approvePhotos: true,
      approveCv: false,
      readsConversations: false,
    });
    await asWali(ward.memberId, wali.auth).expect(404);
  });

  it('tells another guardian nothing: her, a member without a guardian and no one all answer alike', async () => {
    const { ward } = await scene();
    const alone = await t.register();
    const stranger = await guardianAccount();
    const answers = await Promise.all(
      [ward.memberId, alone.memberId, uuidv7()].map(async (id) => {
        const res = await asWali(id, stranger.auth);
        return { status: res.status, code: res.body.code as unknown };
      }),
    );
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 404, code: answers[0]!.code })));
  });

  it('answers 401 to a guest and 403 to members (the ward too) and staff', async () => {
    const { ward } = await scene();
    await asWali(ward.memberId).expect(401);
    const other = await t.register({ gender: 'male', fullName: 'Omar Saleh' });
    for (const auth of [ward.auth, other.auth, await t.bearer('moderator'), await t.bearer('admin')])
      await asWali(ward.memberId, auth).expect(403);
  });

  it('answers a malformed member id as naming no one (404 problem), never a 500', async () => {
    const wali = await guardianAccount();
    const res = await asWali('not-a-member', wali.auth).expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  });
});
