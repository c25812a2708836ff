import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELFIE_GESTURES } from '@mawadda/contracts';
import { envelopeOf } from '@mawadda/kit';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';
import { tinyPdf } from './support/tiny-pdf.js';

/*
 * Identity verification and badges (README: verification and badges): the selfie with a
 * prompted gesture, the identity document, the staff queue, the file deleted with the decision,
 * badges from auth's `member.verified`, and erasure.
 */

let t: ProfileApp;
let selfie: Buffer;
let moderator: string;
beforeAll(async () => {
  t = await startProfileApp();
  // A JPEG carrying EXIF: the stored file must carry none.
  selfie = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#a86' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'camera' } } })
    .toBuffer();
  moderator = await t.bearer('moderator');
});
afterAll(() => t.close());

const api = (path: string) => `/api/profile${path}`;
const get = (url: string, auth?: string) => {
  const r = request(t.app).get(url);
  return auth ? r.set('Authorization', auth) : r;
};
const prompt = async (auth: string) =>
  (await request(t.app).post(api('/me/verification/selfie/prompt')).set('Authorization', auth).expect(201))
    .body as { id: string; gesture: string; expiresAt: string };
const sendSelfie = (auth: string, promptId: string, file: Buffer = selfie) =>
  request(t.app)
    .put(api(`/me/verification/selfie?promptId=${promptId}`))
    .set('Authorization', auth)
    .attach('file', file, 'me.jpg');
const sendId = (
  auth: string,
  file: Buffer,
  name = 'id.pdf',
  legalName: string | null = 'Amina Saleh Al Mansouri',
) => {
  const sent = request(t.app).put(api('/me/verification/id')).set('Authorization', auth);
  return (legalName === null ? sent : sent.field('legalName', legalName)).attach('file', file, name);
};
const queue = async (filter: Record<string, unknown>, auth = moderator) =>
  (
    await get(api(`/admin/verifications?filter=${encodeURIComponent(JSON.stringify(filter))}`), auth).expect(
      200,
    )
  ).body as { id: string; kind: string; status: string; gesture: string | null }[];
const mine = async (auth: string) => (await get(api('/me/verification'), auth).expect(200)).body;
const memberVerified = (memberId: string, kind: 'phone' | 'email') =>
  envelopeOf('auth', {
    type: 'member.verified',
    key: memberId,
    payload: { memberId, kind, at: new Date().toISOString() },
  });
const snapshots = (memberId: string) =>
  t.published.filter(
    (e) =>
      e.type === 'profile.updated' &&
      (e.payload as { profile: { memberId: string } }).profile.memberId === memberId,
  ) as unknown as { payload: { profile: { badges: Record<string, boolean> }; changed: string[] } }[];

