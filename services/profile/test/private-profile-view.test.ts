import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';
import { guardianChanged } from './support/guardian-events.js';
import { followAccepted } from './support/social-events.js';

/*
 * A private profile shows a member who does not follow her what a guest sees; the rest is for her
 * accepted followers, her guardian and staff, in the profile and the cards alike. A guardian
 * account is a guest to every member but its own.
 */

let t: ProfileApp;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
});
afterAll(() => t.close());

type Person = { memberId: string; auth: string };

// What she wrote that only those she let in may read.
const SURNAME = 'Haddadine';
const ABOUT = 'Pharmacist in Sharjah, loves long walks by the creek';
const PROFESSION = 'Clinical pharmacist';
const EN_SURNAME = 'Qasimi';
const AR_SURNAME = 'القاسمي';

async function privateMember(): Promise<Person> {
  const m = await t.register({
    fullName: `Noor ${SURNAME}`,
    fullNameEn: `Noor ${EN_SURNAME}`,
    fullNameAr: `نور ${AR_SURNAME}`,
  });
  await request(t.app)
    .patch('/api/profile/me')
    .set('Authorization', m.auth)
    .send({
      lastName: SURNAME,
      aboutMe: ABOUT,
      profession: PROFESSION,
      bodyType: 'athletic',
      qualification: 'bachelor',
      height: 165,
      visibility: 'private',
    })
    .expect(200);
  return m;
}

const profileOf = (id: string, auth?: string) => {
  const req = request(t.app).get(`/api/profile/${id}`);
  return auth ? req.set('Authorization', auth) : req;
};
const cardOf = async (id: string, auth: string) =>
  (
    await request(t.app)
      .post('/api/profile/cards')
      .set('Authorization', auth)
      .send({ ids: [id] })
      .expect(200)
  ).body.items[0];

/** Nothing beyond the guest view: no surname in either script, no about-me, body or work. */
function expectGuestView(body: Record<string, unknown>) {
  const text = JSON.stringify(body);
  for (const secret of [SURNAME, EN_SURNAME, AR_SURNAME, ABOUT, PROFESSION])
    expect(text).not.toContain(secret);
  expect(body.fullName).toBe('Noor');
  if ('fullNameEn' in body) expect(body.fullNameEn).toBe('Noor');
  if ('fullNameAr' in body) expect(body.fullNameAr).toBe('نور');
  for (const field of ['lastName', 'aboutMe', 'profession', 'bodyType', 'qualification', 'height', 'gender'])
    if (field in body) expect(body[field], field).toBeNull();
  expect(body.city).toBe('AE-DXB');
  expect(body.country).toBe('AE');
  expect(typeof body.age).toBe('number');
}

function expectWholeView(body: Record<string, unknown>) {
  expect(body.fullName).toBe(`Noor ${SURNAME}`);
  expect(body.fullNameEn).toBe(`Noor ${EN_SURNAME}`);
  expect(body.fullNameAr).toBe(`نور ${AR_SURNAME}`);
}

