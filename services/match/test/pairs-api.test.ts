import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationConfirmations } from '../src/store/schema.js';
import { eventually, startMatchApp, type MatchTestApp } from './support/match-app.js';

let t: MatchTestApp;
beforeAll(async () => {
  t = await startMatchApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Person = { id: string; auth: string };
const post = (path: string, who: Person, body: object = {}) =>
  request(t.app)
    .post(`/api/match${path}`)
    .set('Authorization', who.auth)
    .set('Accept-Language', 'en')
    .send(body);
const get = (path: string, who: Person) =>
  request(t.app).get(`/api/match${path}`).set('Authorization', who.auth).set('Accept-Language', 'en');

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const meeting = () => ({ date: inAWeek(), placeType: 'family_home', chaperone: 'Her father, Yusuf' });

async function couple() {
  const omar = await t.member();
  const amina = await t.member();
  const pairId = await t.pairOf(omar, amina);
  return { omar, amina, pairId };
}

describe('a pair opens with the conversation', () => {
  it('both members see it at talking, with its opening in the history', async () => {
    const { omar, amina, pairId } = await couple();
    const mine = await get('/pairs', amina).expect(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        id: pairId,
        otherId: omar.id,
        stage: 'talking',
        status: 'active',
        waitsForMe: false,
      }),
    ]);
    const detail = await get(`/pairs/${pairId}`, omar).expect(200);
    expect(detail.body).toMatchObject({
      stage: 'talking',
      proposal: null,
      conversationOpen: true,
      otherId: amina.id,
    });
    expect(detail.body.history).toEqual([
      expect.objectContaining({ step: 'opened', stage: 'talking', by: null }),
    ]);
  });

  it('a redelivered or second conversation.started opens no second pair', async () => {
    const { omar, amina } = await couple();
    await t.converse(amina.id, omar.id);
    expect((await get('/pairs', omar).expect(200)).body.items).toHaveLength(1);
  });

  it('companies never get a pair', async () => {
    const company = await t.member('company');
    const amina = await t.member();
    await t.converse(company.id, amina.id);
    expect((await get('/pairs', amina).expect(200)).body.items).toEqual([]);
  });
});