describe('the selfie', () => {
  it('answers a random gesture, waits for staff, and approved gives the badge; the file is then gone', async () => {
    const owner = await t.register({ fullName: 'Maryam Saleh' });
    expect(await mine(owner.auth)).toMatchObject({
      verified: false,
      selfie: { status: 'none' },
      id: { status: 'none' },
      badges: { phone: false, email: false, selfie: false, id: false },
    });
    const p = await prompt(owner.auth);
    expect(SELFIE_GESTURES).toContain(p.gesture);
    expect(new Date(p.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const sent = (await sendSelfie(owner.auth, p.id).expect(200)).body;
    expect(sent.selfie.status).toBe('pending');
    // One pending per kind, and the prompt is used up.
    const again = await sendSelfie(owner.auth, (await prompt(owner.auth)).id).expect(409);
    expect(again.body.code).toBe('verification_pending');
    await sendSelfie(owner.auth, p.id).expect(422);

    const [item] = await queue({ memberId: owner.memberId, status: 'pending' });
    expect(item).toMatchObject({ kind: 'selfie', gesture: p.gesture });
    const full = (await get(api(`/admin/verifications/${item!.id}`), moderator).expect(200)).body;
    expect(full.profilePhotos).toEqual([]);
    const file = await get(full.file.url, moderator).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    // Nobody else may fetch it, the member included; not even another moderator.
    await get(full.file.url, owner.auth).expect(404);
    await get(full.file.url, await t.bearer('moderator')).expect(404);
    await get(full.file.url).expect(404);
    const keys = await t.objects.list(`verifications/${owner.memberId}`);
    expect(keys).toHaveLength(1);
    // Never among the member's media.
    expect(await t.objects.list(`members/${owner.memberId}`)).toEqual([]);

    const approved = (
      await request(t.app)
        .post(api(`/admin/verifications/${item!.id}/approve`))
        .set('Authorization', moderator)
        .expect(200)
    ).body;
    expect(approved).toMatchObject({ status: 'approved', file: null });
    expect(await t.objects.list(`verifications/${owner.memberId}`)).toEqual([]);
    await get(full.file.url, moderator).expect(404);
    await request(t.app)
      .post(api(`/admin/verifications/${item!.id}/reject`))
      .set('Authorization', moderator)
      .send({ reason: 'other' })
      .expect(409);

    expect((await mine(owner.auth)).selfie.status).toBe('approved');
    expect((await get(api('/me'), owner.auth).expect(200)).body.badges.selfie).toBe(true);
    await eventually(() => snapshots(owner.memberId).some((e) => e.payload.profile.badges.selfie));
    await eventually(() =>
      t.published.some(
        (e) =>
          e.type === 'staff.acted' &&
          (e.payload as { action: string; targetId: string }).action === 'verification.approve' &&
          (e.payload as { targetId: string }).targetId === item!.id,
      ),
    );
    // Nothing left to prove.
    await sendSelfie(owner.auth, (await prompt(owner.auth)).id).expect(409);
  });

  it('is refused without a prompt of the member’s own, and by content', async () => {
    const owner = await t.register();
    const other = await t.register();
    const theirs = await prompt(other.auth);
    const refused = await sendSelfie(owner.auth, theirs.id).expect(422);
    expect(refused.body).toMatchObject({ code: 'verification_prompt_invalid', field: 'promptId' });
    await sendSelfie(owner.auth, 'nonsense').expect(422);
    const p = await prompt(owner.auth);
    const script = Buffer.from('<script>alert(1)</script>');
    const wrong = await sendSelfie(owner.auth, p.id, script).expect(415);
    expect(wrong.body.field).toBe('file');
    // The refusal used nothing up: the same prompt still serves.
    await sendSelfie(owner.auth, p.id).expect(200);
  });

  it('rejected, tells the member why and a new one may be sent', async () => {
    const owner = await t.register();
    await sendSelfie(owner.auth, (await prompt(owner.auth)).id).expect(200);
    const [item] = await queue({ memberId: owner.memberId });
    const bad = await request(t.app)
      .post(api(`/admin/verifications/${item!.id}/reject`))
      .set('Authorization', moderator)
      .send({ reason: 'not_a_person' });
    expect(bad.status).toBe(400);
    const rejected = (
      await request(t.app)
        .post(api(`/admin/verifications/${item!.id}/reject`))
        .set('Authorization', moderator)
        .send({ reason: 'gesture_mismatch', note: 'Left hand, not right' })
        .expect(200)
    ).body;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'gesture_mismatch', file: null });
    expect(await t.objects.list(`verifications/${owner.memberId}`)).toEqual([]);
    const state = await mine(owner.auth);
    expect(state.selfie).toMatchObject({ status: 'rejected', reason: 'gesture_mismatch' });
    expect(JSON.stringify(state)).not.toContain('Left hand');
    await sendSelfie(owner.auth, (await prompt(owner.auth)).id).expect(200);
  });
});

describe('the identity document', () => {
  it('takes a PDF or an image by content, not a spreadsheet or a name', async () => {
    const owner = await t.register();
    await sendId(owner.auth, Buffer.from('PK\u0003\u0004 not a document'), 'id.pdf').expect(415);
    const pdf = await sendId(owner.auth, tinyPdf(1)).expect(200);
    expect(pdf.body.id.status).toBe('pending');
    const [item] = await queue({ memberId: owner.memberId, kind: 'id' });
    const full = (await get(api(`/admin/verifications/${item!.id}`), moderator).expect(200)).body;
    expect(full.file.contentType).toBe('application/pdf');
    // Staff read the name the member gave as on the document beside it.
    expect(full.legalName).toBe('Amina Saleh Al Mansouri');
    await get(full.file.url, moderator).expect(200);
    await request(t.app)
      .post(api(`/admin/verifications/${item!.id}/approve`))
      .set('Authorization', moderator)
      .expect(200);
    expect((await mine(owner.auth)).badges.id).toBe(true);
  });

  it('asks the full name as on the document: none, or too short, is a 400 on legalName and nothing waits', async () => {
    const owner = await t.register();
    const none = await sendId(owner.auth, tinyPdf(1), 'id.pdf', null).expect(400);
    expect(none.body).toMatchObject({ field: 'legalName', messageKey: 'validation.required' });
    const short = await sendId(owner.auth, tinyPdf(1), 'id.pdf', 'Am').expect(400);
    expect(short.body).toMatchObject({ field: 'legalName', messageKey: 'validation.minLength' });
    expect((await mine(owner.auth)).id.status).toBe('none');
  });
});

