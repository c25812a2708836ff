import type { EventEnvelope } from '@mawadda/contracts';
import { sql } from 'drizzle-orm';
import { waitForMessageTo } from '@mawadda/kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthApp } from './support/auth-app.js';
import {
  api,
  GUARDIAN_PASSWORD,
  guardianEmail,
  guardianEvents,
  linkGuardian,
  member,
} from './support/guardian.js';

/** The member's guardian settings, lock, ending, log and erasure (README: Guardian). */
let ctx: Awaited<ReturnType<typeof startAuthApp>>;
beforeAll(async () => {
  ctx = await startAuthApp();
});
afterAll(() => ctx.close());

const ALL_ON = {
  approveConversations: true,
  approvePhotos: true,
  approveCv: true,
  readsConversations: true,
  seesMatchmaking: true,
  callsIncludeGuardian: true,
};
const settings = (auth: string, body: object) => api(ctx).send('put', '/me/guardian/settings', auth, body);
const lock = (auth: string, days: number) => api(ctx).send('put', '/me/guardian/lock', auth, { days });
const activity = async (auth: string, query = '') =>
  (await api(ctx).get(`/me/guardian/activity${query}`, auth).expect(200)).body;

describe('settings and lock', () => {
  it('changes the switches, each change carried whole by guardian.changed and logged', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const changed = await settings(m.auth, ALL_ON);
    expect(changed.status).toBe(200);
    expect(changed.body.settings).toEqual(ALL_ON);
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({ memberId: m.id, guardianId: g.id, ...ALL_ON });
    const strict = await settings(m.auth, { ...ALL_ON, extra: true });
    expect(strict.status).toBe(400);
    const log = await activity(m.auth);
    expect(log.items[0]).toMatchObject({
      kind: 'settings_changed',
      by: 'member',
      details: { readsConversations: true, seesMatchmaking: true },
    });
    expect(log.items.map((i: { kind: string }) => i.kind)).toEqual([
      'settings_changed',
      'accepted',
      'invited',
    ]);
  });

  it('locks (set or lengthen only); while locked no approval turns off and the link cannot end', async () => {
    const m = await member(ctx);
    await linkGuardian(ctx, m);
    expect((await lock(m.auth, 7)).status).toBe(400);
    const locked = await lock(m.auth, 90);
    expect(locked.status).toBe(200);
    const until = new Date(locked.body.lockedUntil).getTime();
    expect(until).toBeGreaterThan(Date.now() + 89 * 86400_000);
    // Shorter or 0 keeps the end in force; longer lengthens it.
    expect((await lock(m.auth, 30)).body.lockedUntil).toBe(locked.body.lockedUntil);
    expect((await lock(m.auth, 0)).body.lockedUntil).toBe(locked.body.lockedUntil);
    const longer = await lock(m.auth, 180);
    expect(new Date(longer.body.lockedUntil).getTime()).toBeGreaterThan(until);
    await expect.poll(() => guardianEvents(ctx, m.id).length).toBeGreaterThanOrEqual(3);

    const loosen = await settings(m.auth, { ...ALL_ON, approvePhotos: false, readsConversations: false });
    expect(loosen.status).toBe(409);
    expect(loosen.body.code).toBe('guardian_locked');
    // Tightening is always allowed.
    expect((await settings(m.auth, ALL_ON)).status).toBe(200);
    const end = await api(ctx).send('delete', '/me/guardian', m.auth);
    expect(end.status).toBe(409);
    expect(end.body).toMatchObject({ code: 'guardian_locked' });
    expect(JSON.stringify(end.body)).toContain(longer.body.lockedUntil);
    // Once the lock has passed, both work.
    await ctx.database.db.execute(
      sql`update auth.guardian_links set locked_until = now() - interval '1 second' where member_id = ${m.id}`,
    );
    expect((await settings(m.auth, { ...ALL_ON, approvePhotos: false })).status).toBe(200);
    await api(ctx).send('delete', '/me/guardian', m.auth).expect(204);
  });

  it('lets her guardian see her matchmaking: off at first, on when she says, in the event and the log', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const before = await api(ctx).get('/me/guardian', m.auth).expect(200);
    expect(before.body.settings.seesMatchmaking).toBe(false);
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({ guardianId: g.id, seesMatchmaking: false });

    const on = await settings(m.auth, { ...before.body.settings, seesMatchmaking: true });
    expect(on.status).toBe(200);
    expect(on.body.settings).toEqual({ ...before.body.settings, seesMatchmaking: true });
    expect((await api(ctx).get('/me/guardian', m.auth).expect(200)).body.settings.seesMatchmaking).toBe(true);
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({ memberId: m.id, guardianId: g.id, seesMatchmaking: true });
    const members = await api(ctx).get('/guardian/members', g.auth).expect(200);
    expect(members.body[0].settings.seesMatchmaking).toBe(true);
    expect((await activity(m.auth)).items[0]).toMatchObject({
      kind: 'settings_changed',
      details: { seesMatchmaking: true },
    });
    expect((await settings(m.auth, { ...ALL_ON, seesMatchmaking: 'yes' })).status).toBe(400);
  });

  it('keeps seesMatchmaking as stored when a client older than it leaves it out', async () => {
    const m = await member(ctx);
    await linkGuardian(ctx, m);
    await settings(m.auth, ALL_ON).expect(200);
    const { seesMatchmaking: _, ...fourSwitches } = ALL_ON;
    const older = await settings(m.auth, { ...fourSwitches, approveCv: false });
    expect(older.status).toBe(200);
    expect(older.body.settings).toEqual({ ...ALL_ON, approveCv: false });
    expect((await activity(m.auth)).items[0]).toMatchObject({ details: { approveCv: false } });
    expect((await activity(m.auth)).items[0].details).not.toHaveProperty('seesMatchmaking');
  });

  it('keeps callsIncludeGuardian as stored when left out; while locked it cannot be turned off', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    await settings(m.auth, ALL_ON).expect(200);
    const { callsIncludeGuardian: _, ...older } = ALL_ON;
    expect((await settings(m.auth, older)).body.settings.callsIncludeGuardian).toBe(true);
    await lock(m.auth, 30).expect(200);
    const off = await settings(m.auth, { ...ALL_ON, callsIncludeGuardian: false });
    expect(off.status).toBe(409);
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({ guardianId: g.id, callsIncludeGuardian: true });
  });

  it('while locked, refuses turning seesMatchmaking off; turning it on stays allowed', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const { seesMatchmaking: _, ...fourSwitches } = ALL_ON;
    await settings(m.auth, { ...ALL_ON, seesMatchmaking: false }).expect(200);
    await lock(m.auth, 30).expect(200);
    expect((await settings(m.auth, ALL_ON)).status).toBe(200);
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({ guardianId: g.id, seesMatchmaking: true });
    const events = guardianEvents(ctx, m.id).length;
    const logged = (await activity(m.auth)).items.length;

    const off = await settings(m.auth, { ...ALL_ON, seesMatchmaking: false });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('guardian_locked');
    const state = await api(ctx).get('/me/guardian', m.auth).expect(200);
    expect(state.body.settings.seesMatchmaking).toBe(true);
    expect((await activity(m.auth)).items).toHaveLength(logged);
    // An older client, saving the other four unchanged, loosens nothing and is not refused.
    expect((await settings(m.auth, fourSwitches)).status).toBe(200);
    // Once the lock has passed she turns it off; nothing was announced in between (commit order).
    await ctx.database.db.execute(
      sql`update auth.guardian_links set locked_until = now() - interval '1 second' where member_id = ${m.id}`,
    );
    await settings(m.auth, { ...ALL_ON, seesMatchmaking: false }).expect(200);
    await expect.poll(() => guardianEvents(ctx, m.id).at(-1)).toMatchObject({ seesMatchmaking: false });
    expect(guardianEvents(ctx, m.id)).toHaveLength(events + 1);
  });

  it('needs a linked guardian to lock', async () => {
    const m = await member(ctx);
    const res = await lock(m.auth, 30);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('guardian_not_linked');
  });
});

