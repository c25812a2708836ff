import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_PLACES_MAX } from '@mawadda/contracts';
import { PreferencesStore } from '../src/store/preferences-store.js';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';

let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
});
afterAll(() => t.close());

const PATH = '/api/profile/me/preferences';
const get = (auth: string) => request(t.app).get(PATH).set('Authorization', auth);
const put = (auth: string, body: unknown) =>
  request(t.app)
    .put(PATH)
    .set('Authorization', auth)
    .send(body as object);

const WISHES = {
  age: { value: { min: 28, max: 38 }, importance: 'must' },
  countries: { value: ['AE', 'SA'], importance: 'nice' },
  maritalStates: { value: ['single', 'divorced'], importance: 'must' },
  prayer: { value: ['always', 'mostly'], importance: 'must' },
  smoking: { value: ['no'], importance: 'must' },
  qualification: { value: 'bachelor', importance: 'nice' },
  height: { value: { min: 170, max: 195 }, importance: 'nice' },
  wantsChildren: { value: ['yes', 'maybe'], importance: 'nice' },
  wives: { value: 0, importance: 'must' },
  relocate: { value: ['yes'], importance: 'nice' },
  marriageTimeline: { value: ['within-a-year'], importance: 'nice' },
};

const changes = (memberId: string) =>
  t.published.filter((e) => e.type === 'profile.preferences.changed' && e.key === memberId);

describe('GET and PUT /api/profile/me/preferences', () => {
  it('starts empty (every wish "any"), then keeps what the member sets', async () => {
    const { auth } = await t.register();
    expect((await get(auth).expect(200)).body).toEqual({ preferences: {}, updatedAt: null });
    const saved = await put(auth, WISHES).expect(200);
    expect(saved.body.preferences).toEqual(WISHES);
    expect(saved.body.updatedAt).toEqual(expect.any(String));
    expect((await get(auth).expect(200)).body).toEqual(saved.body);
  });

  it('replaces the set whole: a wish left out or null is "any" again', async () => {
    const { auth } = await t.register();
    await put(auth, WISHES).expect(200);
    const res = await put(auth, { smoking: WISHES.smoking, age: null }).expect(200);
    expect(res.body.preferences).toEqual({ smoking: WISHES.smoking });
    expect((await get(auth)).body.preferences).toEqual({ smoking: WISHES.smoking });
  });

  it('announces each change with the whole set, and nothing for a save that changes nothing', async () => {
    const { memberId, auth } = await t.register();
    await put(auth, WISHES).expect(200);
    await eventually(() => changes(memberId).length === 1);
    expect(changes(memberId)[0]!.payload).toMatchObject({ memberId, preferences: WISHES });
    await put(auth, WISHES).expect(200);
    // A real change after the repeat is published behind anything it caused: then count.
    await put(auth, { smoking: WISHES.smoking }).expect(200);
    await eventually(() => changes(memberId).length >= 2);
    expect(changes(memberId)).toHaveLength(2);
    expect(changes(memberId)[1]!.payload).toMatchObject({ preferences: { smoking: WISHES.smoking } });
  });

  it.each([
    [{ smoking: { value: ['often'], importance: 'must' } }, 'smoking.value.0', 'validation.unknownOption'],
    [{ smoking: { value: ['no'], importance: 'always' } }, 'smoking.importance', 'validation.unknownOption'],
    [{ smoking: { value: ['no'] } }, 'smoking.importance', 'validation.required'],
    [{ smoking: { value: [], importance: 'must' } }, 'smoking.value', 'validation.required'],
    [{ smoking: { value: ['no', 'no'], importance: 'must' } }, 'smoking.value', 'validation.invalid'],
    [{ age: { value: { min: 40, max: 30 }, importance: 'must' } }, 'age.value.max', 'search.rangeReversed'],
    [{ age: { value: { min: 12, max: 30 }, importance: 'must' } }, 'age.value.min', 'validation.min'],
    [
      { height: { value: { min: 190, max: 160 }, importance: 'nice' } },
      'height.value.max',
      'search.rangeReversed',
    ],
    [{ countries: { value: ['XX'], importance: 'nice' } }, 'countries.value.0', 'validation.unknownOption'],
    [{ wives: { value: 4, importance: 'must' } }, 'wives.value', 'validation.max'],
    [{ eyecolor: { value: ['brown'], importance: 'nice' } }, 'eyecolor', 'validation.invalid'],
    [{ smoking: { value: ['no'], importance: 'must', weight: 3 } }, 'smoking.weight', 'validation.invalid'],
    [
      { distanceKm: { value: 50, importance: 'must' }, countries: { value: ['AE'], importance: 'nice' } },
      'distanceKm',
      'validation.invalid',
    ],
  ])('refuses %j on %s and keeps the stored set', async (body, field, messageKey) => {
    const { auth } = await t.register();
    await put(auth, { smoking: WISHES.smoking }).expect(200);
    const res = await put(auth, body).set('Accept-Language', 'en').expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ field, messageKey });
    expect((await get(auth)).body.preferences).toEqual({ smoking: WISHES.smoking });
  });

  it('says what is wrong in the member’s language, naming the field', async () => {
    const { auth } = await t.register();
    const body = { age: { value: { min: 40, max: 30 }, importance: 'must' } };
    const en = await put(auth, body).set('Accept-Language', 'en').expect(400);
    expect(JSON.stringify(en.body)).toContain('Maximum age must not be less than the minimum (40).');
    const ar = await put(auth, body).set('Accept-Language', 'ar').expect(400);
    expect(JSON.stringify(ar.body)).toContain('العمر الأقصى');
  });

  it('refuses a list of places past its cap, and a body past the size limit', async () => {
    const { auth } = await t.register();
    const many = Array.from({ length: PREFERENCE_PLACES_MAX + 1 }, () => 'AE');
    const res = await put(auth, { countries: { value: many, importance: 'nice' } }).expect(400);
    expect(res.body).toMatchObject({ field: 'countries.value', messageKey: 'validation.max' });
    const huge = { countries: { value: Array.from({ length: 50_000 }, () => 'AE'), importance: 'nice' } };
    await put(auth, huge).expect(413);
  });
});

