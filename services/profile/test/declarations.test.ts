import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@mawadda/kit';
import { guardianChanged } from './support/guardian-events.js';
import { eventually, startProfileApp, type ProfileApp } from './support/profile-app.js';
import { tinyPdf } from './support/tiny-pdf.js';

/*
 * README: declarations. Marital state, children and wives are what a member declares; a document
 * staff check (the verification machinery, same privacy and deletion) and her guardian's word back
 * the declaration as it stood, and an edit of it drops both. Others read only the badges.
 */

let t: ProfileApp;
let moderator: string;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  moderator = await t.bearer('moderator');
});
afterAll(() => t.close());

const api = (path: string) => `/api/profile${path}`;
const get = (url: string, auth?: string) => {
  const r = request(t.app).get(url);
  return auth ? r.set('Authorization', auth) : r;
};
const sendDocument = (auth: string, file: Buffer, document: string | null = 'divorce_certificate') => {
  const sent = request(t.app).put(api('/me/verification/marital')).set('Authorization', auth);
  return (document === null ? sent : sent.field('document', document)).attach('file', file, 'doc.pdf');
};
const edit = (auth: string, body: Record<string, unknown>) =>
  request(t.app).patch(api('/me')).set('Authorization', auth).send(body);
const attest = (memberId: string, auth: string) =>
  request(t.app)
    .put(api(`/guardian/members/${memberId}/declaration/attestation`))
    .set('Authorization', auth);
const pendingOf = async (memberId: string) =>
  (
    await get(
      api(
        `/admin/verifications?filter=${encodeURIComponent(JSON.stringify({ memberId, status: 'pending' }))}`,
      ),
      moderator,
    ).expect(200)
  ).body as { id: string; kind: string; document: string | null; declared: unknown }[];
const decide = (id: string, how: 'approve' | 'reject') => {
  const r = request(t.app)
    .post(api(`/admin/verifications/${id}/${how}`))
    .set('Authorization', moderator);
  return how === 'reject' ? r.send({ reason: 'unreadable' }) : r;
};
const badgesSeenBy = async (memberId: string, auth?: string) =>
  (await get(api(`/${memberId}`), auth).expect(200)).body.declaration;

async function guardianAccount() {
  const id = uuidv7();
  return { id, auth: await t.bearer('guardian', id) };
}

/** A divorced woman with children, her guardian linked, and a man who reads her public profile. */
async function scene() {
  const ward = await t.register({ fullName: 'Huda Nasser', maritalState: 'divorced' });
  await edit(ward.auth, { hasChildren: 'yes-living-with-me' }).expect(200);
  const wali = await guardianAccount();
  await guardianChanged(t, ward.memberId, wali.id, {});
  const reader = await t.register({ gender: 'male' });
  return { ward, wali, reader };
}

describe('a declaration backed by a document', () => {
  it('is checked by staff against what she declared, shown to others only as a badge', async () => {
    const { ward, reader } = await scene();
    expect(await badgesSeenBy(ward.memberId, reader.auth)).toEqual({
      declared: true,
      attested: false,
      documentChecked: false,
    });
    expect((await get(api('/me/verification'), ward.auth).expect(200)).body.marital).toMatchObject({
      status: 'none',
    });

    // The type is read from the bytes, whatever the name says; the document must be named.
    const text = await sendDocument(ward.auth, Buffer.from('not a certificate at all'));
    expect(text.status).toBe(415);
    const unnamed = await sendDocument(ward.auth, tinyPdf(1), null).expect(400);
    expect(unnamed.body.errors[0]).toMatchObject({ field: 'document' });
    await sendDocument(ward.auth, tinyPdf(1), 'passport').expect(400);

    const sent = (await sendDocument(ward.auth, tinyPdf(1)).expect(200)).body;
    expect(sent.marital.status).toBe('pending');
    await sendDocument(ward.auth, tinyPdf(1)).expect(409);
    const [item] = await pendingOf(ward.memberId);
    expect(item).toMatchObject({
      kind: 'marital',
      document: 'divorce_certificate',
      declared: { maritalState: 'divorced', hasChildren: 'yes-living-with-me', wives: null },
    });
    // The file is for the staff member it was signed for, never the member's media.
    const full = (await get(api(`/admin/verifications/${item!.id}`), moderator).expect(200)).body;
    await get(full.file.url, moderator).expect(200);
    await get(full.file.url, ward.auth).expect(404);
    await get(full.file.url, reader.auth).expect(404);
    expect(await t.objects.list(`members/${ward.memberId}`)).toEqual([]);
    // Members are not staff.
    await get(api('/admin/verifications'), ward.auth).expect(403);

    await decide(item!.id, 'approve').expect(200);
    expect(await t.objects.list(`verifications/${ward.memberId}`)).toEqual([]);
    await get(full.file.url, moderator).expect(404);
    expect(await badgesSeenBy(ward.memberId, reader.auth)).toEqual({
      declared: true,
      attested: false,
      documentChecked: true,
    });
    expect((await get(api('/me'), ward.auth).expect(200)).body.declaration.documentChecked).toBe(true);
    // Audit-logged like the ID decision; the snapshot carries the badge, never the document.
    await eventually(() =>
      t.published.some(
        (e) =>
          e.type === 'staff.acted' &&
          (e.payload as { action: string; targetId: string }).action === 'verification.approve' &&
          (e.payload as { targetId: string }).targetId === item!.id,
      ),
    );
    const snapshot = t.published.findLast(
      (e) =>
        e.type === 'profile.updated' &&
        (e.payload as { profile: { memberId: string } }).profile.memberId === ward.memberId,
    )!.payload as { profile: { declaration: unknown }; changed: string[] };
    expect(snapshot.changed).toEqual(['declaration']);
    expect(snapshot.profile.declaration).toEqual({ declared: true, attested: false, documentChecked: true });
    // The member view carries badges only.
    const seen = JSON.stringify((await get(api(`/${ward.memberId}`), reader.auth).expect(200)).body);
    expect(seen).not.toContain('divorce_certificate');
    expect(seen).not.toContain(item!.id);
    // Nothing left to prove for this declaration.
    await sendDocument(ward.auth, tinyPdf(1)).expect(409);
  });

  it('a rejection says why and deletes the file; an approval for a changed declaration checks nothing', async () => {
    const { ward } = await scene();
    await sendDocument(ward.auth, tinyPdf(1)).expect(200);
    const [first] = await pendingOf(ward.memberId);
    await decide(first!.id, 'reject').expect(200);
    expect(await t.objects.list(`verifications/${ward.memberId}`)).toEqual([]);
    expect((await get(api('/me/verification'), ward.auth).expect(200)).body.marital).toMatchObject({
      status: 'rejected',
      reason: 'unreadable',
    });

    await sendDocument(ward.auth, tinyPdf(1), 'family_book').expect(200);
    const [second] = await pendingOf(ward.memberId);
    // She changes what she declares while staff look: the document backed the old one.
    await edit(ward.auth, { hasChildren: 'no' }).expect(200);
    await decide(second!.id, 'approve').expect(200);
    expect((await get(api('/me'), ward.auth).expect(200)).body.declaration.documentChecked).toBe(false);
    expect((await get(api('/me/verification'), ward.auth).expect(200)).body.marital.status).toBe('none');
  });
});