describe('stages proposed and confirmed', () => {
  it('walks from talking to married, each step confirmed by the other; married is announced', async () => {
    const before = (await request(t.app).get('/api/match/stats').expect(200)).body.marriages;
    const { omar, amina, pairId } = await couple();
    const order = ['families_involved', 'meeting_planned', 'decision', 'engaged', 'married'];
    for (const [i, stage] of order.entries()) {
      const [by, other] = i % 2 ? [amina, omar] : [omar, amina];
      const proposed = await post(
        `/pairs/${pairId}/propose`,
        by,
        stage === 'meeting_planned'
          ? { meeting: meeting() }
          : stage === 'engaged'
            ? { confirmDeclarations: true }
            : {},
      );
      expect(proposed.status).toBe(200);
      expect(proposed.body.proposal).toMatchObject({ toStage: stage, proposedBy: by.id });
      expect(proposed.body.proposal.waitingFor).toEqual([
        { accountId: other.id, role: 'member', forMemberId: other.id },
      ]);
      expect((await get(`/pairs/${pairId}`, other).expect(200)).body.waitsForMe).toBe(true);
      const confirmed = await post(
        `/pairs/${pairId}/confirm`,
        other,
        stage === 'engaged' ? { confirmDeclarations: true } : {},
      ).expect(200);
      expect(confirmed.body).toMatchObject({ stage, proposal: null });
    }
    const final = await get(`/pairs/${pairId}`, omar).expect(200);
    expect(final.body.meeting).toMatchObject({ placeType: 'family_home', chaperone: 'Her father, Yusuf' });
    expect(final.body.history.map((h: { step: string }) => h.step)).toEqual([
      'opened',
      ...order.flatMap(() => ['proposed', 'confirmed', 'advanced']),
    ]);
    await eventually(() => t.eventsOf('pair.married').some((e) => e.payload.pairId === pairId));
    // The home's counter, public: one more marriage.
    expect((await request(t.app).get('/api/match/stats').expect(200)).body).toEqual({
      marriages: before + 1,
    });
    const married = t.eventsOf('pair.married').find((e) => e.payload.pairId === pairId)!;
    expect(married.payload.memberIds).toEqual(expect.arrayContaining([omar.id, amina.id]));
    const next = await post(`/pairs/${pairId}/propose`, omar);
    expect(next.status).toBe(409);
    expect(next.body.messageKey).toBe('match.married');
  });

  it('a proposal announces who it waits for (notify tells them)', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    await eventually(() => t.eventsOf('pair.waiting').some((e) => e.payload.pairId === pairId));
    const waiting = t.eventsOf('pair.waiting').find((e) => e.payload.pairId === pairId)!;
    expect(waiting.payload).toMatchObject({
      proposedBy: omar.id,
      toStage: 'families_involved',
      waitingFor: [{ accountId: amina.id, role: 'member' }],
    });
  });

  it('refuses with 409 and a message key: own proposal, a second proposal, nothing to confirm, first stage', async () => {
    const { omar, amina, pairId } = await couple();
    const nothing = await post(`/pairs/${pairId}/confirm`, amina);
    expect([nothing.status, nothing.body.messageKey]).toEqual([409, 'match.nothingToConfirm']);
    const first = await post(`/pairs/${pairId}/step-back`, amina);
    expect([first.status, first.body.messageKey]).toEqual([409, 'match.firstStage']);
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    const own = await post(`/pairs/${pairId}/confirm`, omar);
    expect([own.status, own.body.messageKey]).toEqual([409, 'match.ownProposal']);
    const second = await post(`/pairs/${pairId}/propose`, amina);
    expect([second.status, second.body.messageKey]).toEqual([409, 'match.proposalPending']);
    expect(second.headers['content-type']).toMatch(/problem\+json/);
  });

  it('a replayed confirm moves the pair once', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    await post(`/pairs/${pairId}/confirm`, amina).expect(200);
    const again = await post(`/pairs/${pairId}/confirm`, amina);
    expect(again.status).toBe(409);
    const detail = await get(`/pairs/${pairId}`, amina).expect(200);
    expect(detail.body.stage).toBe('families_involved');
    expect(detail.body.history.filter((h: { step: string }) => h.step === 'advanced')).toHaveLength(1);
  });

  it('decline keeps the stage; step back goes one stage down', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    expect((await post(`/pairs/${pairId}/decline`, amina).expect(200)).body).toMatchObject({
      stage: 'talking',
      proposal: null,
    });
    await post(`/pairs/${pairId}/propose`, amina).expect(200);
    await post(`/pairs/${pairId}/confirm`, omar).expect(200);
    expect((await post(`/pairs/${pairId}/step-back`, amina).expect(200)).body.stage).toBe('talking');
  });

  it('meeting planned needs a valid meeting: 400 naming the field, in the member’s language', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    await post(`/pairs/${pairId}/confirm`, amina).expect(200);
    const missing = await post(`/pairs/${pairId}/propose`, omar);
    expect([missing.status, missing.body.field, missing.body.messageKey]).toEqual([
      400,
      'meeting',
      'match.meetingRequired',
    ]);
    const past = await post(`/pairs/${pairId}/propose`, omar, {
      meeting: { ...meeting(), date: '2020-01-01' },
    });
    expect([past.status, past.body.field]).toEqual([400, 'meeting.date']);
    const badPlace = await post(`/pairs/${pairId}/propose`, omar, {
      meeting: { ...meeting(), placeType: 'cafe_alone' },
    });
    expect(badPlace.status).toBe(400);
    expect(badPlace.body.errors[0].field).toMatch(/placeType/);
    const arabic = await request(t.app)
      .post(`/api/match/pairs/${pairId}/propose`)
      .set('Authorization', omar.auth)
      .set('Accept-Language', 'ar')
      .send({});
    expect(arabic.body.detail).toBe('حدّد تاريخ اللقاء ونوع المكان والمَحرم أو المرافق.');
  });

  it('bad input: a malformed id is not found, unknown or long fields are 400, never a 500', async () => {
    const { omar, pairId } = await couple();
    expect((await post('/pairs/not-a-uuid/propose', omar)).status).toBe(404);
    expect((await post(`/pairs/${pairId}/confirm`, omar, { sneaky: true })).status).toBe(400);
    expect((await post(`/pairs/${pairId}/end`, omar, { note: 'x'.repeat(501) })).status).toBe(400);
  });
});

