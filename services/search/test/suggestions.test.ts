import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../src/store/schema.js';
import { startSearchApp, type SearchApp } from './support/search-app.js';

const DAY_MS = 86_400_000;
/** 07:00 in Dubai (03:00 UTC) of the real day, so members registered now are recent. */
const dubaiMorning = () => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 3, 0));
};

describe('daily suggestions', () => {
  let s: SearchApp;
  let now = dubaiMorning();
  beforeAll(async () => {
    s = await startSearchApp({ clock: () => now });
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    now = dubaiMorning();
    await s.clean();
  });

  const list = (auth: string) => request(s.app).get('/api/search/suggestions').set('Authorization', auth);
  const names = (res: request.Response) =>
    (res.body.items as { card: { fullName: string } }[]).map((i) => i.card.fullName);
  const morning = () => s.service.runMorning();
  const men = async (n: number, over = {}) => {
    const out = [];
    for (let i = 1; i <= n; i++)
      out.push(await s.person({ fullName: `Man ${i}`, gender: 'male', age: 30, ...over }));
    return out;
  };

  it('picks five for a free member in her morning, best first, each with its compatibility, once a day', async () => {
    const huda = await s.person({ fullName: 'Huda', gender: 'female', answers: { prayer: 'always' } });
    await s.wishes(huda.id, { age: { value: { min: 28, max: 40 }, importance: 'nice' } });
    await men(6);
    // Two meet her nice wish on age: they come first.
    await s.person({ fullName: 'Older', gender: 'male', age: 45 });
    expect(await morning()).toBeGreaterThanOrEqual(1);
    const res = await list(huda.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ day: now.toISOString().slice(0, 10), perDay: 5 });
    expect(names(res)).toHaveLength(5);
    expect(names(res)).not.toContain('Older');
    expect(res.body.items[0]).toMatchObject({
      state: 'new',
      card: { compatibility: { theyMeet: { met: 1, of: 1 } } },
    });
    // A second run the same morning picks nobody again.
    const before = names(res);
    await morning();
    expect(names(await list(huda.auth))).toEqual(before);
    // The event says how many, with ids only.
    const events = await s.database.db.select().from(platform.outbox).where(eq(platform.outbox.key, huda.id));
    expect(events.map((e) => e.type)).toEqual(['suggestions.ready']);
    expect(events[0]!.envelope.payload).toMatchObject({ memberId: huda.id, count: 5 });
  });

  it('picks a new member’s first suggestions at once, and the next ones from 6 in her morning', async () => {
    now = new Date(now.getTime() - 2 * 3600_000); // 05:00 in Dubai
    const firstDay = now.toISOString().slice(0, 10);
    const huda = await s.person({ fullName: 'Huda' });
    await men(1);
    await morning();
    expect((await list(huda.auth)).body).toMatchObject({
      day: firstDay,
      items: [{ card: { fullName: 'Man 1' } }],
    });
    // The next day at 05:00 her list is still yesterday's; at 07:00 today's is picked.
    now = new Date(now.getTime() + DAY_MS);
    const nextDay = now.toISOString().slice(0, 10);
    await s.active(huda.id, now);
    await s.person({ fullName: 'Man 2', gender: 'male' });
    await morning();
    expect((await list(huda.auth)).body.day).toBe(firstDay);
    now = new Date(now.getTime() + 2 * 3600_000);
    await morning();
    expect((await list(huda.auth)).body).toMatchObject({
      day: nextDay,
      items: [{ card: { fullName: 'Man 2' } }],
    });
  });

  it('lets an admin run the morning at once; nobody else', async () => {
    await s.person({ fullName: 'Huda' });
    await men(1);
    const run = (auth: string) =>
      request(s.app).post('/api/search/admin/suggestions/runs').set('Authorization', auth);
    expect((await run(await s.bearer('admin'))).body).toEqual({ picked: 2 });
    expect((await run(await s.bearer('admin'))).body).toEqual({ picked: 0 });
    expect((await run(await s.bearer('member'))).status).toBe(403);
  });

  it('never suggests the blocked, the followed, the approached, the inactive, or anyone her musts refuse', async () => {
    const huda = await s.person({ fullName: 'Huda' });
    await s.wishes(huda.id, { smoking: { value: ['no'], importance: 'must' } });
    const [blocked, followed, requested, talking] = await men(4);
    await s.person({ fullName: 'Smoker', gender: 'male', smoking: 'yes' });
    const fine = await s.person({ fullName: 'Fine', gender: 'male' });
    await s.settle(blocked!.id, await s.revOf(blocked!.id), async () => {
      await s.publish('social', 'member.blocked', huda.id, {
        blockerId: huda.id,
        blockedId: blocked!.id,
        at: now.toISOString(),
      });
      await s.edit(blocked!.id, {});
    });
    await s.follow(huda.id, followed!.id);
    const at = now.toISOString();
    const requestId = await s.publish('social', 'follow.requested', requested!.id, {
      followId: '01a20000-0000-7000-8000-000000000001',
      followerId: requested!.id,
      targetId: huda.id,
      at,
    });
    const talkId = await s.publish('chat', 'conversation.started', talking!.id, {
      conversationId: '01a20000-0000-7000-8000-000000000002',
      starterId: talking!.id,
      recipientId: huda.id,
      at,
    });
    for (const id of [requestId, talkId]) await s.handled(id);
    await morning();
    expect(names(await list(huda.auth))).toEqual(['Fine']);
    // A month on, only the members active in the last 30 days are suggested.
    now = new Date(now.getTime() + 31 * DAY_MS);
    await s.active(fine.id, now);
    const other = await s.person({ fullName: 'Lina' });
    await s.active(other.id, now);
    await morning();
    expect(names(await list(other.auth))).toEqual(['Fine']);
  });

  it('hides a passed member for 90 days and repeats nobody within 30', async () => {
    const huda = await s.person({ fullName: 'Huda' });
    const [omar] = await men(1);
    await morning();
    const pass = (id: string) =>
      request(s.app).post(`/api/search/suggestions/${id}/pass`).set('Authorization', huda.auth);
    expect((await pass(omar!.id)).status).toBe(204);
    expect(names(await list(huda.auth))).toEqual([]);
    // A second pass, or a member never suggested: not found.
    expect((await pass(omar!.id)).status).toBe(404);
    expect((await pass(huda.id)).status).toBe(404);
    for (const days of [1, 60]) {
      now = new Date(dubaiMorning().getTime() + days * DAY_MS);
      for (const id of [omar!.id, huda.id]) await s.active(id, now);
      await morning();
      expect(names(await list(huda.auth)), `day ${days}`).toEqual([]);
    }
    now = new Date(dubaiMorning().getTime() + 91 * DAY_MS);
    for (const id of [omar!.id, huda.id]) await s.active(id, now);
    await morning();
    expect(names(await list(huda.auth))).toEqual(['Man 1']);
  });

  it('gives premium members fifteen, and marks the ones she followed as interested', async () => {
    const huda = await s.person({ fullName: 'Huda' });
    await s.handled(
      await s.publish('billing', 'entitlement.changed', huda.id, {
        memberId: huda.id,
        premiumUntil: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
        source: 'subscription',
        version: 1,
        at: now.toISOString(),
      }),
    );
    const many = await men(16);
    await morning();
    const res = await list(huda.auth);
    expect(res.body.perDay).toBe(15);
    expect(names(res)).toHaveLength(15);
    const first = (res.body.items as { card: { memberId: string } }[])[0]!.card.memberId;
    await s.handled(
      await s.publish('social', 'follow.accepted', first, {
        followId: '01a20000-0000-7000-8000-000000000003',
        followerId: huda.id,
        targetId: first,
        at: now.toISOString(),
      }),
    );
    const after = (await list(huda.auth)).body.items as { state: string; card: { memberId: string } }[];
    expect(after.find((i) => i.card.memberId === first)!.state).toBe('interested');
    expect(many).toHaveLength(16);
  });

  it('lets her guardian read them only while she shares her matchmaking with him', async () => {
    const huda = await s.person({ fullName: 'Huda' });
    await men(1);
    await morning();
    const guardianId = '01a20000-0000-7000-8000-0000000000g1'.replace('g1', 'f1');
    const asGuardian = await s.bearer('guardian', guardianId);
    const read = () =>
      request(s.app).get(`/api/search/wards/${huda.id}/suggestions`).set('Authorization', asGuardian);
    expect((await read()).status).toBe(404);
    const setting = async (seesMatchmaking: boolean, at: Date) =>
      s.handled(
        await s.publish('auth', 'guardian.changed', huda.id, {
          memberId: huda.id,
          guardianId,
          at: at.toISOString(),
          approveConversations: false,
          approvePhotos: false,
          approveCv: false,
          readsConversations: false,
          seesMatchmaking,
        }),
      );
    await setting(true, new Date(now.getTime() + 1000));
    const res = await read();
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Man 1']);
    // Her "no" takes effect on his next read.
    await setting(false, new Date(now.getTime() + 2000));
    expect((await read()).status).toBe(404);
    // Members and guests cannot use the guardian's route.
    expect(
      (await request(s.app).get(`/api/search/wards/${huda.id}/suggestions`).set('Authorization', huda.auth))
        .status,
    ).toBe(403);
    expect((await request(s.app).get('/api/search/suggestions')).status).toBe(401);
  });
});