describe('a guardian attests', () => {
  it('only his own ward’s declaration; another guardian, a member or staff are refused', async () => {
    const { ward, wali, reader } = await scene();
    const stranger = await guardianAccount();
    await attest(ward.memberId, stranger.auth).expect(404);
    await get(api(`/guardian/members/${ward.memberId}/declaration`), stranger.auth).expect(404);
    await attest(ward.memberId, ward.auth).expect(403);
    await attest(ward.memberId, reader.auth).expect(403);
    await attest(ward.memberId, moderator).expect(403);
    await request(t.app)
      .put(api(`/guardian/members/${ward.memberId}/declaration/attestation`))
      .expect(401);
    await attest(uuidv7(), wali.auth).expect(404);
    expect((await badgesSeenBy(ward.memberId, reader.auth)).attested).toBe(false);

    const read = (await get(api(`/guardian/members/${ward.memberId}/declaration`), wali.auth).expect(200))
      .body;
    expect(read).toMatchObject({
      declaration: { maritalState: 'divorced', hasChildren: 'yes-living-with-me' },
      badges: { attested: false },
      attestedAt: null,
    });
    const done = (await attest(ward.memberId, wali.auth).expect(200)).body;
    expect(done.badges.attested).toBe(true);
    // Again: the first time is kept.
    expect((await attest(ward.memberId, wali.auth).expect(200)).body.attestedAt).toBe(done.attestedAt);
    expect(await badgesSeenBy(ward.memberId, reader.auth)).toEqual({
      declared: true,
      attested: true,
      documentChecked: false,
    });
    // A guardian whose link ended may not attest again.
    await guardianChanged(t, ward.memberId, null);
    await attest(ward.memberId, wali.auth).expect(404);
  });
});

describe('a changed declaration', () => {
  it('drops the document check and the attestation; other edits keep them', async () => {
    const { ward, wali, reader } = await scene();
    await attest(ward.memberId, wali.auth).expect(200);
    await sendDocument(ward.auth, tinyPdf(1)).expect(200);
    const [item] = await pendingOf(ward.memberId);
    await decide(item!.id, 'approve').expect(200);
    expect(await badgesSeenBy(ward.memberId, reader.auth)).toEqual({
      declared: true,
      attested: true,
      documentChecked: true,
    });
    // Not a declaration: the checks stand.
    await edit(ward.auth, { profession: 'Teacher' }).expect(200);
    expect((await badgesSeenBy(ward.memberId, reader.auth)).documentChecked).toBe(true);

    await edit(ward.auth, { maritalState: 'widowed' }).expect(200);
    expect(await badgesSeenBy(ward.memberId, reader.auth)).toEqual({
      declared: true,
      attested: false,
      documentChecked: false,
    });
    // The new declaration may be backed again.
    await sendDocument(ward.auth, tinyPdf(1), 'death_certificate').expect(200);
  });

  it('a guest reading a private profile sees neither the marital state nor its badges', async () => {
    const { ward } = await scene();
    await edit(ward.auth, { visibility: 'private' }).expect(200);
    const guest = (await get(api(`/${ward.memberId}`)).expect(200)).body;
    expect(guest.limited).toBe(true);
    expect(guest.maritalState).toBeNull();
    expect(guest.declaration).toBeUndefined();
  });
});

describe('erasure', () => {
  it('deletes a declaration’s pending document with the member', async () => {
    const { ward } = await scene();
    await sendDocument(ward.auth, tinyPdf(1)).expect(200);
    expect(await t.objects.list(`verifications/${ward.memberId}`)).toHaveLength(1);
    await t.publishAuthEvent({
      type: 'member.deleted',
      key: ward.memberId,
      payload: { memberId: ward.memberId, deletedAt: new Date().toISOString() },
    });
    await eventually(async () => (await get(api('/me'), ward.auth)).status === 404);
    expect(await t.objects.list(`verifications/${ward.memberId}`)).toEqual([]);
  });
});
