import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startMatchApp, type MatchTestApp } from './support/match-app.js';

let t: MatchTestApp;
let admin: string;
let moderator: string;
beforeAll(async () => {
  t = await startMatchApp();
  admin = await t.bearer('admin');
  moderator = await t.bearer('moderator');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Person = { id: string; auth: string };
const call = (method: 'get' | 'post' | 'put', path: string, auth: string, body?: object) => {
  const agent = request(t.app);
  const r = agent[method](`/api/match${path}`).set('Authorization', auth).set('Accept-Language', 'en');
  return body ? r.send(body) : r;
};
const get = (path: string, who: Person) => call('get', path, who.auth);
const put = (path: string, who: Person, body: object) => call('put', path, who.auth, body);

const words = (w: string) => ({
  ar: `${w} بالعربية`,
  en: w,
  ur: `${w} اردو`,
  fa: `${w} فارسی`,
  tr: `${w} tr`,
});
const NEW_QUESTION = {
  order: 50,
  active: true,
  text: words('Who keeps the household budget?'),
  choices: [{ label: words('He does') }, { label: words('She does') }, { label: words('Together') }],
};
type Item = { questionId: string; retired: boolean; mine: { choice: string; by: string } | null };
const itemOf = (body: { items: Item[] }, id: string) => body.items.find((q) => q.questionId === id);

/** Two members whose families are involved: the questions are open. */
async function familiesInvolved() {
  const omar = await t.member();
  const amina = await t.member();
  const pairId = await t.pairOf(omar, amina);
  await call('post', `/pairs/${pairId}/propose`, omar.auth, {}).expect(200);
  await call('post', `/pairs/${pairId}/confirm`, amina.auth, {}).expect(200);
  return { omar, amina, pairId };
}

describe("staff write the families' questions", () => {
  it("start from the site's first questions, with their ids and answers in five languages", async () => {
    const list = await call('get', '/admin/questions?sort=["order","ASC"]&range=[0,49]', moderator).expect(
      200,
    );
    expect(list.headers['content-range']).toMatch(/^questions 0-\d+\/\d+$/);
    const children = list.body.find((q: { id: string }) => q.id === 'children');
    expect(children).toMatchObject({ active: true, text: { ar: 'الأطفال: متى؟', en: 'Children: when?' } });
    expect(children.choices.map((c: { id: string }) => c.id)).toEqual([
      'soon',
      'after_a_few_years',
      'as_allah_wills',
      'open',
    ]);
    expect(list.body[0].id).toBe('where_to_live');
  });

  it('admins create, edit and retire; moderators only read; members are refused', async () => {
    const created = await call('post', '/admin/questions', admin, NEW_QUESTION).expect(201);
    const id = created.body.id as string;
    expect(id).toMatch(/^q_[0-9a-f]{12}$/);
    expect(created.body.choices).toHaveLength(3);
    expect(created.body.answers).toBe(0);
    // Every write is audit-logged (auth keeps the log).
    await eventually(() =>
      t.eventsOf('staff.acted').some((e) => (e.payload as { targetId: string }).targetId === id),
    );
    await call('get', `/admin/questions/${id}`, moderator).expect(200);

    expect((await call('post', '/admin/questions', moderator, NEW_QUESTION)).status).toBe(403);
    expect((await call('put', `/admin/questions/${id}`, moderator, NEW_QUESTION)).status).toBe(403);
    expect((await call('post', `/admin/questions/${id}/retire`, moderator, {})).status).toBe(403);
    const member = await t.member();
    expect((await call('get', '/admin/questions', member.auth)).status).toBe(403);

    const edited = await call('put', `/admin/questions/${id}`, admin, {
      ...NEW_QUESTION,
      order: 2,
      text: { ...NEW_QUESTION.text, en: 'Who keeps the budget?' },
      choices: [...created.body.choices.reverse(), { label: words('Her father') }],
    }).expect(200);
    expect(edited.body).toMatchObject({ order: 2, text: { en: 'Who keeps the budget?' } });
    expect(edited.body.choices.slice(0, 3)).toEqual(created.body.choices);
    expect(edited.body.choices).toHaveLength(4);

    const retired = await call('post', `/admin/questions/${id}/retire`, admin, {}).expect(200);
    expect(retired.body.active).toBe(false);
    const active = await call('get', '/admin/questions?filter={"active":false}', moderator).expect(200);
    expect(active.body.map((q: { id: string }) => q.id)).toContain(id);
    expect((await call('get', '/admin/questions/nope_never', admin)).status).toBe(404);
  });

  it('refuse bad input with the field and message key, never a 500', async () => {
    const bad = async (body: object, field: string, messageKey: string) => {
      const res = await call('post', '/admin/questions', admin, body);
      expect([res.status, res.body.field, res.body.messageKey]).toEqual([400, field, messageKey]);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    };
    await bad(
      { ...NEW_QUESTION, text: { ...NEW_QUESTION.text, ar: '   ' } },
      'text.ar',
      'validation.required',
    );
    await bad(
      { ...NEW_QUESTION, text: { ...NEW_QUESTION.text, en: 'x'.repeat(5000) } },
      'text.en',
      'validation.maxLength',
    );
    await bad({ ...NEW_QUESTION, order: 'first' }, 'order', 'validation.invalid');
    await bad({ ...NEW_QUESTION, text: 'Where?' }, 'text', 'validation.invalid');
    await bad(
      { ...NEW_QUESTION, choices: [{ label: words('Only one') }] },
      'choices',
      'match.questionChoicesCount',
    );
    await bad(
      { ...NEW_QUESTION, choices: [{ label: { ...words('x'), fa: '' } }, { label: words('y') }] },
      'choices.0.label.fa',
      'validation.required',
    );
    const drop = await call('put', '/admin/questions/mahr', admin, {
      ...NEW_QUESTION,
      choices: [
        { id: 'modest', label: words('Modest') },
        { id: 'customary', label: words('Customary') },
      ],
    });
    expect([drop.status, drop.body.field, drop.body.messageKey]).toEqual([
      400,
      'choices',
      'match.questionChoiceRemoved',
    ]);
    // An id no question can have is no question: 404, as any unknown id.
    expect((await call('put', '/admin/questions/Bad-Id!', admin, NEW_QUESTION)).status).toBe(404);
  });
});

describe('members answer the questions staff write', () => {
  it('answer a new question; once retired it is asked no more, but its answers stay', async () => {
    const { omar, amina, pairId } = await familiesInvolved();
    const created = await call('post', '/admin/questions', admin, { ...NEW_QUESTION, order: 0 }).expect(201);
    const id = created.body.id as string;
    const [first] = created.body.choices as { id: string }[];
    const view = await get(`/pairs/${pairId}/questions`, omar).expect(200);
    expect(view.body.items[0]).toMatchObject({ questionId: id, text: NEW_QUESTION.text, retired: false });
    await put(`/pairs/${pairId}/questions/${id}`, omar, { choice: first!.id }).expect(200);

    // Staff rename the question after Omar answered: his answer stays, read in the new words.
    await call('put', `/admin/questions/${id}`, admin, {
      ...NEW_QUESTION,
      text: words('Money at home'),
      choices: created.body.choices,
    }).expect(200);
    await call('post', `/admin/questions/${id}/retire`, admin, {}).expect(200);
    const his = (await get(`/pairs/${pairId}/questions`, omar).expect(200)).body;
    expect(itemOf(his, id)).toMatchObject({
      retired: true,
      mine: { choice: first!.id },
      text: { en: 'Money at home' },
    });
    const late = await put(`/pairs/${pairId}/questions/${id}`, amina, { choice: first!.id });
    expect([late.status, late.body.messageKey]).toEqual([409, 'match.questionRetired']);
    // Amina never answered it: it is not asked of her (but she is told Omar did).
    expect(itemOf((await get(`/pairs/${pairId}/questions`, amina).expect(200)).body, id)).toMatchObject({
      retired: true,
      mine: null,
    });
    const unknown = await put(`/pairs/${pairId}/questions/favourite_colour`, omar, { choice: 'soon' });
    expect([unknown.status, unknown.body.messageKey]).toEqual([404, 'match.questionNotFound']);
  });
});

describe('her guardian answers for her side when she lets him', () => {
  it('is refused (403) until she lets him, then answers, marked as his; both compare as before', async () => {
    const { omar, amina, pairId } = await familiesInvolved();
    const wali = await t.guardianFor(amina.id, false);

    const before = await get(`/guardian/pairs/${pairId}/questions`, wali);
    expect([before.status, before.body.messageKey]).toEqual([403, 'match.guardianNotAllowed']);
    const refusedAnswer = await put(`/guardian/pairs/${pairId}/questions/children`, wali, { choice: 'soon' });
    expect([refusedAnswer.status, refusedAnswer.body.messageKey]).toEqual([403, 'match.guardianNotAllowed']);

    const mine = await get(`/pairs/${pairId}/questions`, amina).expect(200);
    expect(mine.body.guardian).toEqual({ linked: true, mayAnswer: false });
    const let_ = await put(`/pairs/${pairId}/guardian-answers`, amina, { allowed: true }).expect(200);
    expect(let_.body.guardian).toEqual({ linked: true, mayAnswer: true });

    const his = await put(`/guardian/pairs/${pairId}/questions/children`, wali, {
      choice: 'after_a_few_years',
      note: 'After her studies',
    }).expect(200);
    expect(itemOf(his.body, 'children')).toMatchObject({
      mine: { choice: 'after_a_few_years', by: 'guardian' },
    });

    // Her page shows who answered; Omar compares with her side as with her.
    expect(
      itemOf((await get(`/pairs/${pairId}/questions`, amina).expect(200)).body, 'children'),
    ).toMatchObject({
      mine: { choice: 'after_a_few_years', by: 'guardian' },
    });
    const omars = (await put(`/pairs/${pairId}/questions/children`, omar, { choice: 'soon' }).expect(200))
      .body;
    expect(itemOf(omars, 'children')).toMatchObject({
      agree: false,
      mine: { choice: 'soon', by: 'member' },
      theirs: { choice: 'after_a_few_years', by: 'guardian', note: 'After her studies' },
    });

    // She answers again herself: her answer replaces his.
    await put(`/pairs/${pairId}/questions/children`, amina, { choice: 'soon' }).expect(200);
    const now = (await get(`/guardian/pairs/${pairId}/questions`, wali).expect(200)).body;
    expect(itemOf(now, 'children')).toMatchObject({ mine: { choice: 'soon', by: 'member' }, agree: true });

    // She takes the leave back: he is refused again.
    await put(`/pairs/${pairId}/guardian-answers`, amina, { allowed: false }).expect(200);
    expect((await get(`/guardian/pairs/${pairId}/questions`, wali)).status).toBe(403);
  });

  it('her leave is for the guardian she gave it to, not one linked later', async () => {
    const { amina, pairId } = await familiesInvolved();
    await t.guardianFor(amina.id, false);
    await put(`/pairs/${pairId}/guardian-answers`, amina, { allowed: true }).expect(200);
    const next = await t.guardianFor(amina.id, false);
    const refused = await get(`/guardian/pairs/${pairId}/questions`, next);
    expect([refused.status, refused.body.messageKey]).toEqual([403, 'match.guardianNotAllowed']);
    expect((await get(`/pairs/${pairId}/questions`, amina).expect(200)).body.guardian).toEqual({
      linked: true,
      mayAnswer: false,
    });
    await put(`/pairs/${pairId}/guardian-answers`, amina, { allowed: true }).expect(200);
    await get(`/guardian/pairs/${pairId}/questions`, next).expect(200);
  });

  it('needs a linked guardian; another guardian, and members on his routes, are refused', async () => {
    const { omar, amina, pairId } = await familiesInvolved();
    const none = await put(`/pairs/${pairId}/guardian-answers`, omar, { allowed: true });
    expect([none.status, none.body.field, none.body.messageKey]).toEqual([
      409,
      'allowed',
      'match.noGuardian',
    ]);
    expect((await put(`/pairs/${pairId}/guardian-answers`, omar, { allowed: 'yes' })).status).toBe(400);
    await t.guardianFor(amina.id, true);
    await put(`/pairs/${pairId}/guardian-answers`, amina, { allowed: true }).expect(200);
    const other = await t.guardianFor((await t.member()).id, true);
    expect((await get(`/guardian/pairs/${pairId}/questions`, other)).status).toBe(404);
    expect((await get(`/guardian/pairs/${pairId}/questions`, amina)).status).toBe(403);
    expect((await put(`/pairs/${pairId}/guardian-answers`, other, { allowed: true })).status).toBe(403);
    const stranger = await t.member();
    expect((await put(`/pairs/${pairId}/guardian-answers`, stranger, { allowed: true })).status).toBe(404);
  });
});