describe('preferences are private', () => {
  it('another member reads only her own, and never finds them on the profile', async () => {
    const owner = await t.register();
    const other = await t.register({ fullName: 'Huda Karim' });
    await put(owner.auth, WISHES).expect(200);
    expect((await get(other.auth).expect(200)).body.preferences).toEqual({});
    const seen = await request(t.app)
      .get(`/api/profile/${owner.memberId}`)
      .set('Authorization', other.auth)
      .expect(200);
    for (const field of ['preferences', 'wishes']) expect(seen.body).not.toHaveProperty(field);
    expect(JSON.stringify(seen.body)).not.toContain('within-a-year');
  });

  it('answers 401 to a guest, 403 to a guardian, 404 to staff and a company (no candidate profile)', async () => {
    await request(t.app).get(PATH).expect(401);
    await request(t.app).put(PATH).send({}).expect(401);
    // A guardian account is no member: the routes of members' own data are closed to it (as /me).
    const guardian = await t.bearer('guardian');
    await get(guardian).expect(403);
    await put(guardian, WISHES).expect(403);
    for (const role of ['moderator', 'admin'] as const) {
      const auth = await t.bearer(role);
      await get(auth).expect(404);
      await put(auth, WISHES).expect(404);
    }
    const company = await t.register({ kind: 'company', gender: null });
    await get(company.auth).expect(404);
    await put(company.auth, WISHES).expect(404);
  });

  it('are in her data download', async () => {
    const { auth } = await t.register();
    await put(auth, { smoking: WISHES.smoking }).expect(200);
    const res = await request(t.app).get('/api/profile/me/export').set('Authorization', auth).expect(200);
    expect(JSON.parse(res.text).preferences).toEqual({ smoking: WISHES.smoking });
  });

  it('go with the member when she is erased', async () => {
    const { memberId, auth } = await t.register();
    await put(auth, WISHES).expect(200);
    await t.publishAuthEvent({
      type: 'member.deleted',
      key: memberId,
      payload: { memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(async () => (await get(auth)).status === 404);
    expect(await new PreferencesStore(t.database.db).of(memberId)).toBeUndefined();
  });
});
