import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { nextIp, startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const five = (s: string) => ({ ar: `${s} ع`, en: s, ur: `${s} ا`, fa: `${s} ف`, tr: `${s} t` });
const staff = (role: 'admin' | 'moderator', id?: string) => ctx.bearer(role, id);

/** The audit lines cms wrote for one target: the record, whatever the relay did with it. */
const auditOf = async (targetId: string | number) =>
  (
    await ctx.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.type, 'staff.acted'),
          sql`${outbox.envelope}->'payload'->>'targetId' = ${String(targetId)}`,
        ),
      )
      .orderBy(outbox.seq)
  ).map((r) => r.envelope.payload);

/** A message sent by a signed-in member (or a guest), in a locale; answers its id. */
async function send(
  memberId: string | null,
  over: { type?: string; description?: string; locale?: string } = {},
): Promise<string> {
  const req = request(ctx.app)
    .post('/api/cms/feedback')
    .set('X-Forwarded-For', nextIp())
    .set('Accept-Language', over.locale ?? 'en');
  if (memberId) req.set('Authorization', await ctx.bearer('member', memberId));
  const res = await req
    .send({
      type: over.type ?? 'complaint',
      userName: 'Khadija Rahman',
      email: 'khadija@example.ae',
      mobile: '+971501234567',
      description: over.description ?? 'The search page forgets my filters every time.',
    })
    .expect(201);
  return res.body.id;
}

describe('staff handling feedback is audited', () => {
  it('a reply is feedback.reply without its text; a status change is feedback.status with the status', async () => {
    const member = randomUUID();
    const id = await send(member);
    const moderatorId = randomUUID();
    const moderator = await staff('moderator', moderatorId);
    const put = (body: object) =>
      request(ctx.app).put(`/api/cms/admin/feedback/${id}`).set('Authorization', moderator).send(body);

    await put({ reply: 'Thank you, we fixed the filters.' }).expect(200);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: moderatorId,
        actorRole: 'moderator',
        action: 'feedback.reply',
        targetType: 'feedback',
        targetId: id,
        memberId: member,
        reason: null,
      }),
    ]);
    // The same status again changes nothing, and logs nothing.
    await put({ status: 'answered' }).expect(200);
    await put({ status: 'closed' }).expect(200);
    const lines = await auditOf(id);
    expect(lines.map((l) => [l.action, l.reason])).toEqual([
      ['feedback.reply', null],
      ['feedback.status', 'closed'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('fixed the filters');
    // A refused update (back to new after a reply) logs nothing.
    await put({ status: 'new' }).expect(400);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('a delete is feedback.delete, for admins only', async () => {
    const member = randomUUID();
    const id = await send(member);
    await request(ctx.app)
      .delete(`/api/cms/admin/feedback/${id}`)
      .set('Authorization', await staff('moderator'))
      .expect(403);
    expect(await auditOf(id)).toEqual([]);
    await request(ctx.app)
      .delete(`/api/cms/admin/feedback/${id}`)
      .set('Authorization', await staff('admin'))
      .expect(200);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'feedback.delete', targetType: 'feedback', memberId: member }),
    ]);
  });
});

describe('the staff feedback list', () => {
  it('filters by status, type, locale and member, sorted by createdAt, with Content-Range', async () => {
    const member = randomUUID();
    const first = await send(member, { type: 'suggestion', locale: 'tr' });
    const second = await send(member, { type: 'complaint', locale: 'ar' });
    await send(randomUUID(), { type: 'suggestion', locale: 'tr' });
    const moderator = await staff('moderator');
    const list = (filter: object, sort = '["createdAt","DESC"]') =>
      request(ctx.app)
        .get('/api/cms/admin/feedback')
        .query({ filter: JSON.stringify(filter), sort, range: '[0,9]' })
        .set('Authorization', moderator);

    const mine = await list({ memberId: member }).expect(200);
    expect(mine.headers['content-range']).toBe('feedback 0-1/2');
    expect(mine.body.map((f: { id: string }) => f.id)).toEqual([second, first]);
    const oldest = await list({ memberId: member }, '["createdAt","ASC"]').expect(200);
    expect(oldest.body.map((f: { id: string }) => f.id)).toEqual([first, second]);
    const tr = await list({ memberId: member, locale: 'tr', type: 'suggestion', status: 'new' }).expect(200);
    expect(tr.body.map((f: { id: string }) => f.id)).toEqual([first]);

    for (const bad of [{ locale: 'de' }, { memberId: 'someone' }, { status: 'open' }, { type: 'praise' }]) {
      const res = await list(bad).expect(400);
      expect(res.body.code).toBe('invalid_filter');
    }
  });
});

