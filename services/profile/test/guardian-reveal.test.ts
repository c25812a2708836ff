import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, uuidv7 } from '@mawadda/kit';
import { guardianCopies, inbox, revealApprovals } from '../src/store/schema.js';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';
import { guardianChanged } from './support/guardian-events.js';
import { followAccepted } from './support/social-events.js';

/*
 * README: reveal and watermarks, guardian. Where the owner's guardian approves photos
 * or the CV, a reveal waits for the guardian; the viewer sees nothing before the approval, and a
 * revoke is immediate and needs none.
 */

let t: ProfileApp;
let photo: Buffer;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a8caf' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

type Person = { memberId: string; auth: string };
type Guardian = { id: string; auth: string };

const get = (url: string, auth?: string) => {
  const req = request(t.app).get(url);
  return auth ? req.set('Authorization', auth) : req;
};

async function ownerWithHiddenPhotos(): Promise<Person> {
  const owner = await t.register({ fullName: 'Salma Haddad' });
  await request(t.app)
    .put('/api/profile/me/avatar')
    .set('Authorization', owner.auth)
    .attach('file', photo, 'a.jpg')
    .expect(200);
  await request(t.app)
    .put('/api/profile/me/privacy')
    .set('Authorization', owner.auth)
    .send({ photosHidden: true })
    .expect(200);
  return owner;
}
const guardianAccount = async (): Promise<Guardian> => {
  const id = uuidv7();
  return { id, auth: await t.bearer('guardian', id) };
};
const reveal = (owner: Person, viewerId: string) =>
  request(t.app).put(`/api/profile/me/reveals/${viewerId}/photos`).set('Authorization', owner.auth);
const revoke = (owner: Person, viewerId: string) =>
  request(t.app).delete(`/api/profile/me/reveals/${viewerId}/photos`).set('Authorization', owner.auth);
const requests = (g: { auth: string }) => get('/api/profile/guardian/requests', g.auth);
const decide = (g: { auth: string }, id: string, answer: 'approve' | 'decline') =>
  request(t.app).post(`/api/profile/guardian/requests/${id}/${answer}`).set('Authorization', g.auth);
const seesPhotos = async (owner: Person, auth?: string) => {
  const res = await get(`/api/profile/${owner.memberId}`, auth);
  if (res.status === 404) return 404;
  const avatar = res.body.media.avatar;
  if (avatar) await get(avatar.variants[0].url, auth).expect(200);
  return avatar !== null;
};
const granted = (owner: Person) =>
  t.published.filter((e) => e.type === 'reveal.granted' && e.key === owner.memberId);

/** A woman whose guardian approves her photos, a man she knows (an accepted follow), and others. */
async function scene() {
  const owner = await ownerWithHiddenPhotos();
  const [named, other] = [
    await t.register({ gender: 'male', fullName: 'Yusuf Karim' }),
    await t.register({ gender: 'male', fullName: 'Omar Saleh' }),
  ];
  const wali = await guardianAccount();
  await followAccepted(t, named.memberId, owner.memberId);
  await guardianChanged(t, owner.memberId, wali.id, { approvePhotos: true });
  return { owner, named, other, wali };
}