describe('ending with respect', () => {
  it('the other sees the end with no reason unless one is given; nothing more can happen', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/end`, omar).expect(200);
    const seen = await get(`/pairs/${pairId}`, amina).expect(200);
    expect(seen.body).toMatchObject({ status: 'ended', ended: { by: omar.id, note: null } });
    const after = await post(`/pairs/${pairId}/propose`, amina);
    expect([after.status, after.body.messageKey]).toEqual([409, 'match.pairEnded']);
    await eventually(() => t.eventsOf('pair.ended').some((e) => e.payload.pairId === pairId));

    const other = await couple();
    await post(`/pairs/${other.pairId}/end`, other.amina, {
      note: 'Our families live too far apart.',
    }).expect(200);
    expect((await get(`/pairs/${other.pairId}`, other.omar).expect(200)).body.ended.note).toBe(
      'Our families live too far apart.',
    );
  });

  it('a new conversation after an end opens a new pair at talking', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/end`, omar).expect(200);
    await t.converse(amina.id, omar.id);
    const items = (await get('/pairs', omar).expect(200)).body.items;
    expect(items.map((p: { status: string }) => p.status).sort()).toEqual(['active', 'ended']);
  });

  it('a block ends the pair; a closed conversation holds steps forward', async () => {
    const { omar, amina, pairId } = await couple();
    const conversationId = (await get(`/pairs/${pairId}`, omar).expect(200)).body.conversationId;
    await t.closeConversation(conversationId, [omar.id, amina.id], amina.id);
    const held = await post(`/pairs/${pairId}/propose`, omar);
    expect([held.status, held.body.messageKey]).toEqual([409, 'match.conversationClosed']);
    await t.block(amina.id, omar.id);
    const seen = await get(`/pairs/${pairId}`, omar).expect(200);
    expect(seen.body).toMatchObject({ status: 'ended', ended: { by: null, note: null } });
  });

  it('erasure ends the member’s pairs and refuses her dead token', async () => {
    const { omar, amina, pairId } = await couple();
    await t.erase(amina.id);
    expect((await get(`/pairs/${pairId}`, omar).expect(200)).body.status).toBe('ended');
    expect((await post(`/pairs/${pairId}/propose`, amina)).status).toBe(401);
  });
});

describe('authorization', () => {
  it('another member, a company, staff: 404 or 403, never the pair', async () => {
    const { pairId } = await couple();
    const stranger = await t.member();
    for (const path of ['', '/propose', '/confirm', '/step-back', '/end']) {
      const res = path
        ? await post(`/pairs/${pairId}${path}`, stranger)
        : await get(`/pairs/${pairId}`, stranger);
      expect([res.status, res.body.messageKey]).toEqual([404, 'match.pairNotFound']);
    }
    expect((await get('/pairs', stranger).expect(200)).body.items).toEqual([]);
    const staff = { id: '', auth: await t.bearer('moderator') };
    expect((await get(`/pairs/${pairId}`, staff)).status).toBe(403);
    expect((await request(t.app).get(`/api/match/pairs/${pairId}`)).status).toBe(401);
    const unknown = await get('/pairs/00000000-0000-4000-8000-000000000000', stranger);
    expect(unknown.status).toBe(404);
  });
});

describe('the guardian', () => {
  it('a family stage waits for her guardian who approves; he sees and confirms it', async () => {
    const { omar, amina, pairId } = await couple();
    const wali = await t.guardianFor(amina.id, true);
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    await post(`/pairs/${pairId}/confirm`, amina).expect(200);
    const waiting = await get(`/pairs/${pairId}`, omar).expect(200);
    expect(waiting.body).toMatchObject({ stage: 'talking' });
    expect(waiting.body.proposal.waitingFor).toEqual([
      { accountId: wali.id, role: 'guardian', forMemberId: amina.id },
    ]);

    const his = await get('/guardian/pairs', wali).expect(200);
    expect(his.body.items).toEqual([
      expect.objectContaining({ id: pairId, otherId: omar.id, waitsForMe: true }),
    ]);
    expect((await get(`/guardian/pairs/${pairId}`, wali).expect(200)).body.waitsForMe).toBe(true);
    const confirmed = await post(`/guardian/pairs/${pairId}/confirm`, wali).expect(200);
    expect(confirmed.body.stage).toBe('families_involved');
    const again = await post(`/guardian/pairs/${pairId}/confirm`, wali);
    expect([again.status, again.body.messageKey]).toEqual([409, 'match.nothingToConfirm']);
  });

  it('a guardian who does not approve conversations sees the pair but is not waited for', async () => {
    const { omar, amina, pairId } = await couple();
    const wali = await t.guardianFor(amina.id, false);
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    expect((await post(`/pairs/${pairId}/confirm`, amina).expect(200)).body.stage).toBe('families_involved');
    expect((await get(`/guardian/pairs/${pairId}`, wali).expect(200)).body.waitsForMe).toBe(false);
  });

  it("another guardian finds nothing; a guardian cannot use the members' routes", async () => {
    const { amina, pairId } = await couple();
    await t.guardianFor(amina.id, true);
    const other = await t.guardianFor((await t.member()).id, true);
    expect((await get(`/guardian/pairs/${pairId}`, other)).status).toBe(404);
    expect((await post(`/guardian/pairs/${pairId}/confirm`, other)).status).toBe(404);
    expect((await get('/guardian/pairs', other).expect(200)).body.items).toEqual([]);
    expect((await get(`/pairs/${pairId}`, other)).status).toBe(403);
    expect((await get('/guardian/pairs', amina)).status).toBe(403);
  });
});

