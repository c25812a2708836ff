import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startSocialApp, type SocialApp } from './support/social-app.js';

let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp({ followsPerHour: 5, reportsPerDay: 3 });
});
afterAll(() => s.close());

const api = () => request(s.app);
const follow = (who: { auth: string }, target: { id: string }) =>
  api().post(`/api/social/follows/${target.id}`).set('Authorization', who.auth);

describe('block', () => {
  it('ends follows both ways, rejects what waits, and hides the blocker from the blocked', async () => {
    const [nadia, yusuf] = [await s.member('private'), await s.member()];
    const waiting = (await follow(yusuf, nadia)).body.outgoingRequestId as string;
    await follow(nadia, yusuf).expect(200);
    const blocked = await api()
      .post(`/api/social/blocks/${yusuf.id}`)
      .set('Authorization', nadia.auth)
      .expect(200);
    expect(blocked.body).toMatchObject({ blocking: true, following: 'none', followedBy: 'none' });
    await eventually(() => s.eventsOf('member.blocked', (p) => p.blockerId === nadia.id).length === 1);
    expect(s.eventsOf('member.blocked', (p) => p.blockerId === nadia.id)[0]!.key).toBe(nadia.id);
    await eventually(() => s.eventsOf('follow.rejected', (p) => p.followId === waiting).length === 1);
    expect(s.eventsOf('follow.rejected', (p) => p.followId === waiting)[0]!.payload.reason).toBe('blocked');
    await eventually(
      () =>
        s.eventsOf('follow.removed', (p) => p.followerId === nadia.id && p.reason === 'blocked').length === 1,
    );

    // Yusuf finds nobody: not the relationship, not the lists, not a follow.
    for (const path of [
      `/api/social/relationship/${nadia.id}`,
      `/api/social/members/${nadia.id}/counts`,
      `/api/social/members/${nadia.id}/followers`,
    ]) {
      const res = await api().get(path).set('Authorization', yusuf.auth).expect(404);
      expect(res.body.messageKey).toBe('social.memberNotFound');
    }
    await follow(yusuf, nadia).expect(404);
    // Nadia, who blocks, must lift the block before following.
    const refused = await follow(nadia, yusuf).expect(409);
    expect(refused.body).toMatchObject({ code: 'unblock_first', messageKey: 'social.unblockFirst' });
    const mine = await api().get('/api/social/blocks').set('Authorization', nadia.auth);
    expect(mine.body.items.map((b: { memberId: string }) => b.memberId)).toEqual([yusuf.id]);

    await api().delete(`/api/social/blocks/${yusuf.id}`).set('Authorization', nadia.auth).expect(200);
    const after = await api()
      .get(`/api/social/relationship/${nadia.id}`)
      .set('Authorization', yusuf.auth)
      .expect(200);
    // Lifting the block restores no follow.
    expect(after.body).toMatchObject({ following: 'none', followedBy: 'none', blocking: false });
    await eventually(() => s.eventsOf('member.unblocked', (p) => p.blockerId === nadia.id).length === 1);
  });

  it('a blocked member drops out of the lists the blocker would appear in', async () => {
    const [host, blocker, viewer] = [await s.member(), await s.member(), await s.member()];
    await follow(blocker, host).expect(200);
    await follow(viewer, host).expect(200);
    await api().post(`/api/social/blocks/${viewer.id}`).set('Authorization', blocker.auth).expect(200);
    const seen = await api()
      .get(`/api/social/members/${host.id}/followers`)
      .set('Authorization', viewer.auth);
    expect(seen.body.items.map((f: { memberId: string }) => f.memberId)).toEqual([viewer.id]);
    const byHost = await api()
      .get(`/api/social/members/${host.id}/followers`)
      .set('Authorization', host.auth);
    expect(byHost.body.items).toHaveLength(2);
  });

  it('a follow racing a block never leaves both standing', async () => {
    const [a, b] = [await s.member(), await s.member()];
    await Promise.all([follow(a, b), api().post(`/api/social/blocks/${a.id}`).set('Authorization', b.auth)]);
    const counts = await api().get(`/api/social/members/${a.id}/counts`).set('Authorization', a.auth);
    expect(counts.body.following).toBe(0);
  });
});