describe('ending', () => {
  it('by the member: the guardian is told, guardian.changed says no guardian', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    await settings(m.auth, ALL_ON).expect(200);
    const since = new Date();
    await api(ctx).send('delete', '/me/guardian', m.auth).expect(204);
    const told = await waitForMessageTo(ctx.inboxDir, g.address, { purpose: 'guardian.ended', after: since });
    expect(told.text).toContain('Fatima');
    await expect
      .poll(() => guardianEvents(ctx, m.id).at(-1))
      .toMatchObject({
        guardianId: null,
        approveConversations: false,
        approvePhotos: false,
        approveCv: false,
        readsConversations: false,
        seesMatchmaking: false,
      });
    expect((await api(ctx).get('/me/guardian', m.auth).expect(200)).body.status).toBe('none');
    expect((await api(ctx).get('/guardian/members', g.auth).expect(200)).body).toEqual([]);
    expect((await activity(m.auth)).items[0]).toMatchObject({ kind: 'ended', by: 'member' });
  });

  it('withdraws a pending invitation', async () => {
    const m = await member(ctx);
    await api(ctx).send('post', '/me/guardian/invite', m.auth, { email: guardianEmail() }).expect(202);
    await api(ctx).send('delete', '/me/guardian', m.auth).expect(204);
    expect((await api(ctx).get('/me/guardian', m.auth).expect(200)).body.status).toBe('none');
    expect((await activity(m.auth)).items[0]).toMatchObject({ kind: 'invite_withdrawn' });
  });

  it('by the guardian, even while locked; another member’s link is not theirs to end', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const stranger = await member(ctx);
    await lock(m.auth, 30).expect(200);
    const notTheirs = await api(ctx).send('delete', `/guardian/members/${stranger.id}`, g.auth);
    expect(notTheirs.status).toBe(404);
    await api(ctx).send('delete', `/guardian/members/${m.id}`, g.auth).expect(204);
    await expect.poll(() => guardianEvents(ctx, m.id).at(-1)).toMatchObject({ guardianId: null });
    expect((await activity(m.auth)).items[0]).toMatchObject({ kind: 'ended', by: 'guardian' });
  });
});