describe("the families' questions", () => {
  const put = (who: Person, pairId: string, q: string, body: object) =>
    request(t.app)
      .put(`/api/match/pairs/${pairId}/questions/${q}`)
      .set('Authorization', who.auth)
      .set('Accept-Language', 'en')
      .send(body);

  it('open with the families; answers stay private until both answered, then agreement is marked', async () => {
    const { omar, amina, pairId } = await couple();
    const early = await put(omar, pairId, 'children', { choice: 'soon' });
    expect([early.status, early.body.messageKey]).toEqual([409, 'match.questionsNotYet']);
    expect((await get(`/pairs/${pairId}/questions`, omar).expect(200)).body.open).toBe(false);
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    await post(`/pairs/${pairId}/confirm`, amina).expect(200);

    await put(omar, pairId, 'children', { choice: 'soon', note: 'Within two years, in sha Allah' }).expect(
      200,
    );
    await put(omar, pairId, 'relocation', { choice: 'willing' }).expect(200);
    const hers = (await get(`/pairs/${pairId}/questions`, amina).expect(200)).body.items;
    const children = hers.find((q: { questionId: string }) => q.questionId === 'children');
    expect(children).toMatchObject({ mine: null, theirs: null, theyAnswered: true, agree: null });

    await put(amina, pairId, 'children', { choice: 'soon' }).expect(200);
    const after = (await put(amina, pairId, 'relocation', { choice: 'not_willing' }).expect(200)).body.items;
    const of = (items: { questionId: string }[], id: string) => items.find((q) => q.questionId === id);
    expect(of(after, 'children')).toMatchObject({
      agree: true,
      theirs: { choice: 'soon', note: 'Within two years, in sha Allah' },
    });
    expect(of(after, 'relocation')).toMatchObject({ agree: false, theirs: { choice: 'willing' } });
    const his = (await get(`/pairs/${pairId}/questions`, omar).expect(200)).body.items;
    expect(of(his, 'relocation')).toMatchObject({
      agree: false,
      mine: { choice: 'willing' },
      theirs: { choice: 'not_willing' },
    });

    // Answering again replaces the answer.
    const changed = (await put(omar, pairId, 'relocation', { choice: 'not_willing' }).expect(200)).body.items;
    expect(of(changed, 'relocation')).toMatchObject({ agree: true });
  });

  it('refuses bad input with a field, and strangers with 404', async () => {
    const { omar, amina, pairId } = await couple();
    await post(`/pairs/${pairId}/propose`, omar).expect(200);
    await post(`/pairs/${pairId}/confirm`, amina).expect(200);
    const wrong = await put(omar, pairId, 'children', { choice: 'twelve' });
    expect([wrong.status, wrong.body.field, wrong.body.messageKey]).toEqual([
      400,
      'choice',
      'match.unknownChoice',
    ]);
    expect((await put(omar, pairId, 'children', { choice: 'soon', note: 'x'.repeat(301) })).status).toBe(400);
    expect((await put(omar, pairId, 'favourite_colour', { choice: 'soon' })).status).toBe(404);
    const stranger = await t.member();
    const theirs = await put(stranger, pairId, 'children', { choice: 'soon' });
    expect([theirs.status, theirs.body.messageKey]).toEqual([404, 'match.pairNotFound']);
    expect((await get(`/pairs/${pairId}/questions`, stranger)).status).toBe(404);
    await post(`/pairs/${pairId}/end`, amina).expect(200);
    expect((await put(omar, pairId, 'children', { choice: 'soon' })).status).toBe(409);
  });
});