describe('a reveal waiting for the guardian', () => {
  it('shows nothing to the viewer until approved; approve → visible; revoke is immediate', async () => {
    const { owner, named, other, wali } = await scene();
    const staff = await t.bearer('moderator');
    const res = await reveal(owner, named.memberId).expect(200);
    expect(res.body).toMatchObject({
      viewerId: named.memberId,
      subject: 'photos',
      status: 'awaiting_guardian',
    });
    // Asked again: the same waiting reveal, one request.
    await reveal(owner, named.memberId).expect(200);
    expect((await get('/api/profile/me/reveals', owner.auth).expect(200)).body.items).toEqual([
      expect.objectContaining({ viewerId: named.memberId, status: 'awaiting_guardian' }),
    ]);
    await eventually(() =>
      t.published.some((e) => e.type === 'guardian.approval.requested' && e.key === owner.memberId),
    );
    const asked = t.published.filter(
      (e) => e.type === 'guardian.approval.requested' && e.key === owner.memberId,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.payload).toMatchObject({
      guardianId: wali.id,
      requesterId: named.memberId,
      subject: 'photos',
    });
    expect(granted(owner)).toHaveLength(0);

    // The matrix before the approval.
    const matrix = async () => ({
      owner: await seesPhotos(owner, owner.auth),
      named: await seesPhotos(owner, named.auth),
      other: await seesPhotos(owner, other.auth),
      staff: await seesPhotos(owner, staff),
      guest: await seesPhotos(owner),
    });
    expect(await matrix()).toEqual({ owner: true, named: false, other: false, staff: true, guest: false });
    // A guardian reads a profile as a guest would: nothing hidden.
    expect(await seesPhotos(owner, wali.auth)).toBe(false);

    const waiting = (await requests(wali).expect(200)).body.items;
    expect(waiting).toEqual([
      expect.objectContaining({ memberId: owner.memberId, requesterId: named.memberId, subject: 'photos' }),
    ]);
    // Neither members, staff nor another guardian may answer.
    for (const who of [owner, named, { auth: staff }])
      await decide(who, waiting[0].id, 'approve').expect(403);
    await decide(await guardianAccount(), waiting[0].id, 'approve').expect(404);
    await get('/api/profile/guardian/requests').expect(401);

    await decide(wali, waiting[0].id, 'approve').expect(200);
    await decide(wali, waiting[0].id, 'approve').expect(409);
    expect(granted(owner)).toHaveLength(1);
    expect(await matrix()).toEqual({ owner: true, named: true, other: false, staff: true, guest: false });
    expect((await get('/api/profile/me/reveals', owner.auth).expect(200)).body.items).toEqual([
      expect.objectContaining({ viewerId: named.memberId, status: 'granted' }),
    ]);

    // Revoking needs no approval and takes effect at once, held URLs included.
    const held = (await get(`/api/profile/${owner.memberId}`, named.auth).expect(200)).body.media.avatar;
    await revoke(owner, named.memberId).expect(204);
    await get(held.variants[0].url, named.auth).expect(404);
    expect(await matrix()).toEqual({ owner: true, named: false, other: false, staff: true, guest: false });
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
  });

  it('declined: nothing is revealed and his request to see reads declined', async () => {
    const { owner, named, wali } = await scene();
    await request(t.app)
      .post(`/api/profile/${owner.memberId}/reveal-requests`)
      .set('Authorization', named.auth)
      .send({ subject: 'photos' })
      .expect(201);
    const [pending] = (await get('/api/profile/me/reveal-requests', owner.auth).expect(200)).body.items;
    const accepted = await request(t.app)
      .post(`/api/profile/me/reveal-requests/${pending.id}/accept`)
      .set('Authorization', owner.auth)
      .expect(200);
    // Accepted by her, it waits for her guardian: still "request sent" for him.
    expect(accepted.body.status).toBe('pending');
    const [waiting] = (await requests(wali).expect(200)).body.items;
    await decide(wali, waiting.id, 'decline').expect(200);
    expect(await seesPhotos(owner, named.auth)).toBe(false);
    expect(granted(owner)).toHaveLength(0);
    const view = await get(`/api/profile/${owner.memberId}`, named.auth).expect(200);
    expect(view.body.revealRequests).toEqual([{ subject: 'photos', status: 'declined' }]);
    await expect
      .poll(
        () =>
          t.published.find((e) => e.type === 'guardian.approval.decided' && e.key === owner.memberId)
            ?.payload,
      )
      .toMatchObject({ decision: 'declined', subject: 'photos' });
  });

  it('a revoke before the answer withdraws it; a lapsed link grants what waited', async () => {
    const { owner, named, wali } = await scene();
    await reveal(owner, named.memberId).expect(200);
    await revoke(owner, named.memberId).expect(204);
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
    expect((await get('/api/profile/me/reveals', owner.auth).expect(200)).body.items).toEqual([]);

    await reveal(owner, named.memberId).expect(200);
    await guardianChanged(t, owner.memberId, null);
    expect(await seesPhotos(owner, named.auth)).toBe(true);
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
    // No gate any more: the next reveal is immediate.
    const other = await t.register({ gender: 'male', fullName: 'Ali Hassan' });
    await followAccepted(t, other.memberId, owner.memberId);
    expect((await reveal(owner, other.memberId).expect(200)).body.status).toBe('granted');
  });

  it('gates only the subject the guardian approves', async () => {
    const { owner, named, wali } = await scene();
    await guardianChanged(t, owner.memberId, wali.id, { approveCv: true });
    expect((await reveal(owner, named.memberId).expect(200)).body.status).toBe('granted');
  });
});