describe('report', () => {
  it('files a report into the staff queue, once while open, optionally blocking', async () => {
    const [reporter, suspect] = [await s.member(), await s.member()];
    const filed = await api()
      .post('/api/social/reports')
      .set('Authorization', reporter.auth)
      .send({
        memberId: suspect.id,
        reason: 'scam',
        details: 'Asked me to send money for a visa.',
        block: true,
      })
      .expect(201);
    expect(filed.body).toMatchObject({ memberId: suspect.id, reason: 'scam', status: 'open' });
    const rel = await api().get(`/api/social/relationship/${suspect.id}`).set('Authorization', reporter.auth);
    expect(rel.body.blocking).toBe(true);
    await eventually(() => s.eventsOf('member.reported', (p) => p.reportId === filed.body.id).length === 1);

    const again = await api()
      .post('/api/social/reports')
      .set('Authorization', reporter.auth)
      .send({ memberId: suspect.id, reason: 'harassment' })
      .expect(409);
    expect(again.body).toMatchObject({ code: 'already_reported', messageKey: 'report.alreadyOpen' });

    const staff = await s.bearer('moderator');
    const queue = await api()
      .get(`/api/social/admin/reports?filter=${encodeURIComponent(JSON.stringify({ memberId: suspect.id }))}`)
      .set('Authorization', staff)
      .expect(200);
    expect(queue.headers['content-range']).toBe('reports 0-0/1');
    expect(queue.body[0]).toMatchObject({
      id: filed.body.id,
      reporterId: reporter.id,
      details: 'Asked me to send money for a visa.',
      reportsAgainstMember: 1,
    });
    const resolved = await api()
      .put(`/api/social/admin/reports/${filed.body.id}`)
      .set('Authorization', staff)
      .send({ status: 'resolved', staffNote: 'Account suspended.' })
      .expect(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      staffNote: 'Account suspended.',
      handledAt: expect.any(String),
    });
    // Resolved, so a new report of the same member is welcome.
    await api()
      .post('/api/social/reports')
      .set('Authorization', reporter.auth)
      .send({ memberId: suspect.id, reason: 'other', details: 'Created a new profile.' })
      .expect(201);
    // Members never reach the queue.
    await api().get('/api/social/admin/reports').set('Authorization', reporter.auth).expect(403);
  });

  it('checks the body: reason, details for other, size, unknown fields, self', async () => {
    const [me, them] = [await s.member(), await s.member()];
    const send = (body: object) => api().post('/api/social/reports').set('Authorization', me.auth).send(body);
    const cases: [object, string, string][] = [
      [{ memberId: them.id }, 'reason', 'validation.required'],
      [{ memberId: them.id, reason: 'rude' }, 'reason', 'validation.unknownOption'],
      [{ memberId: them.id, reason: 'other', details: 'bad' }, 'details', 'report.detailsRequired'],
      [{ memberId: them.id, reason: 'scam', details: 'x'.repeat(2001) }, 'details', 'validation.maxLength'],
      [{ memberId: them.id, reason: 'scam', extra: 1 }, 'extra', 'validation.invalid'],
      [{ memberId: 'nobody', reason: 'scam' }, 'memberId', 'validation.invalid'],
      [{ memberId: me.id, reason: 'scam' }, 'memberId', 'social.cannotReportSelf'],
    ];
    for (const [body, field, key] of cases) {
      const res = await send(body).expect(400);
      expect(res.body).toMatchObject({ field, messageKey: key });
    }
    const other = await send({ memberId: them.id, reason: 'other', details: '' }).expect(400);
    expect(other.body.errors[0].params).toMatchObject({ min: 10 });
    expect(other.body.detail).toContain('10');
  });

  it('limits reports per day and follows per hour', async () => {
    const me = await s.member();
    const others = [await s.member(), await s.member(), await s.member(), await s.member()];
    for (const o of others.slice(0, 3))
      await api()
        .post('/api/social/reports')
        .set('Authorization', me.auth)
        .send({ memberId: o.id, reason: 'scam' })
        .expect(201);
    const limited = await api()
      .post('/api/social/reports')
      .set('Authorization', me.auth)
      .send({ memberId: others[3]!.id, reason: 'scam' })
      .expect(429);
    expect(limited.body.messageKey).toBe('error.rateLimited');
    expect(limited.headers['retry-after']).toBeDefined();

    const fan = await s.member();
    const targets = [];
    for (let i = 0; i < 6; i++) targets.push(await s.member());
    for (const t of targets.slice(0, 5)) await follow(fan, t).expect(200);
    await follow(fan, targets[5]!).expect(429);
  });
});

describe('erasure', () => {
  /** Auth announces the account's deletion, as it does on `DELETE /api/auth/me`. */
  const erase = (memberId: string) =>
    s.publish('auth', {
      type: 'member.deleted',
      key: memberId,
      payload: { memberId, deletedAt: new Date().toISOString() },
    });

  it('forgets follows, blocks and the reporter of an erased member; the report stays', async () => {
    const [gone, friend, suspect] = [await s.member(), await s.member(), await s.member()];
    await follow(gone, friend).expect(200);
    await api().post(`/api/social/blocks/${suspect.id}`).set('Authorization', gone.auth).expect(200);
    const report = await api()
      .post('/api/social/reports')
      .set('Authorization', gone.auth)
      .send({ memberId: suspect.id, reason: 'harassment' })
      .expect(201);
    await erase(gone.id);
    await eventually(
      async () =>
        (await api().get(`/api/social/members/${friend.id}/counts`).set('Authorization', friend.auth)).body
          .followers === 0,
    );
    await api().get(`/api/social/relationship/${gone.id}`).set('Authorization', suspect.auth).expect(404);
    const staff = await s.bearer('admin');
    const kept = await api()
      .get(`/api/social/admin/reports/${report.body.id}`)
      .set('Authorization', staff)
      .expect(200);
    expect(kept.body).toMatchObject({ reporterId: null, memberId: suspect.id, reason: 'harassment' });
  });

  it('refuses every later write of an erased member, even with a token this process still accepts', async () => {
    // The test verifier knows nothing of revocations: as a replica whose view has not caught up.
    const [gone, friend, suspect] = [await s.member(), await s.member(), await s.member()];
    await erase(gone.id);
    await eventually(
      async () =>
        (await api().get(`/api/social/relationship/${gone.id}`).set('Authorization', friend.auth)).status ===
        404,
    );
    const followed = await follow(gone, friend);
    expect(followed.status).toBe(401);
    expect(followed.body.code).toBe('account_gone');
    await api().post(`/api/social/blocks/${suspect.id}`).set('Authorization', gone.auth).expect(401);
    await api()
      .post('/api/social/reports')
      .set('Authorization', gone.auth)
      .send({ memberId: suspect.id, reason: 'harassment' })
      .expect(401);
    const counts = await api()
      .get(`/api/social/members/${friend.id}/counts`)
      .set('Authorization', friend.auth);
    expect(counts.body.followers).toBe(0);
    const staff = await s.bearer('admin');
    const queue = await api()
      .get(`/api/social/admin/reports?filter=${encodeURIComponent(JSON.stringify({ memberId: suspect.id }))}`)
      .set('Authorization', staff)
      .expect(200);
    expect(queue.body).toEqual([]);
  });
});