describe('the engagement asks both members to stand by what they declare', () => {
  /** A couple at `decision`, each having declared through profile. */
  async function atDecision() {
    const c = await couple();
    await t.declare(c.omar.id, { maritalState: 'divorced', hasChildren: 'yes-not-living-with-me', wives: 0 });
    await t.declare(c.amina.id, { maritalState: 'widowed', hasChildren: 'no' });
    const steps = [{}, { meeting: meeting() }, {}];
    for (const body of steps) {
      await post(`/pairs/${c.pairId}/propose`, c.omar, body).expect(200);
      await post(`/pairs/${c.pairId}/confirm`, c.amina).expect(200);
    }
    return c;
  }

  it('proposing and confirming engaged without confirming the declarations again is refused', async () => {
    const { omar, amina, pairId } = await atDecision();
    // Each reads her own declaration as match heard it from profile, for the engaged step.
    const mine = (await get(`/pairs/${pairId}`, amina).expect(200)).body;
    expect(mine.myDeclaration).toEqual({ maritalState: 'widowed', hasChildren: 'no', wives: null });
    expect((await get(`/pairs/${pairId}`, omar).expect(200)).body.myDeclaration).toMatchObject({
      maritalState: 'divorced',
      wives: 0,
    });

    for (const body of [{}, { confirmDeclarations: false }]) {
      const refused = await post(`/pairs/${pairId}/propose`, omar, body).expect(409);
      expect(refused.body).toMatchObject({
        messageKey: 'match.declarationsUnconfirmed',
        errors: [expect.objectContaining({ field: 'confirmDeclarations' })],
      });
    }
    expect((await get(`/pairs/${pairId}`, omar).expect(200)).body.proposal).toBeNull();
    await post(`/pairs/${pairId}/propose`, omar, { confirmDeclarations: true }).expect(200);

    const unconfirmed = await post(`/pairs/${pairId}/confirm`, amina).expect(409);
    expect(unconfirmed.body.messageKey).toBe('match.declarationsUnconfirmed');
    // Not a stray flag: an unknown field is still refused.
    await post(`/pairs/${pairId}/confirm`, amina, { confirm: true }).expect(400);
    expect((await get(`/pairs/${pairId}`, amina).expect(200)).body.stage).toBe('decision');
    const engaged = await post(`/pairs/${pairId}/confirm`, amina, { confirmDeclarations: true }).expect(200);
    expect(engaged.body).toMatchObject({ stage: 'engaged', proposal: null });
    // What each stood by is kept with the pair.
    const kept = await t.database.db.select().from(declarationConfirmations);
    expect(kept.filter((r) => r.pairId === pairId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ memberId: amina.id, declared: mine.myDeclaration }),
        expect.objectContaining({ memberId: omar.id, declared: expect.objectContaining({ wives: 0 }) }),
      ]),
    );
    // Other stages need no confirmation.
    await post(`/pairs/${pairId}/propose`, amina).expect(200);
  });

  it('keeps the latest declaration profile sent, and her guardian confirms the step without it', async () => {
    const { omar, amina, pairId } = await atDecision();
    const later = new Date(Date.now() + 60_000);
    await t.declare(amina.id, { maritalState: 'divorced', hasChildren: 'no' }, later);
    // An older snapshot arriving late changes nothing.
    await t.declare(amina.id, { maritalState: 'single' }, new Date(Date.now() - 60_000));
    expect((await get(`/pairs/${pairId}`, amina).expect(200)).body.myDeclaration.maritalState).toBe(
      'divorced',
    );

    const wali = await t.guardianFor(amina.id);
    await post(`/pairs/${pairId}/propose`, omar, { confirmDeclarations: true }).expect(200);
    const guardianConfirm = await request(t.app)
      .post(`/api/match/guardian/pairs/${pairId}/confirm`)
      .set('Authorization', wali.auth)
      .send({})
      .expect(200);
    expect(guardianConfirm.body.myDeclaration.maritalState).toBe('divorced');
    await post(`/pairs/${pairId}/confirm`, amina, { confirmDeclarations: true }).expect(200);
    expect((await get(`/pairs/${pairId}`, omar).expect(200)).body.stage).toBe('engaged');

    // Erasure removes her declaration and what she confirmed.
    await t.erase(amina.id);
    const left = await t.database.db.select().from(declarationConfirmations);
    expect(left.filter((r) => r.memberId === amina.id)).toEqual([]);
  });
});