describe('erasure', () => {
  it("deletes the owner's guardian copy and every reveal waiting for a guardian, on either side", async () => {
    const { owner, named, wali } = await scene();
    await reveal(owner, named.memberId).expect(200);
    const db = t.database.db;
    const waiting = () =>
      db.select().from(revealApprovals).where(eq(revealApprovals.ownerId, owner.memberId));
    expect(await waiting()).toHaveLength(1);
    expect(
      await db.select().from(guardianCopies).where(eq(guardianCopies.memberId, owner.memberId)),
    ).toHaveLength(1);

    await t.publishAuthEvent({
      type: 'member.deleted',
      key: owner.memberId,
      payload: { memberId: owner.memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(async () => (await get('/api/profile/me', owner.auth)).status === 404);
    expect(await waiting()).toEqual([]);
    expect(await db.select().from(guardianCopies).where(eq(guardianCopies.memberId, owner.memberId))).toEqual(
      [],
    );
    expect((await requests(wali).expect(200)).body.items).toEqual([]);
  });
});

describe('a reveal waiting for the guardian that can no longer happen', () => {
  /** An event as its producer sends it; resolves once profile applied it. */
  async function deliver(producer: 'auth' | 'social', e: Parameters<typeof envelopeOf>[1]) {
    const envelope = envelopeOf(producer, e);
    await t.redeliver(envelope);
    const db = t.database.db;
    await eventually(
      async () => (await db.select().from(inbox).where(eq(inbox.eventId, envelope.id))).length > 0,
    );
  }
  const at = () => new Date().toISOString();

  /** Gone from the guardian's list, refused if answered, nothing granted or decided. */
  async function expectWithdrawn(w: Awaited<ReturnType<typeof scene>>, requestId: string) {
    expect((await requests(w.wali).expect(200)).body.items).toEqual([]);
    for (const answer of ['approve', 'decline'] as const)
      await decide(w.wali, requestId, answer)
        .expect(409)
        .expect('Content-Type', /problem\+json/)
        .expect((r) =>
          expect(r.body).toMatchObject({
            code: 'guardian_request_withdrawn',
            messageKey: 'guardian.requestWithdrawn',
          }),
        );
    expect(granted(w.owner)).toHaveLength(0);
    expect(
      t.published.some((e) => e.type === 'guardian.approval.decided' && e.key === w.owner.memberId),
    ).toBe(false);
    expect((await get('/api/profile/me/reveals', w.owner.auth).expect(200)).body.items).toEqual([]);
  }

  async function waiting() {
    const w = await scene();
    await reveal(w.owner, w.named.memberId).expect(200);
    const [item] = (await requests(w.wali).expect(200)).body.items;
    return { w, requestId: item.id as string };
  }

  it('a block either way withdraws it', async () => {
    for (const blocker of ['owner', 'viewer'] as const) {
      const { w, requestId } = await waiting();
      const [a, b] = blocker === 'owner' ? [w.owner, w.named] : [w.named, w.owner];
      await deliver('social', {
        type: 'member.blocked',
        key: a.memberId,
        payload: { blockerId: a.memberId, blockedId: b.memberId, at: at() },
      });
      await expectWithdrawn(w, requestId);
      // Unblocked, nothing comes back by itself.
      await deliver('social', {
        type: 'member.unblocked',
        key: a.memberId,
        payload: { blockerId: a.memberId, blockedId: b.memberId, at: at() },
      });
      expect((await requests(w.wali).expect(200)).body.items).toEqual([]);
      expect(await seesPhotos(w.owner, w.named.auth)).toBe(false);
    }
  });

  it('a suspension of either withdraws it', async () => {
    for (const who of ['owner', 'viewer'] as const) {
      const { w, requestId } = await waiting();
      const memberId = who === 'owner' ? w.owner.memberId : w.named.memberId;
      await deliver('auth', {
        type: 'member.suspended',
        key: memberId,
        payload: { memberId, status: 'suspended', at: at() },
      });
      await expectWithdrawn(w, requestId);
    }
  });

  it("the viewer's erasure withdraws it", async () => {
    const { w, requestId } = await waiting();
    await deliver('auth', {
      type: 'member.deleted',
      key: w.named.memberId,
      payload: { memberId: w.named.memberId, deletedAt: at() },
    });
    await expectWithdrawn(w, requestId);
  });
});
