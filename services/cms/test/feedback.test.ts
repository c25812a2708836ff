import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '@mawadda/kit';
import { nextIp, startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  type: 'complaint',
  userName: 'Khadija Rahman',
  email: '  Khadija.Rahman@Example.AE ',
  mobile: '+971 50-123 4567',
  description: 'The search page does not remember my filters after I open a profile.',
  ...over,
});

const submit = (body: unknown, ip = nextIp()) =>
  request(ctx.app)
    .post('/api/cms/feedback')
    .set('X-Forwarded-For', ip)
    .set('Accept-Language', 'en')
    .send(body as object);

describe('POST /feedback', () => {
  it('accepts a valid message, normalizes it, shows it to staff and publishes feedback.submitted', async () => {
    const member = '0198a5b2-0000-7000-8000-00000000abcd';
    const res = await submit(valid()).set('Authorization', await ctx.bearer('member', member));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7/),
      reference: expect.stringMatching(/^MW-\d{6}$/),
      status: 'new',
    });

    const list = await request(ctx.app)
      .get('/api/cms/admin/feedback')
      .query({ sort: '["createdAt","DESC"]', range: '[0,9]' })
      .set('Authorization', await ctx.bearer('moderator'));
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toMatch(/^feedback 0-\d+\/\d+$/);
    const item = list.body.find((f: { id: string }) => f.id === res.body.id);
    expect(item).toMatchObject({
      reference: res.body.reference,
      type: 'complaint',
      email: 'khadija.rahman@example.ae',
      mobile: '+971501234567',
      locale: 'en',
      memberId: member,
      status: 'new',
      reply: null,
    });
    await expect
      .poll(() => ctx.published.find((e) => e.payload.feedbackId === res.body.id)?.type)
      .toBe('feedback.submitted');
  });

  it('accepts a guest and keeps no member id', async () => {
    const res = await submit(valid({ type: 'contact' }));
    expect(res.status).toBe(201);
    const one = await request(ctx.app)
      .get(`/api/cms/admin/feedback/${res.body.id}`)
      .set('Authorization', await ctx.bearer('admin'));
    expect(one.body).toMatchObject({ memberId: null, type: 'contact' });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing type', { type: undefined }, 'type', 'validation.required'],
    ['an unknown type', { type: 'praise' }, 'type', 'validation.unknownOption'],
    ['a missing name', { userName: undefined }, 'userName', 'validation.required'],
    ['a blank name', { userName: '   ' }, 'userName', 'validation.required'],
    ['a short name', { userName: 'Al' }, 'userName', 'validation.minLength'],
    ['a missing email', { email: '' }, 'email', 'validation.required'],
    ['a malformed email', { email: 'khadija@' }, 'email', 'validation.email'],
    ['a missing mobile', { mobile: undefined }, 'mobile', 'validation.required'],
    ['letters in the mobile', { mobile: '+971 5O 123 4567' }, 'mobile', 'validation.phone'],
    ['a too short mobile', { mobile: '12345' }, 'mobile', 'validation.phone'],
    ['a missing description', { description: '' }, 'description', 'validation.required'],
    ['a short description', { description: 'Too short' }, 'description', 'validation.minLength'],
    ['a too long description', { description: 'x'.repeat(5001) }, 'description', 'validation.maxLength'],
  ];

  it.each(cases)('refuses %s with a 400 problem naming the field', async (_name, over, field, messageKey) => {
    const res = await submit(valid(over));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'validation_failed', field, messageKey });
    expect(res.body.detail).toBeTypeOf('string');
  });

  it('refuses malformed JSON with a 400 problem', async () => {
    const res = await request(ctx.app)
      .post('/api/cms/feedback')
      .set('Content-Type', 'application/json')
      .send('{"type": "contact",');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'malformed_json', messageKey: 'error.malformedJson' });
  });

  it('answers 429 to the sixth message from one address within ten minutes, not to another address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await submit(valid(), ip)).status).toBe(201);
    const sixth = await submit(valid(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'rate_limited', messageKey: 'error.rateLimited' });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(valid())).status).toBe(201);
  });
});

