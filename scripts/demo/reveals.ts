import type { MemberProfile, OwnProfile, Reveal, RevealRequest, RevealSubject } from '@mawadda/contracts';
import { sleep, type Api } from './api.js';
import type { Cast } from './cast.js';
import { cvPdf, fileForm } from './documents.js';
import type { Seeded } from './seeded.js';

/**
 * Hidden photos and CVs revealed to one named member (profile README: Reveal and watermarks), made
 * through the site as members do it; some requests are left waiting for their owners. Each step
 * looks at the owner's reveals and requests first, so a resumed seed neither asks nor reveals twice.
 */

export interface RevealScene {
  hiding: number;
  revealed: number;
  /** The woman whose photos the first sample man sees (her email). */
  revealedToFirst: string;
  awaitingGuardian: number;
  requestsWaiting: number;
}

const reveals = async (api: Api, owner: Seeded) =>
  (await api<{ items: Reveal[] }>('GET', '/api/profile/me/reveals', { token: owner.token })).body.items;
const pendingRequests = async (api: Api, owner: Seeded) =>
  (await api<{ items: RevealRequest[] }>('GET', '/api/profile/me/reveal-requests', { token: owner.token }))
    .body.items;

/** The first of `askers` the owner hides `subject` from asks to see it; undefined if none may. */
async function ask(api: Api, owner: Seeded, subject: RevealSubject, askers: readonly Seeded[]) {
  for (const asker of askers) {
    // 404: a block between the two; 409: nothing hidden from him (a private profile he does not follow).
    const res = await api<RevealRequest>('POST', `/api/profile/${owner.id}/reveal-requests`, {
      token: asker.token,
      json: { subject },
      expect: [200, 201, 404, 409],
    });
    if (res.status === 200 || res.status === 201) return res.body;
  }
  return undefined;
}

/** `owner` reveals `subject` to one of `viewers` by accepting his request to see, unless she has revealed it to someone. */
async function revealOnRequest(api: Api, owner: Seeded, subject: RevealSubject, viewers: readonly Seeded[]) {
  const done = (await reveals(api, owner)).find((r) => r.subject === subject);
  if (done) return { viewerId: done.viewerId, status: done.status, created: false };
  const request =
    (await pendingRequests(api, owner)).find(
      (r) => r.subject === subject && viewers.some((v) => v.id === r.requesterId),
    ) ?? (await ask(api, owner, subject, viewers));
  if (!request) throw new Error(`no member could ask ${owner.member.email} to see her ${subject}`);
  await api('POST', `/api/profile/me/reveal-requests/${request.id}/accept`, {
    token: owner.token,
    expect: [200, 409],
  });
  const made = (await reveals(api, owner)).find(
    (r) => r.subject === subject && r.viewerId === request.requesterId,
  );
  return { viewerId: request.requesterId, status: made?.status ?? 'granted', created: true };
}

/**
 * A reveal that must wait for the owner's guardian. Profile hears of the guardian through an
 * event; should the reveal have gone through before it did, it is revoked and asked again.
 */
async function revealAwaitingGuardian(api: Api, owner: Seeded, viewers: readonly Seeded[]) {
  for (let attempt = 0; ; attempt++) {
    const made = await revealOnRequest(api, owner, 'photos', viewers);
    if (made.status === 'awaiting_guardian' || !made.created) return made;
    if (attempt >= 20) throw new Error('profile did not hear of the demo guardian in time');
    await api('DELETE', `/api/profile/me/reveals/${made.viewerId}/photos`, { token: owner.token });
    await sleep(250);
  }
}

/** A request to see photos left for `owner` to answer, unless one waits already. */
async function leaveWaiting(api: Api, owner: Seeded, askers: readonly Seeded[]) {
  if ((await pendingRequests(api, owner)).some((r) => r.subject === 'photos')) return true;
  return (await ask(api, owner, 'photos', askers)) !== undefined;
}

/**
 * A private owner's photos are hidden only from accepted followers (the rest see no media at
 * all): the first of `men` follows her and she accepts, so he can ask.
 */
async function letFollow(api: Api, owner: Seeded, man: Seeded) {
  await api('POST', `/api/social/follows/${owner.id}`, { token: man.token, expect: [200, 201, 404, 409] });
  const incoming = await api<{ items: { id: string; memberId: string }[] }>(
    'GET',
    '/api/social/requests?direction=incoming&limit=50',
    { token: owner.token },
  );
  const request = incoming.body.items.find((r) => r.memberId === man.id);
  if (request)
    await api('POST', `/api/social/requests/${request.id}/accept`, {
      token: owner.token,
      expect: [200, 404],
    });
  // Profile opens her media to him when social's event arrives.
  for (let i = 0; i < 100; i++) {
    const view = await api<MemberProfile>('GET', `/api/profile/${owner.id}`, {
      token: man.token,
      expect: [200, 404],
    });
    if (view.status === 200 && view.body.hidden.photos) return;
    await sleep(100);
  }
}

async function hide(api: Api, owner: Seeded, cv: boolean) {
  if (cv) {
    const me = (await api<OwnProfile>('GET', '/api/profile/me', { token: owner.token })).body;
    if (!me.media.cv)
      await api('PUT', '/api/profile/me/cv', {
        token: owner.token,
        form: fileForm(cvPdf(owner.member.avatarSeed), 'application/pdf', 'cv.pdf'),
      });
  }
  await api('PUT', '/api/profile/me/privacy', {
    token: owner.token,
    json: cv ? { photosHidden: true, cvHidden: true } : { photosHidden: true },
  });
}

export async function seedReveals(api: Api, cast: Cast): Promise<RevealScene> {
  const { revealer, sampleWoman, photoGuarded, quietHider, firstMan, men } = cast;
  const hiders = [...new Set([revealer, sampleWoman, photoGuarded, ...(quietHider ? [quietHider] : [])])];
  for (const owner of hiders) await hide(api, owner, owner === revealer);
  let revealed = 0;
  let awaitingGuardian = 0;
  let requestsWaiting = 0;
  const count = (made: { status: string }) =>
    made.status === 'awaiting_guardian' ? awaitingGuardian++ : revealed++;

  // The first sample man sees her photos; another man her CV; a third's request waits for her.
  count(await revealOnRequest(api, revealer, 'photos', [firstMan]));
  count(await revealOnRequest(api, revealer, 'cv', men));
  if (await leaveWaiting(api, revealer, men.slice(1))) requestsWaiting++;
  if (quietHider) count(await revealOnRequest(api, quietHider, 'photos', men.slice(2)));
  // Her guardian approves photo reveals: this one waits for him.
  if (photoGuarded !== revealer) count(await revealAwaitingGuardian(api, photoGuarded, men));

  // The second sample member (private) has a request to see her photos waiting.
  let waitsForSample = await leaveWaiting(api, sampleWoman, men);
  if (!waitsForSample && men[0]) {
    await letFollow(api, sampleWoman, men[0]);
    waitsForSample = await leaveWaiting(api, sampleWoman, men);
  }
  if (waitsForSample) requestsWaiting++;
  return {
    hiding: hiders.length,
    revealed,
    revealedToFirst: revealer.member.email,
    awaitingGuardian,
    requestsWaiting,
  };
}