describe('staff content writes are audited', () => {
  it('create, update and delete each append one line with the resource as target type', async () => {
    const adminId = randomUUID();
    const admin = await staff('admin', adminId);
    const body = { order: 0, question: five('Is it free to try?'), answer: five('Yes, for 14 days.') };
    const created = await request(ctx.app)
      .post('/api/cms/admin/faq')
      .set('Authorization', admin)
      .send(body)
      .expect(201);
    const id = created.body.id as number;
    await request(ctx.app)
      .put(`/api/cms/admin/faq/${id}`)
      .set('Authorization', admin)
      .send({ ...body, order: 2 })
      .expect(200);
    await request(ctx.app).delete(`/api/cms/admin/faq/${id}`).set('Authorization', admin).expect(200);
    const lines = (await auditOf(id)).filter((l) => l.targetType === 'faq');
    expect(lines.map((l) => [l.action, l.actorId, l.memberId])).toEqual([
      ['content.create', adminId, null],
      ['content.update', adminId, null],
      ['content.delete', adminId, null],
    ]);
  });

  it('a refused write logs nothing: a taken slug, a missing record, a moderator', async () => {
    const admin = await staff('admin');
    const page = {
      categoryId: 2,
      slug: 'audit/taken-slug',
      order: 1,
      title: five('Taken'),
      body: five('## Body'),
    };
    const created = await request(ctx.app)
      .post('/api/cms/admin/pages')
      .set('Authorization', admin)
      .send(page)
      .expect(201);
    const before = (await auditOf(created.body.id)).filter((l) => l.targetType === 'pages');
    expect(before.map((l) => l.action)).toEqual(['content.create']);
    const taken = await request(ctx.app).post('/api/cms/admin/pages').set('Authorization', admin).send(page);
    expect(taken.status).toBe(409);
    await request(ctx.app)
      .put('/api/cms/admin/pages/2000000000')
      .set('Authorization', admin)
      .send({ ...page, slug: 'audit/other' })
      .expect(404);
    expect(await auditOf(2000000000)).toEqual([]);
    await request(ctx.app)
      .put(`/api/cms/admin/pages/${created.body.id}`)
      .set('Authorization', await staff('moderator'))
      .send(page)
      .expect(403);
    const pagesLines = await ctx.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.type, 'staff.acted'), sql`${outbox.envelope}->'payload'->>'targetType' = 'pages'`),
      );
    expect(pagesLines).toHaveLength(1);
  });
});

describe('GET /feedback/mine', () => {
  it("shows the member's own messages, newest first, with the reply; never another's", async () => {
    const [amina, omar] = [randomUUID(), randomUUID()];
    const first = await send(amina, { description: 'My first message to the team.' });
    const second = await send(amina, { type: 'suggestion', description: 'Please add a dark theme.' });
    const omars = await send(omar, { description: 'Omar writes about something else.' });
    await send(null, { description: 'A guest writes without an account.' });
    await request(ctx.app)
      .put(`/api/cms/admin/feedback/${first}`)
      .set('Authorization', await staff('moderator'))
      .send({ reply: 'We answered your first message.' })
      .expect(200);

    const mine = await request(ctx.app)
      .get('/api/cms/feedback/mine')
      .set('Authorization', await ctx.bearer('member', amina))
      .expect(200);
    expect(mine.body.items).toEqual([
      {
        id: second,
        reference: expect.stringMatching(/^MW-\d{6}$/),
        type: 'suggestion',
        description: 'Please add a dark theme.',
        status: 'new',
        reply: null,
        repliedAt: null,
        createdAt: expect.any(String),
      },
      {
        id: first,
        reference: expect.stringMatching(/^MW-\d{6}$/),
        type: 'complaint',
        description: 'My first message to the team.',
        status: 'answered',
        reply: 'We answered your first message.',
        repliedAt: expect.any(String),
        createdAt: expect.any(String),
      },
    ]);
    // No staff identity and no contact details reach the member's page.
    expect(JSON.stringify(mine.body)).not.toMatch(/repliedBy|khadija@example|\+971/);

    const his = await request(ctx.app)
      .get('/api/cms/feedback/mine')
      .set('Authorization', await ctx.bearer('member', omar))
      .expect(200);
    expect(his.body.items.map((f: { id: string }) => f.id)).toEqual([omars]);
    await request(ctx.app).get('/api/cms/feedback/mine').expect(401);
  });
});