describe('staff handling of feedback', () => {
  it('lets a moderator reply, which marks it answered and publishes feedback.replied', async () => {
    const { body: created } = await submit(valid({ type: 'suggestion' }));
    const moderator = '0198a5b2-0000-7000-8000-0000000000aa';
    const res = await request(ctx.app)
      .put(`/api/cms/admin/feedback/${created.id}`)
      .set('Authorization', await ctx.bearer('moderator', moderator))
      .send({ reply: 'Thank you, we will add saved searches soon.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'answered',
      reply: 'Thank you, we will add saved searches soon.',
      repliedBy: moderator,
    });
    expect(Date.parse(res.body.repliedAt)).toBeGreaterThan(Date.now() - 60_000);
    await expect
      .poll(() =>
        ctx.published.find((e) => e.type === 'feedback.replied' && e.payload.feedbackId === created.id),
      )
      .toBeTruthy();

    const closed = await request(ctx.app)
      .put(`/api/cms/admin/feedback/${created.id}`)
      .set('Authorization', await ctx.bearer('moderator'))
      .send({ ...res.body, status: 'closed' });
    expect(closed.body).toMatchObject({ status: 'closed', repliedBy: moderator });
  });

  it('refuses "answered" without a reply, and an unknown feedback id', async () => {
    const { body: created } = await submit(valid());
    const auth = await ctx.bearer('admin');
    const res = await request(ctx.app)
      .put(`/api/cms/admin/feedback/${created.id}`)
      .set('Authorization', auth)
      .send({ status: 'answered' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'reply_required',
      field: 'reply',
      messageKey: 'validation.required',
    });
    const missing = await request(ctx.app)
      .put('/api/cms/admin/feedback/0198a5b2-0000-7000-8000-000000000000')
      .set('Authorization', auth)
      .send({ reply: 'Hello there' });
    expect(missing.status).toBe(404);
  });

  it('refuses sending an answered item back to new', async () => {
    const { body: created } = await submit(valid());
    const auth = await ctx.bearer('moderator');
    const put = (body: object) =>
      request(ctx.app).put(`/api/cms/admin/feedback/${created.id}`).set('Authorization', auth).send(body);
    expect((await put({ reply: 'We are on it.' })).status).toBe(200);
    const res = await put({ status: 'new' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_status',
      field: 'status',
      messageKey: 'validation.invalid',
    });
  });

  it('filters by status and type, and lets no staff create feedback', async () => {
    const auth = await ctx.bearer('moderator');
    const res = await request(ctx.app)
      .get('/api/cms/admin/feedback')
      .query({ filter: JSON.stringify({ status: 'new', type: 'contact' }) })
      .set('Authorization', auth);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const f of res.body) expect(f).toMatchObject({ status: 'new', type: 'contact' });
    const bad = await request(ctx.app)
      .get('/api/cms/admin/feedback')
      .query({ filter: JSON.stringify({ status: 'lost' }) })
      .set('Authorization', auth);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
    const create = await request(ctx.app)
      .post('/api/cms/admin/feedback')
      .set('Authorization', await ctx.bearer('admin'))
      .send(valid());
    expect(create.status).toBe(404);
  });
});

describe('erasure on member.deleted', () => {
  it('deletes the feedback a member sent once their account is deleted, and keeps guests’ messages', async () => {
    const member = '0198a5b2-0000-7000-8000-00000000dead';
    const mine = await submit(valid({ description: 'Please remove my old photos from the album.' })).set(
      'Authorization',
      await ctx.bearer('member', member),
    );
    const guest = await submit(valid({ description: 'A guest message that must stay in the queue.' }));
    expect(mine.status).toBe(201);
    await ctx.deps.bus.publish([
      envelopeOf('auth', {
        type: 'member.deleted',
        key: member,
        payload: { memberId: member, deletedAt: new Date().toISOString() },
      }),
    ]);
    const staff = await ctx.bearer('admin');
    await expect
      .poll(
        async () =>
          (await request(ctx.app).get(`/api/cms/admin/feedback/${mine.body.id}`).set('Authorization', staff))
            .status,
        { timeout: 30_000 },
      )
      .toBe(404);
    expect(
      (await request(ctx.app).get(`/api/cms/admin/feedback/${guest.body.id}`).set('Authorization', staff))
        .status,
    ).toBe(200);
    // A token this process still accepts (as on a replica whose revocation view lags) writes
    // nothing more: the erasure left a tombstone.
    const late = await submit(valid({ description: 'Written with a token of an erased account.' })).set(
      'Authorization',
      await ctx.bearer('member', member),
    );
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('account_gone');
  });
});