describe('a private profile to a signed-in member she did not let in', () => {
  let her: Person;
  let stranger: Person;
  beforeAll(async () => {
    her = await privateMember();
    stranger = await t.register({ gender: 'male', fullName: 'Omar Farouk' });
  });

  it('GET /api/profile/{id} answers only the guest view, exactly what a guest gets', async () => {
    const body = (await profileOf(her.memberId, stranger.auth).expect(200)).body;
    expectGuestView(body);
    expect(body.limited).toBe(true);
    expect(body.presence).toBeNull();
    const guest = (await profileOf(her.memberId).expect(200)).body;
    expect(body).toEqual(guest);
  });

  it('POST /api/profile/cards names her by her first name, with no presence or gender', async () => {
    const card = await cardOf(her.memberId, stranger.auth);
    expectGuestView(card);
    expect(card.presence).toBe('offline');
    expect(card.avatar).toBeNull();
  });

  it('the notification of her follow request is drawn with the same card: her first name only', async () => {
    // She asks to follow him: his notification names her through the cards (notify keeps ids).
    const asked = await t.register({ gender: 'male', fullName: 'Khalid Target' });
    expectGuestView(await cardOf(her.memberId, asked.auth));
  });

  it('a follow she accepts shows her whole profile and card', async () => {
    const follower = await t.register({ gender: 'male', fullName: 'Sami Follower' });
    await followAccepted(t, follower.memberId, her.memberId);
    await eventually(
      async () => (await profileOf(her.memberId, follower.auth)).body.fullName === `Noor ${SURNAME}`,
    );
    const body = (await profileOf(her.memberId, follower.auth).expect(200)).body;
    expectWholeView(body);
    expect(body).toMatchObject({
      lastName: SURNAME,
      aboutMe: ABOUT,
      profession: PROFESSION,
      bodyType: 'athletic',
    });
    expect(body.limited).toBe(false);
    expectWholeView(await cardOf(her.memberId, follower.auth));
  });

  it('staff read her whole profile and card', async () => {
    const staff = await t.bearer('moderator');
    const body = (await profileOf(her.memberId, staff).expect(200)).body;
    expectWholeView(body);
    expect(body).toMatchObject({ aboutMe: ABOUT, profession: PROFESSION, bodyType: 'athletic' });
    expectWholeView(await cardOf(her.memberId, staff));
  });

  it('a public profile is unchanged: members read it whole', async () => {
    const open = await t.register({ fullName: 'Amal Public Person' });
    await request(t.app).patch('/api/profile/me').set('Authorization', open.auth).send({ aboutMe: ABOUT });
    const body = (await profileOf(open.memberId, stranger.auth).expect(200)).body;
    expect(body).toMatchObject({ fullName: 'Amal Public Person', aboutMe: ABOUT, limited: false });
    expect(body.presence).not.toBeNull();
    expect((await cardOf(open.memberId, stranger.auth)).fullName).toBe('Amal Public Person');
  });
});

describe('guardian accounts', () => {
  let her: Person;
  let other: Person;
  let open: Person;
  let guardian: { id: string; auth: string };
  beforeAll(async () => {
    her = await privateMember();
    other = await privateMember();
    open = await t.register({ fullName: 'Amal Public Person' });
    const id = uuidv7();
    guardian = { id, auth: await t.bearer('guardian', id) };
    await guardianChanged(t, her.memberId, guardian.id);
  });

  it('her guardian reads her card and her profile whole', async () => {
    expectWholeView(await cardOf(her.memberId, guardian.auth));
    const body = (await profileOf(`guardian/members/${her.memberId}`, guardian.auth).expect(200)).body;
    expectWholeView(body);
    expect(body).toMatchObject({ lastName: SURNAME, aboutMe: ABOUT, profession: PROFESSION, limited: false });
  });

  it('is a guest to every other member: first names, no presence, no details', async () => {
    const card = await cardOf(other.memberId, guardian.auth);
    expectGuestView(card);
    expect(card.presence).toBe('offline');
    // A public member's card too, as a guest reads it: the first name only.
    expect((await cardOf(open.memberId, guardian.auth)).fullName).toBe('Amal');
    await profileOf(`guardian/members/${other.memberId}`, guardian.auth).expect(404);
  });

  it('a guardian account made by inviting an address one controls reads no more than a guest', async () => {
    const id = uuidv7();
    const made = await t.bearer('guardian', id);
    expectGuestView(await cardOf(her.memberId, made));
    await profileOf(`guardian/members/${her.memberId}`, made).expect(404);
  });

  it('the guardian route is for guardian accounts; an id that is no uuid is no member (404 problem)', async () => {
    await profileOf(`guardian/members/${her.memberId}`, her.auth).expect(403);
    const res = await profileOf('guardian/members/not-a-uuid', guardian.auth).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('cards still refuse bad input with a 400 naming the field', async () => {
    const res = await request(t.app)
      .post('/api/profile/cards')
      .set('Authorization', guardian.auth)
      .send({ ids: ['not-a-uuid'] })
      .expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.field).toBe('ids.0');
  });
});
