import { auditEntrySchema, type EventEnvelope } from '@mawadda/contracts';
import { staffActed, uuidv7 } from '@mawadda/kit';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/store/schema.js';
import { registration, startAuthApp } from './support/auth-app.js';

let ctx: Awaited<ReturnType<typeof startAuthApp>>;
let root: { id: string; auth: string };
beforeAll(async () => {
  ctx = await startAuthApp();
  const res = await ctx.signInRoot();
  root = { id: res.id, auth: res.auth };
});
afterAll(() => ctx.close());

const api = () => request(ctx.app);
const audit = (filter: object, auth = root.auth) =>
  api()
    .get('/api/auth/admin/audit')
    .query({ filter: JSON.stringify(filter) })
    .set('Authorization', auth);

async function newMember() {
  const res = await ctx.registerMember(registration());
  return res.body.account.id as string;
}

describe('the staff audit log', () => {
  it('logs a suspension once, with who, what and why, even when the event is delivered twice', async () => {
    const memberId = await newMember();
    await api()
      .put(`/api/auth/admin/accounts/${memberId}/status`)
      .set('Authorization', root.auth)
      .send({ status: 'suspended', reason: 'fake_profile', note: 'Stock photos' })
      .expect(200);
    await expect.poll(async () => (await audit({ memberId }).expect(200)).body.length).toBe(1);
    // The relay delivers the same envelope again (a crash before its ack, a rebalance).
    const envelope = ctx.published.find((e) => e.type === 'staff.acted' && e.payload.memberId === memberId)!;
    await ctx.bus.publish([envelope]);
    // And as a new envelope carrying the same action (a producer replaying its outbox): the
    // action id, not the envelope id, keeps the line once.
    await ctx.bus.publish([{ ...envelope, id: crypto.randomUUID() }]);
    // The evidence that both were handled: a later action, published after them, is in the log.
    const later = await newMember();
    await api()
      .put(`/api/auth/admin/accounts/${later}/status`)
      .set('Authorization', root.auth)
      .send({ status: 'suspended', reason: 'fake_profile', note: 'Stock photos' })
      .expect(200);
    await expect.poll(async () => (await audit({ memberId: later }).expect(200)).body.length).toBe(1);

    const res = await audit({ memberId }).expect(200);
    expect(res.headers['content-range']).toBe('audit 0-0/1');
    const [line] = res.body.map((l: unknown) => auditEntrySchema.strict().parse(l));
    expect(line).toMatchObject({
      actorId: root.id,
      actorEmail: 'root@mawadda.test',
      actorRole: 'admin',
      action: 'member.suspend',
      targetType: 'member',
      targetId: memberId,
      memberId,
      reason: 'fake_profile: Stock photos',
      service: 'auth',
    });
    const one = await api()
      .get(`/api/auth/admin/audit/${line.id}`)
      .set('Authorization', root.auth)
      .expect(200);
    expect(one.body).toEqual(line);
    await api().get(`/api/auth/admin/audit/${uuidv7()}`).set('Authorization', root.auth).expect(404);
  });

  it('takes staff.acted from the other services, with the producer as the service, and filters', async () => {
    const memberId = await newMember();
    const moderatorId = uuidv7();
    const acted = staffActed(
      { id: moderatorId, role: 'moderator' } as never,
      'media.reject',
      {
        type: 'media',
        id: 'photo-1',
        memberId,
      },
      'nudity',
    );
    const envelope: EventEnvelope = {
      id: crypto.randomUUID(),
      type: 'staff.acted',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'profile',
      key: moderatorId,
      payload: acted.payload as Record<string, unknown>,
    };
    await ctx.bus.publish([envelope]);
    await expect.poll(async () => (await audit({ actorId: moderatorId }).expect(200)).body.length).toBe(1);
    const [line] = (await audit({ actorId: moderatorId }).expect(200)).body;
    expect(line).toMatchObject({
      service: 'profile',
      action: 'media.reject',
      actorEmail: null,
      reason: 'nudity',
    });
    expect((await audit({ action: 'media.reject', memberId }).expect(200)).body).toHaveLength(1);
    expect((await audit({ action: 'member.suspend', memberId }).expect(200)).body).toHaveLength(0);
    expect(
      (await audit({ targetType: 'media', targetId: 'photo-1' }).expect(200)).body.length,
    ).toBeGreaterThan(0);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await audit({ actorId: moderatorId, from: future }).expect(200)).body).toHaveLength(0);
    expect((await audit({ actorId: moderatorId, to: future }).expect(200)).body).toHaveLength(1);
    expect((await audit({ action: 'member.dance' }).expect(400)).body.field).toBe('action');
    expect((await audit({ who: 'me' }).expect(400)).body.field).toBe('who');
  });

  it('lists newest first by default', async () => {
    const res = await api().get('/api/auth/admin/audit').set('Authorization', root.auth).expect(200);
    const at = res.body.map((l: { at: string }) => l.at);
    expect(at.length).toBeGreaterThan(1);
    expect([...at].sort().reverse()).toEqual(at);
  });

  it('is append-only at the database: UPDATE, DELETE and TRUNCATE fail', async () => {
    const [line] = await ctx.database.db.select().from(auditLog).limit(1);
    expect(line).toBeDefined();
    await expect(
      ctx.database.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, line!.id)),
    ).rejects.toThrow();
    await expect(ctx.database.db.delete(auditLog).where(eq(auditLog.id, line!.id))).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate auth.audit_log`)).rejects.toThrow();
    const [still] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.id, line!.id));
    expect(still).toEqual(line);
  });

  it('is for admins: moderators, members and guests are refused', async () => {
    await audit({}, await ctx.bearer('moderator')).expect(403);
    await audit({}, await ctx.bearer('member')).expect(403);
    await api().get('/api/auth/admin/audit').expect(401);
  });

  it('member erasure leaves the lines about that member', async () => {
    const res = await ctx.registerMember(registration());
    const memberId = res.body.account.id as string;
    await api().get(`/api/auth/admin/members/${memberId}`).set('Authorization', root.auth).expect(200);
    await expect.poll(async () => (await audit({ memberId, action: 'member.view' })).body.length).toBe(1);
    await api()
      .delete('/api/auth/me')
      .set('Authorization', `Bearer ${res.body.token}`)
      .send({ password: 'Sabr-wa-Shukr-77' })
      .expect(204);
    expect((await audit({ memberId, action: 'member.view' }).expect(200)).body).toHaveLength(1);
  });
});
