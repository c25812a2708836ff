import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startMatchApp, type MatchTestApp } from './support/match-app.js';

/* README: success stories. A married pair writes, both agree, staff decide, anyone reads. */

let t: MatchTestApp;
beforeAll(async () => {
  t = await startMatchApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Person = { id: string; auth: string };
const send = (method: 'post' | 'put', path: string, who: Person | string, body: object = {}) => {
  const client = request(t.app);
  return client[method](`/api/match${path}`)
    .set('Authorization', typeof who === 'string' ? who : who.auth)
    .set('Accept-Language', 'en')
    .send(body);
};
const get = (path: string, who?: Person | string) => {
  const r = request(t.app).get(`/api/match${path}`).set('Accept-Language', 'en');
  return who ? r.set('Authorization', typeof who === 'string' ? who : who.auth) : r;
};

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const STORY = {
  title: 'How we met on Mawadda',
  body: 'We wrote to each other for a month, our families met in Amman, and after istikhara we married in spring.',
  languages: ['ar', 'en'],
  names: ['Omar', 'A.'],
};

async function couple(stage: 'married' | 'engaged' = 'married') {
  const omar = await t.member();
  const amina = await t.member();
  const pairId = await t.pairOf(omar, amina);
  const order = ['families_involved', 'meeting_planned', 'decision', 'engaged', 'married'];
  for (const next of order.slice(0, order.indexOf(stage) + 1)) {
    const meeting = { date: inAWeek(), placeType: 'family_home', chaperone: 'Her father' };
    await send(
      'post',
      `/pairs/${pairId}/propose`,
      omar,
      next === 'meeting_planned' ? { meeting } : next === 'engaged' ? { confirmDeclarations: true } : {},
    ).expect(200);
    const reconfirm = next === 'engaged' ? { confirmDeclarations: true } : {};
    await send('post', `/pairs/${pairId}/confirm`, amina, reconfirm).expect(200);
  }
  return { omar, amina, pairId };
}

/** Both agree to the current revision: the story waits for staff. */
async function agreed() {
  const c = await couple();
  const written = await send('put', `/pairs/${c.pairId}/story`, c.omar, STORY).expect(200);
  const revision = written.body.story.revision;
  await send('post', `/pairs/${c.pairId}/story/agree`, c.omar, { revision }).expect(200);
  const both = await send('post', `/pairs/${c.pairId}/story/agree`, c.amina, { revision }).expect(200);
  expect(both.body.story.status).toBe('pending');
  return { ...c, storyId: written.body.story.id as string };
}

describe('writing and agreeing', () => {
  it('either member writes; one agreement asks the other, both send it to staff', async () => {
    const { omar, amina, pairId } = await couple();
    expect((await get(`/pairs/${pairId}/story`, amina).expect(200)).body).toEqual({ story: null });
    const written = await send('put', `/pairs/${pairId}/story`, amina, STORY).expect(200);
    expect(written.body.story).toMatchObject({
      status: 'draft',
      revision: 1,
      agreedBy: [],
      names: ['Omar', 'A.'],
      lastEditedBy: amina.id,
    });
    const storyId = written.body.story.id;
    const first = await send('post', `/pairs/${pairId}/story/agree`, amina, { revision: 1 }).expect(200);
    expect(first.body.story).toMatchObject({ status: 'draft', agreedBy: [amina.id] });
    await eventually(() =>
      t.eventsOf('story.agreement.requested').some((e) => e.payload.storyId === storyId),
    );
    const asked = t.eventsOf('story.agreement.requested').find((e) => e.payload.storyId === storyId)!;
    expect(asked.payload).toMatchObject({ agreedBy: amina.id, waitingFor: omar.id, pairId });
    // Nobody reads it before staff approve.
    await get(`/stories/${storyId}?lang=en`).expect(404);
    const second = await send('post', `/pairs/${pairId}/story/agree`, omar, { revision: 1 }).expect(200);
    expect(second.body.story.status).toBe('pending');
    expect(second.body.story.agreedBy).toEqual(expect.arrayContaining([omar.id, amina.id]));
  });

  it('an edit after one agreed resets the agreement, and agreeing to the old revision is refused', async () => {
    const { omar, amina, pairId } = await couple();
    await send('put', `/pairs/${pairId}/story`, omar, STORY).expect(200);
    await send('post', `/pairs/${pairId}/story/agree`, omar, { revision: 1 }).expect(200);
    const edited = await send('put', `/pairs/${pairId}/story`, amina, {
      ...STORY,
      title: 'Our nikah',
    }).expect(200);
    expect(edited.body.story).toMatchObject({
      revision: 2,
      agreedBy: [],
      status: 'draft',
      title: 'Our nikah',
    });
    const stale = await send('post', `/pairs/${pairId}/story/agree`, amina, { revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.messageKey).toBe('match.storyChanged');
    await send('post', `/pairs/${pairId}/story/agree`, amina, { revision: 2 }).expect(200);
    const mine = await get(`/pairs/${pairId}/story`, omar).expect(200);
    expect(mine.body.story).toMatchObject({ status: 'draft', agreedBy: [amina.id] });
  });

  it('a pair not yet married writes no story (409), and bad input is a 400 naming the field', async () => {
    const engaged = await couple('engaged');
    const early = await send('put', `/pairs/${engaged.pairId}/story`, engaged.omar, STORY);
    expect(early.status).toBe(409);
    expect(early.body.messageKey).toBe('match.storyNotMarried');

    const { omar, pairId } = await couple();
    const fullName = await send('put', `/pairs/${pairId}/story`, omar, { ...STORY, names: ['Omar Hamdan'] });
    expect(fullName.status).toBe(400);
    expect(fullName.body.errors).toEqual([
      expect.objectContaining({ field: 'names.0', messageKey: 'match.storyNameOneWord' }),
    ]);
    const noLanguage = await send('put', `/pairs/${pairId}/story`, omar, { ...STORY, languages: ['de'] });
    expect(noLanguage.status).toBe(400);
    expect(noLanguage.body.errors[0].field).toBe('languages.0');
    const twice = await send('put', `/pairs/${pairId}/story`, omar, { ...STORY, languages: ['en', 'en'] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].messageKey).toBe('match.storyLanguageTwice');
    const short = await send('put', `/pairs/${pairId}/story`, omar, { ...STORY, body: 'Too short' });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].field).toBe('body');
    const noRevision = await send('post', `/pairs/${pairId}/story/agree`, omar, {});
    expect(noRevision.status).toBe(400);
  });

  it("another member's pair is not found, on every story route", async () => {
    const { pairId } = await couple();
    const stranger = await t.member();
    for (const res of [
      await get(`/pairs/${pairId}/story`, stranger),
      await send('put', `/pairs/${pairId}/story`, stranger, STORY),
      await send('post', `/pairs/${pairId}/story/agree`, stranger, { revision: 1 }),
      await send('post', `/pairs/${pairId}/story/withdraw`, stranger),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.messageKey).toBe('match.pairNotFound');
    }
  });
});

describe('moderation and reading', () => {
  it('staff approve: published in its languages only, audit-logged, both told', async () => {
    const { omar, amina, storyId } = await agreed();
    const moderator = await t.bearer('moderator');
    const queue = await get('/admin/stories?filter={"status":"pending"}', moderator).expect(200);
    expect(queue.body.map((s: { id: string }) => s.id)).toContain(storyId);
    expect(queue.headers['content-range']).toMatch(/^stories /);
    // Members are not staff.
    await get('/admin/stories', omar).expect(403);
    await send('post', `/admin/stories/${storyId}/approve`, omar).expect(403);

    const approved = await send('post', `/admin/stories/${storyId}/approve`, moderator).expect(200);
    expect(approved.body).toMatchObject({
      status: 'published',
      memberIds: expect.arrayContaining([omar.id]),
    });
    const again = await send('post', `/admin/stories/${storyId}/approve`, moderator);
    expect(again.status).toBe(409);
    expect(again.body.messageKey).toBe('match.storyNotPending');

    await eventually(() =>
      t
        .eventsOf('staff.acted')
        .some((e) => e.payload.targetId === storyId && e.payload.action === 'story.approve'),
    );
    await eventually(() => t.eventsOf('story.decided').some((e) => e.payload.storyId === storyId));
    const decided = t.eventsOf('story.decided').find((e) => e.payload.storyId === storyId)!;
    expect(decided.payload).toMatchObject({ decision: 'approved' });
    expect(decided.payload.memberIds).toEqual(expect.arrayContaining([omar.id, amina.id]));

    // Guests read it in English and Arabic, never in Turkish, and never anyone's id.
    const one = await get(`/stories/${storyId}?lang=en`).expect(200);
    expect(one.body).toMatchObject({ title: STORY.title, names: ['Omar', 'A.'] });
    expect(JSON.stringify(one.body)).not.toContain(omar.id);
    await get(`/stories/${storyId}?lang=ar`).expect(200);
    const turkish = await get(`/stories/${storyId}?lang=tr`);
    expect(turkish.status).toBe(404);
    expect(turkish.body.messageKey).toBe('match.storyNotFound');
    expect((await get('/stories?lang=en').expect(200)).body.items.map((s: { id: string }) => s.id)).toContain(
      storyId,
    );
    expect(
      (await get('/stories?lang=tr').expect(200)).body.items.map((s: { id: string }) => s.id),
    ).not.toContain(storyId);
  });

  it('staff reject with a reason: the pair reads it, edits, and must agree again', async () => {
    const { omar, amina, pairId, storyId } = await agreed();
    const admin = await t.bearer('admin');
    const noReason = await send('post', `/admin/stories/${storyId}/reject`, admin, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].field).toBe('reason');
    await send('post', `/admin/stories/${storyId}/reject`, admin, {
      reason: 'Please leave out the name of the town.',
    }).expect(200);
    const mine = (await get(`/pairs/${pairId}/story`, amina).expect(200)).body.story;
    expect(mine).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please leave out the name of the town.',
      agreedBy: [],
    });
    const unchanged = await send('post', `/pairs/${pairId}/story/agree`, omar, { revision: mine.revision });
    expect(unchanged.status).toBe(409);
    expect(unchanged.body.messageKey).toBe('match.storyNotAgreeable');
    const edited = await send('put', `/pairs/${pairId}/story`, omar, STORY).expect(200);
    expect(edited.body.story).toMatchObject({ status: 'draft', rejectReason: null });
    await eventually(() =>
      t
        .eventsOf('staff.acted')
        .some((e) => e.payload.targetId === storyId && e.payload.action === 'story.reject'),
    );
    await get(`/stories/${storyId}?lang=en`).expect(404);
  });

  it('a member withdraws a published story: it is gone at once', async () => {
    const { amina, pairId, storyId } = await agreed();
    await send('post', `/admin/stories/${storyId}/approve`, await t.bearer('moderator')).expect(200);
    await get(`/stories/${storyId}?lang=en`).expect(200);
    const withdrawn = await send('post', `/pairs/${pairId}/story/withdraw`, amina).expect(200);
    expect(withdrawn.body.story).toMatchObject({ status: 'withdrawn', agreedBy: [] });
    await get(`/stories/${storyId}?lang=en`).expect(404);
    const twice = await send('post', `/pairs/${pairId}/story/withdraw`, amina);
    expect(twice.status).toBe(409);
    expect(twice.body.messageKey).toBe('match.storyNotWithdrawable');
    await eventually(() => t.eventsOf('story.withdrawn').some((e) => e.payload.storyId === storyId));
  });

  it("erasing a member removes the couple's story from the site", async () => {
    const { omar, storyId } = await agreed();
    const moderator = await t.bearer('moderator');
    await send('post', `/admin/stories/${storyId}/approve`, moderator).expect(200);
    await t.erase(omar.id);
    await get(`/stories/${storyId}?lang=en`).expect(404);
    await get(`/admin/stories/${storyId}`, moderator).expect(404);
  });
});
