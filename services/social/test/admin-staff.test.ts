import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { startSocialApp, type SocialApp } from './support/social-app.js';

let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const api = () => request(s.app);
const queue = (filter: object, extra = '') =>
  `/api/social/admin/reports?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
const report = async (by: { auth: string }, of: { id: string }, reason = 'scam') =>
  (
    await api()
      .post('/api/social/reports')
      .set('Authorization', by.auth)
      .send({ memberId: of.id, reason, details: 'Asked me for money.' })
      .expect(201)
  ).body.id as string;

/** The audit lines social wrote for one target: the record, whatever the relay did with it. */
const auditOf = async (targetId: string) =>
  (
    await s.database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.type, 'staff.acted'), sql`${outbox.envelope}->'payload'->>'targetId' = ${targetId}`),
      )
      .orderBy(outbox.seq)
  ).map((r) => r.envelope.payload);

describe('staff decisions on reports are audited', () => {
  it('appends one staff.acted per resolve, dismiss and reopen, with the note given', async () => {
    const [reporter, suspect] = [await s.member(), await s.member()];
    const id = await report(reporter, suspect);
    const moderatorId = crypto.randomUUID();
    const moderator = await s.bearer('moderator', moderatorId);
    const put = (body: object) =>
      api().put(`/api/social/admin/reports/${id}`).set('Authorization', moderator).send(body);

    await put({ status: 'resolved', staffNote: 'Warned the member.' }).expect(200);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        actorId: moderatorId,
        actorRole: 'moderator',
        action: 'report.resolve',
        targetType: 'report',
        targetId: id,
        memberId: suspect.id,
        reason: 'Warned the member.',
      }),
    ]);
    await put({ status: 'open' }).expect(200);
    await put({ status: 'dismissed', staffNote: 'Not a scam after all.' }).expect(200);
    const lines = await auditOf(id);
    expect(lines.map((l) => [l.action, l.reason])).toEqual([
      ['report.resolve', 'Warned the member.'],
      ['report.reopen', null],
      ['report.dismiss', 'Not a scam after all.'],
    ]);
  });

  it('logs nothing when the decision is refused or the report does not exist', async () => {
    const [reporter, suspect] = [await s.member(), await s.member()];
    const first = await report(reporter, suspect);
    const admin = await s.bearer('admin');
    await api()
      .put(`/api/social/admin/reports/${first}`)
      .set('Authorization', admin)
      .send({ status: 'resolved' })
      .expect(200);
    await report(reporter, suspect, 'harassment');
    // Reopening while a newer report by the same reporter is open: refused, and not logged.
    await api()
      .put(`/api/social/admin/reports/${first}`)
      .set('Authorization', admin)
      .send({ status: 'open' })
      .expect(409);
    expect((await auditOf(first)).map((l) => l.action)).toEqual(['report.resolve']);
    const missing = crypto.randomUUID();
    await api()
      .put(`/api/social/admin/reports/${missing}`)
      .set('Authorization', admin)
      .send({ status: 'resolved' })
      .expect(404);
    expect(await auditOf(missing)).toEqual([]);
  });

  it('a member cannot decide, and leaves no line', async () => {
    const [reporter, suspect] = [await s.member(), await s.member()];
    const id = await report(reporter, suspect);
    await api()
      .put(`/api/social/admin/reports/${id}`)
      .set('Authorization', reporter.auth)
      .send({ status: 'dismissed' })
      .expect(403);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('the staff report queue', () => {
  it('filters by member, reporter, status, reason and source, and sorts by reports against the member', async () => {
    const [a, b, c, often, once] = [
      await s.member(),
      await s.member(),
      await s.member(),
      await s.member(),
      await s.member(),
    ];
    const r1 = await report(a, often, 'scam');
    const r2 = await report(b, often, 'harassment');
    const r3 = await report(c, often, 'scam');
    const r4 = await report(a, once, 'fake_profile');
    const staff = await s.bearer('moderator');
    const get = (url: string) => api().get(url).set('Authorization', staff).expect(200);

    const against = await get(queue({ memberId: often.id }));
    expect(against.headers['content-range']).toBe('reports 0-2/3');
    expect(against.body.map((r: { id: string }) => r.id).sort()).toEqual([r1, r2, r3].sort());
    const byA = await get(queue({ reporterId: a.id }, `&sort=${encodeURIComponent('["createdAt","ASC"]')}`));
    expect(byA.body.map((r: { id: string }) => r.id)).toEqual([r1, r4]);
    const scams = await get(queue({ memberId: often.id, reason: 'scam', status: 'open', source: 'profile' }));
    expect(scams.headers['content-range']).toBe('reports 0-1/2');

    const mine = { reporterId: a.id };
    const desc = await get(queue(mine, `&sort=${encodeURIComponent('["reportsAgainstMember","DESC"]')}`));
    expect(desc.body.map((r: { reportsAgainstMember: number }) => r.reportsAgainstMember)).toEqual([3, 1]);
    const asc = await get(queue(mine, `&sort=${encodeURIComponent('["reportsAgainstMember","ASC"]')}`));
    expect(asc.body.map((r: { id: string }) => r.id)).toEqual([r4, r1]);

    // Counting only: the dashboard's `range=[0,0]`.
    const counted = await get(`${queue({ memberId: often.id })}&range=${encodeURIComponent('[0,0]')}`);
    expect(counted.body).toHaveLength(1);
    expect(counted.headers['content-range']).toBe('reports 0-0/3');
  });

  it('refuses a sort or filter value it does not know with a 400', async () => {
    const staff = await s.bearer('admin');
    const bad = await api()
      .get(`/api/social/admin/reports?sort=${encodeURIComponent('["details","ASC"]')}`)
      .set('Authorization', staff)
      .expect(400);
    expect(bad.body.code).toBe('invalid_sort');
    const status = await api()
      .get(queue({ status: 'closed' }))
      .set('Authorization', staff)
      .expect(400);
    expect(status.body.code).toBe('invalid_filter');
    await api()
      .get(queue({ memberId: 'nope' }))
      .set('Authorization', staff)
      .expect(400);
  });
});

describe("staff's member counts", () => {
  it('counts follows, blocks both ways and reports against and by the member, for staff only', async () => {
    const [nadia, yusuf, omar, huda] = [
      await s.member(),
      await s.member(),
      await s.member(),
      await s.member(),
    ];
    await api().post(`/api/social/follows/${nadia.id}`).set('Authorization', yusuf.auth).expect(200);
    await api().post(`/api/social/follows/${omar.id}`).set('Authorization', nadia.auth).expect(200);
    await api().post(`/api/social/blocks/${huda.id}`).set('Authorization', nadia.auth).expect(200);
    await api().post(`/api/social/blocks/${nadia.id}`).set('Authorization', omar.auth).expect(200);
    await report(yusuf, nadia);
    await report(huda, nadia);
    await report(nadia, yusuf);
    const path = `/api/social/admin/members/${nadia.id}/counts`;

    for (const role of ['moderator', 'admin'] as const) {
      const res = await api()
        .get(path)
        .set('Authorization', await s.bearer(role))
        .expect(200);
      expect(res.body).toEqual({
        memberId: nadia.id,
        followers: 1,
        // Omar's block ended Nadia's follow of him.
        following: 0,
        blocks: 1,
        blockedBy: 1,
        reportsAgainst: 2,
        reportsBy: 1,
      });
    }
    await api().get(path).set('Authorization', nadia.auth).expect(403);
    await api().get(path).expect(401);
    await api()
      .get('/api/social/admin/members/not-a-uuid/counts')
      .set('Authorization', await s.bearer('admin'))
      .expect(404);
  });
});
