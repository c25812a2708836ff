import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';

let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp();
});
afterAll(() => t.close());

const me = (auth: string) => request(t.app).get('/api/profile/me').set('Authorization', auth);
const patch = (auth: string, body: unknown) =>
  request(t.app)
    .patch('/api/profile/me')
    .set('Authorization', auth)
    .send(body as object);

describe('a profile created from member.registered', () => {
  it('holds what the member gave at registration, including the private address', async () => {
    const { memberId, auth } = await t.register({ fullName: 'Salma Haddad', birthDate: '1996-04-12' });
    const res = await me(auth).expect(200);
    expect(res.body).toMatchObject({
      memberId,
      fullName: 'Salma Haddad',
      gender: 'female',
      birthDate: '1996-04-12',
      city: 'AE-DXB',
      address: 'Al Barsha 1, Dubai',
      visibility: 'public',
      media: { avatar: null, cover: null, photos: [], cv: null, video: null },
    });
    expect(res.body.age).toBeGreaterThanOrEqual(30);
    // 8 of 25 counted fields came with registration (a woman: beard and wives do not count).
    expect(res.body.completeness).toBe(32);
    expect(res.body.missing).toContain('avatar');
    expect(res.body.missing).not.toContain('beard');
  });

  it('is created once when the event is delivered twice', async () => {
    const { memberId, auth } = await t.register();
    await patch(auth, { profession: 'Pharmacist' }).expect(200);
    await t.register({ memberId, fullName: 'Someone Else' });
    const res = await me(auth).expect(200);
    expect(res.body.fullName).toBe('Salma Haddad');
    expect(res.body.profession).toBe('Pharmacist');
  });

  it('answers 401 to a guest and 404 to a signed-in account without a profile', async () => {
    await request(t.app).get('/api/profile/me').expect(401);
    await me(await t.bearer('admin')).expect(404);
  });
});