describe('badges', () => {
  it('come from member.verified once, and show in the views, cards and snapshot', async () => {
    const owner = await t.register({ fullName: 'Huda Nasser' });
    const viewer = await t.register({ gender: 'male' });
    const phone = memberVerified(owner.memberId, 'phone');
    await t.redeliver(phone);
    await eventually(async () => (await mine(owner.auth)).badges.phone === true);
    await t.redeliver(phone);
    await t.redeliver(memberVerified(owner.memberId, 'phone'));
    await eventually(() => snapshots(owner.memberId).some((e) => e.payload.changed.includes('badges')));
    expect(snapshots(owner.memberId).filter((e) => e.payload.changed.includes('badges'))).toHaveLength(1);

    const seen = (await get(api(`/${owner.memberId}`), viewer.auth).expect(200)).body;
    expect(seen.badges).toEqual({ phone: true, email: false, selfie: false, id: false });
    const guest = (await get(api(`/${owner.memberId}`)).expect(200)).body;
    expect(guest.badges.phone).toBe(true);
    const cards = (
      await request(t.app)
        .post(api('/cards'))
        .set('Authorization', viewer.auth)
        .send({ ids: [owner.memberId] })
        .expect(200)
    ).body;
    expect(cards.items[0].badges.phone).toBe(true);
    const staffView = (await get(api(`/admin/members/${owner.memberId}`), moderator).expect(200)).body;
    expect(staffView.badges.phone).toBe(true);

    // Phone and selfie make a member "verified".
    await sendSelfie(owner.auth, (await prompt(owner.auth)).id).expect(200);
    const [item] = await queue({ memberId: owner.memberId });
    await request(t.app)
      .post(api(`/admin/verifications/${item!.id}/approve`))
      .set('Authorization', moderator)
      .expect(200);
    expect((await mine(owner.auth)).verified).toBe(true);
  });
});

describe('who may', () => {
  it('members get 403 on the staff routes, guests 401; unknown ids 404', async () => {
    const member = await t.register();
    await sendSelfie(member.auth, (await prompt(member.auth)).id).expect(200);
    const [item] = await queue({ memberId: member.memberId });
    await get(api('/admin/verifications'), member.auth).expect(403);
    await get(api(`/admin/verifications/${item!.id}`), member.auth).expect(403);
    await request(t.app)
      .post(api(`/admin/verifications/${item!.id}/approve`))
      .set('Authorization', member.auth)
      .expect(403);
    await get(api('/admin/verifications')).expect(401);
    await get(api('/me/verification')).expect(401);
    await get(api(`/admin/verifications/${crypto.randomUUID()}`), moderator).expect(404);
    await get(api('/admin/verifications?filter={"colour":"red"}'), moderator).expect(400);
    // Staff accounts have no profile to verify.
    await get(api('/me/verification'), await t.bearer('admin')).expect(404);
  });
});

describe('erasure', () => {
  it('deletes the files and the rows', async () => {
    const owner = await t.register();
    await sendSelfie(owner.auth, (await prompt(owner.auth)).id).expect(200);
    const [item] = await queue({ memberId: owner.memberId });
    const full = (await get(api(`/admin/verifications/${item!.id}`), moderator).expect(200)).body;
    expect(await t.objects.list(`verifications/${owner.memberId}`)).toHaveLength(1);
    await t.publishAuthEvent({
      type: 'member.deleted',
      key: owner.memberId,
      payload: { memberId: owner.memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(async () => (await get(api('/me'), owner.auth)).status === 404);
    expect(await t.objects.list(`verifications/${owner.memberId}`)).toEqual([]);
    await get(api(`/admin/verifications/${item!.id}`), moderator).expect(404);
    await get(full.file.url, moderator).expect(404);
  });
});