describe('activity log', () => {
  it('pages newest first and records the guardian’s decisions once', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    await settings(m.auth, ALL_ON).expect(200);
    const envelope: EventEnvelope = {
      id: crypto.randomUUID(),
      type: 'guardian.approval.decided',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'profile',
      key: m.id,
      payload: {
        requestId: crypto.randomUUID(),
        memberId: m.id,
        guardianId: g.id,
        requesterId: crypto.randomUUID(),
        subject: 'photos',
        decision: 'declined',
        at: new Date().toISOString(),
      },
    };
    await ctx.bus.publish([envelope]);
    await ctx.bus.publish([envelope]);
    await expect.poll(async () => (await activity(m.auth)).items[0]?.kind).toBe('approval_decided');
    const page1 = await activity(m.auth, '?limit=2');
    expect(page1.items).toHaveLength(2);
    expect(page1.items[0]).toMatchObject({
      by: 'guardian',
      details: { subject: 'photos', decision: 'declined' },
    });
    const page2 = await activity(m.auth, `?limit=2&cursor=${page1.next}`);
    expect(page2.items.map((i: { kind: string }) => i.kind)).toEqual(['accepted', 'invited']);
    expect(page2.next).toBeNull();
    const bad = await api(ctx).get('/me/guardian/activity?cursor=nope', m.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('cursor');
  });
});

describe('erasure', () => {
  it('of the member ends the link (guardian told) and deletes the log', async () => {
    const m = await member(ctx);
    const g = await linkGuardian(ctx, m);
    const since = new Date();
    await api(ctx).send('delete', '/me', m.auth, { password: 'Sabr-wa-Shukr-77' }).expect(204);
    await waitForMessageTo(ctx.inboxDir, g.address, { purpose: 'guardian.ended', after: since });
    await expect.poll(() => guardianEvents(ctx, m.id).at(-1)).toMatchObject({ guardianId: null });
    const left = await ctx.database.db.execute(
      sql`select count(*)::int as n from auth.guardian_activity where member_id = ${m.id}`,
    );
    expect(JSON.stringify(left)).toContain('"n":0');
    expect((await api(ctx).get('/guardian/members', g.auth).expect(200)).body).toEqual([]);
  });

  it('of a guardian ends every link of theirs', async () => {
    const a = await member(ctx);
    const g = await linkGuardian(ctx, a);
    const b = await member(ctx);
    const since = new Date();
    await api(ctx).send('post', '/me/guardian/invite', b.auth, { email: g.address }).expect(202);
    const mail = await waitForMessageTo(ctx.inboxDir, g.address, {
      purpose: 'guardian.invite',
      after: since,
    });
    const token = /[?&]token=([\w-]+)/.exec(mail.text)![1]!;
    await api(ctx).send('post', `/guardian/invites/${token}/accept`, g.auth, {}).expect(201);
    await api(ctx).send('delete', '/me', g.auth, { password: GUARDIAN_PASSWORD }).expect(204);
    for (const m of [a, b]) {
      await expect.poll(() => guardianEvents(ctx, m.id).at(-1)).toMatchObject({ guardianId: null });
      const state = await api(ctx).get('/me/guardian', m.auth).expect(200);
      expect(state.body.status).toBe('none');
      expect((await activity(m.auth)).items[0]).toMatchObject({
        kind: 'ended',
        details: { reason: 'guardian_deleted' },
      });
    }
  });
});