describe('PATCH /api/profile/me', () => {
  it('changes only the fields sent, announces the new snapshot, and counts completeness', async () => {
    const { memberId, auth } = await t.register();
    const res = await patch(auth, {
      height: 165,
      weight: 58,
      eyecolor: 'brown',
      aboutMe: '  Calm and kind.  ',
    }).expect(200);
    expect(res.body).toMatchObject({
      height: 165,
      weight: 58,
      eyecolor: 'brown',
      // Pre-moderation: the new text waits for a moderator; others read the approved one (none).
      aboutMe: null,
      aboutMePending: 'Calm and kind.',
      city: 'AE-DXB',
    });
    // The owner's completeness counts what they wrote; search's counts what others can read.
    expect(res.body.completeness).toBe(48);
    await eventually(() => t.published.some((e) => e.type === 'profile.updated' && e.key === memberId));
    const event = t.published.find((e) => e.type === 'profile.updated' && e.key === memberId)!;
    expect(event.payload).toMatchObject({
      changed: expect.arrayContaining(['height', 'weight', 'eyecolor']),
      profile: { memberId, height: 165, weight: 58, completeness: 44, visibility: 'public', avatarId: null },
    });
    expect((event.payload as { changed: string[] }).changed).not.toContain('aboutMe');
  });

  it('clears an optional field with null and sends no event when nothing changed', async () => {
    const { memberId, auth } = await t.register();
    await patch(auth, { profession: 'Teacher' }).expect(200);
    const updates = () => t.published.filter((e) => e.type === 'profile.updated' && e.key === memberId);
    await eventually(() => updates().length === 1);
    const cleared = await patch(auth, { profession: null }).expect(200);
    expect(cleared.body.profession).toBeNull();
    await eventually(() => updates().length === 2);
    await patch(auth, { profession: null, city: 'AE-DXB' }).expect(200);
    await patch(auth, {}).expect(200);
    // A real change after them is published behind anything they caused: then count.
    await patch(auth, { city: 'AE-AUH' }).expect(200);
    const city = (e: { payload: unknown }) => (e.payload as { profile: { city: string } }).profile.city;
    await eventually(() => updates().some((e) => city(e) === 'AE-AUH'));
    expect(updates()).toHaveLength(3);
  });

  it('announces a switch to private separately, for the services that hide media', async () => {
    const { memberId, auth } = await t.register();
    const res = await patch(auth, { visibility: 'private' }).expect(200);
    expect(res.body.visibility).toBe('private');
    await eventually(() =>
      t.published.some(
        (e) =>
          e.type === 'profile.visibility.changed' && e.key === memberId && e.payload.visibility === 'private',
      ),
    );
  });

  it.each([
    [{ height: 17 }, 'height', 'validation.min'],
    [{ height: 'tall' }, 'height', 'validation.invalid'],
    [{ weight: 70.5 }, 'weight', 'validation.invalid'],
    [{ eyecolor: 'purple' }, 'eyecolor', 'validation.unknownOption'],
    [{ aboutMe: 'x'.repeat(2001) }, 'aboutMe', 'validation.maxLength'],
    [{ fullName: 'Al' }, 'fullName', 'validation.minLength'],
    [{ birthDate: '2015-01-01' }, 'birthDate', 'validation.adult'],
    [{ city: 'SA-RUH' }, 'city', 'validation.cityNotInCountry'],
    [{ beard: 'full' }, 'beard', 'validation.notForGender'],
    [{ wives: 1 }, 'wives', 'validation.notForGender'],
    [{ maritalState: 'married' }, 'maritalState', 'validation.maritalStateNotAllowed'],
    [{ gender: 'male' }, 'gender', 'validation.invalid'],
    [{ visibility: 'friends' }, 'visibility', 'validation.unknownOption'],
    // Registration requires the address, so an edit cannot take it away.
    [{ address: null }, 'address', 'validation.required'],
    [{ address: '' }, 'address', 'validation.required'],
    [{ address: '   ' }, 'address', 'validation.required'],
    [{ address: 'x'.repeat(301) }, 'address', 'validation.maxLength'],
  ])('refuses %j with a message on %s and changes nothing', async (body, field, messageKey) => {
    const { auth } = await t.register();
    const before = (await me(auth)).body;
    const res = await patch(auth, body).set('Accept-Language', 'en').expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ field, messageKey });
    const after = (await me(auth)).body;
    expect({ ...after, updatedAt: null, lastActiveAt: null, presence: null }).toEqual({
      ...before,
      updatedAt: null,
      lastActiveAt: null,
      presence: null,
    });
  });

  it('keeps the family and plans answers, shown to other members like smoking', async () => {
    const { memberId, auth } = await t.register();
    const family = {
      sect: 'just-muslim',
      hasChildren: 'no',
      wantsChildren: 'yes',
      relocate: 'maybe',
      marriageTimeline: 'within-a-year',
      languages: ['ar', 'en'],
    };
    expect((await patch(auth, family).expect(200)).body).toMatchObject(family);
    const other = await t.register({ fullName: 'Huda Karim' });
    const seen = await request(t.app).get(`/api/profile/${memberId}`).set('Authorization', other.auth);
    expect(seen.body).toMatchObject(family);
    const updates = () => t.published.filter((e) => e.type === 'profile.updated' && e.key === memberId);
    await eventually(() => updates().length === 1);
    // The same languages again is no change; an empty list clears them.
    await patch(auth, { languages: ['ar', 'en'] }).expect(200);
    expect((await patch(auth, { languages: [] }).expect(200)).body.languages).toBeNull();
    await eventually(() => updates().length >= 2);
    expect(updates()).toHaveLength(2);
    const twice = await patch(auth, { languages: ['ar', 'ar'] }).expect(400);
    expect(twice.body).toMatchObject({ field: 'languages', messageKey: 'validation.invalid' });
    const bad = await patch(auth, { sect: 'wahhabi' }).expect(400);
    expect(bad.body).toMatchObject({ field: 'sect', messageKey: 'validation.unknownOption' });
    expect((await patch(auth, { sect: null }).expect(200)).body.sect).toBeNull();
  });

  it('lets a man give his beard and wives, and keeps his religion to Islam', async () => {
    const { auth } = await t.register({ gender: 'male', fullName: 'Omar Said' });
    await patch(auth, { beard: 'short', wives: 1, religion: 'islam' }).expect(200);
    const res = await patch(auth, { religion: 'christianity' }).expect(400);
    expect(res.body).toMatchObject({ field: 'religion', messageKey: 'validation.notForGender' });
    const woman = await t.register({ gender: 'female' });
    await patch(woman.auth, { religion: 'christianity' }).expect(200);
  });

  it('refuses a body that is not JSON, and a token that is not valid', async () => {
    const { auth } = await t.register();
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', auth)
      .set('Content-Type', 'application/json')
      .send('{"height":')
      .expect(400);
    await request(t.app).patch('/api/profile/me').set('Authorization', 'Bearer nope').send({}).expect(401);
  });
});
