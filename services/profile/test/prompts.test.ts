import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';

/*
 * Prompt answers (README: prompts): the owner's alone to write, validated as a set, moderated as
 * the about-me text is, and read by others in the profile's own rule (never in a guest's view of
 * a private profile).
 */

let t: ProfileApp;
let moderator: string;
beforeAll(async () => {
  t = await startProfileApp();
  moderator = await t.bearer('moderator');
});
afterAll(() => t.close());

const SPOUSE = { prompt: 'spouse', answer: 'Kind, patient, and close to his family.' };
const WEEKEND = { prompt: 'weekend', answer: 'Breakfast with my parents, then a long walk.' };

const put = (auth: string | undefined, body: unknown) => {
  const req = request(t.app).put('/api/profile/me/prompts');
  return (auth ? req.set('Authorization', auth) : req).send(body as object);
};
const profileOf = (id: string, auth?: string) => {
  const req = request(t.app).get(`/api/profile/${id}`);
  return auth ? req.set('Authorization', auth) : req;
};
const own = async (auth: string) =>
  (await request(t.app).get('/api/profile/me').set('Authorization', auth).expect(200)).body;
const queue = async () =>
  (
    await request(t.app)
      .get(`/api/profile/admin/moderation?filter=${encodeURIComponent(JSON.stringify({ kind: 'prompts' }))}`)
      .set('Authorization', moderator)
      .expect(200)
  ).body as { id: string; memberId: string; kind: string; text: string | null }[];

describe('prompt answers', () => {
  it('needs a signed-in member', async () => {
    await put(undefined, { prompts: [SPOUSE] }).expect(401);
  });

  it('refuses bad input with the field and a message key, never a 500', async () => {
    const m = await t.register();
    const cases: [unknown, string][] = [
      [{ prompts: [{ prompt: 'favouriteCar', answer: 'A red one' }] }, 'validation.unknownOption'],
      [{ prompts: [{ prompt: 'spouse', answer: '   ' }] }, 'validation.required'],
      [{ prompts: [{ prompt: 'spouse', answer: 'x'.repeat(301) }] }, 'validation.maxLength'],
      [{ prompts: [SPOUSE, { ...SPOUSE, answer: 'Again' }] }, 'validation.invalid'],
      [
        {
          prompts: [SPOUSE, WEEKEND, { prompt: 'family', answer: 'a' }, { prompt: 'laugh', answer: 'b' }],
        },
        'validation.max',
      ],
      [{ prompts: [SPOUSE], extra: true }, ''],
      [{}, ''],
    ];
    for (const [body, key] of cases) {
      const res = await put(m.auth, body).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      if (!key) continue;
      expect(res.body.errors[0].messageKey, JSON.stringify(body)).toBe(key);
      expect(res.body.errors[0].field, JSON.stringify(body)).toMatch(/^prompts(\.\d+(\.(prompt|answer))?)?$/);
    }
    expect((await own(m.auth)).prompts).toEqual([]);
    const answer = await put(m.auth, { prompts: [SPOUSE, { prompt: 'weekend', answer: '' }] }).expect(400);
    expect(answer.body.errors[0].field).toBe('prompts.1.answer');
  });

  it("writes only the caller's own answers", async () => {
    const owner = await t.register({ fullName: 'Salma Haddad' });
    const other = await t.register({ gender: 'male', fullName: 'Yusuf Karim' });
    await put(other.auth, { prompts: [SPOUSE] }).expect(200);
    const mine = await own(owner.auth);
    expect(mine.prompts).toEqual([]);
    expect(mine.promptsPending).toBeNull();
    expect((await own(other.auth)).promptsPending).toEqual([SPOUSE]);
    // There is no route to write another member's answers: /me is always the caller.
    await request(t.app)
      .put(`/api/profile/${owner.memberId}/prompts`)
      .set('Authorization', other.auth)
      .send({ prompts: [WEEKEND] })
      .expect(404);
    expect((await own(owner.auth)).promptsPending).toBeNull();
  });

  it('waits for a moderator before others read them, then shows them in order', async () => {
    const owner = await t.register({ fullName: 'Salma Haddad' });
    const viewer = await t.register({ gender: 'male', fullName: 'Yusuf Karim' });
    const saved = (await put(owner.auth, { prompts: [WEEKEND, SPOUSE] }).expect(200)).body;
    expect(saved.promptsPending).toEqual([WEEKEND, SPOUSE]);
    expect(saved.prompts).toEqual([]);
    expect((await profileOf(owner.memberId, viewer.auth).expect(200)).body.prompts).toEqual([]);

    const item = (await queue()).find((i) => i.memberId === owner.memberId);
    expect(item?.text).toContain(WEEKEND.answer);
    await request(t.app)
      .post(`/api/profile/admin/moderation/${item!.id}/approve`)
      .set('Authorization', moderator)
      .expect(200);
    expect((await profileOf(owner.memberId, viewer.auth).expect(200)).body.prompts).toEqual([
      WEEKEND,
      SPOUSE,
    ]);
    // A guest on a public profile reads them too, as a member does.
    expect((await profileOf(owner.memberId).expect(200)).body.prompts).toEqual([WEEKEND, SPOUSE]);
    const mine = await own(owner.auth);
    expect(mine.promptsPending).toBeNull();

    // Clearing needs no review.
    expect((await put(owner.auth, { prompts: [] }).expect(200)).body.prompts).toEqual([]);
    expect((await profileOf(owner.memberId, viewer.auth).expect(200)).body.prompts).toEqual([]);
  });

  it('a rejected set never shows, and the owner is told', async () => {
    const owner = await t.register({ fullName: 'Salma Haddad' });
    await put(owner.auth, { prompts: [{ prompt: 'values', answer: 'Call me on 0501234567' }] }).expect(200);
    const item = (await queue()).find((i) => i.memberId === owner.memberId);
    await request(t.app)
      .post(`/api/profile/admin/moderation/${item!.id}/reject`)
      .set('Authorization', moderator)
      .send({ reason: 'contact_details' })
      .expect(200);
    const mine = await own(owner.auth);
    expect(mine.prompts).toEqual([]);
    expect(mine.promptsPending).toBeNull();
    expect(mine.moderationNotices[0]).toMatchObject({ kind: 'prompts', reason: 'contact_details' });
  });

  it('are no part of the guest view of a private profile', async () => {
    const owner = await t.register({ fullName: 'Noor Haddadine' });
    await put(owner.auth, { prompts: [SPOUSE] }).expect(200);
    const item = (await queue()).find((i) => i.memberId === owner.memberId);
    await request(t.app)
      .post(`/api/profile/admin/moderation/${item!.id}/approve`)
      .set('Authorization', moderator)
      .expect(200);
    await request(t.app)
      .patch('/api/profile/me')
      .set('Authorization', owner.auth)
      .send({ visibility: 'private' })
      .expect(200);
    const stranger = await t.register({ gender: 'male', fullName: 'Yusuf Karim' });
    for (const auth of [undefined, stranger.auth]) {
      const body = (await profileOf(owner.memberId, auth).expect(200)).body;
      expect(body.limited).toBe(true);
      expect(body.prompts).toEqual([]);
      expect(JSON.stringify(body)).not.toContain(SPOUSE.answer);
    }
  });
});
