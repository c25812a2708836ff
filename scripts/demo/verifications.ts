import type { MyVerification, SelfiePrompt, VerificationItem } from '@mawadda/contracts';
import { adminList, type Api } from './api.js';
import type { Cast } from './cast.js';
import { fileForm, idCardPng, selfiePng } from './documents.js';
import type { Seeded } from './seeded.js';

/**
 * Identity verification (profile README: Verification and badges), as members and staff do it:
 * the admin approves some, so badges and the "verified only" filter have something to show; the
 * rest wait in the console's queue. A member whose kind is pending or approved sends nothing again.
 */

export interface VerificationScene {
  /** Submissions the admin approved, and those left for the moderator (this run's and before). */
  approved: number;
  pending: number;
  /** Approved by this run (none on a second run). */
  approvedNow: number;
}

type Kind = 'selfie' | 'id' | 'marital';

async function submit(api: Api, s: Seeded, kind: Kind): Promise<void> {
  const state = (await api<MyVerification>('GET', '/api/profile/me/verification', { token: s.token })).body;
  const status = state[kind]?.status;
  if (status === 'pending' || status === 'approved') return;
  if (kind === 'selfie') {
    const prompt = await api<SelfiePrompt>('POST', '/api/profile/me/verification/selfie/prompt', {
      token: s.token,
    });
    const png = await selfiePng(s.member.avatarSeed, prompt.body.gesture);
    await api('PUT', `/api/profile/me/verification/selfie?promptId=${prompt.body.id}`, {
      token: s.token,
      form: fileForm(png, 'image/png', 'selfie.png'),
    });
  } else if (kind === 'marital') {
    // A family book backing what she declares (profile README: declarations); which one goes first.
    const form = fileForm(await idCardPng(s.member.avatarSeed), 'image/png', 'family-book.png');
    const withDocument = new FormData();
    withDocument.append('document', 'family_book');
    for (const [key, value] of form) withDocument.append(key, value);
    await api('PUT', '/api/profile/me/verification/marital', { token: s.token, form: withDocument });
  } else {
    // The name as on the card goes first: the service reads it before the file.
    const form = fileForm(await idCardPng(s.member.avatarSeed), 'image/png', 'id-card.png');
    const withName = new FormData();
    withName.append('legalName', s.member.registration.fullName);
    for (const [key, value] of form) withName.append(key, value);
    await api('PUT', '/api/profile/me/verification/id', { token: s.token, form: withName });
  }
}

/** The admin approves what `s` has waiting of `kind`, as the console does; returns how many. */
async function approve(api: Api, adminToken: string, s: Seeded, kind: Kind): Promise<number> {
  const waiting = await api<VerificationItem[]>(
    'GET',
    adminList('/api/profile/admin/verifications', { status: 'pending', memberId: s.id, kind }, [0, 9]),
    { token: adminToken },
  );
  for (const item of waiting.body)
    // 409: decided already (a console open beside a resumed seed).
    await api('POST', `/api/profile/admin/verifications/${item.id}/approve`, {
      token: adminToken,
      expect: [200, 409],
    });
  return waiting.body.length;
}

export async function seedVerifications(
  api: Api,
  adminToken: string,
  cast: Cast,
): Promise<VerificationScene> {
  const plan: [Seeded[], Kind, boolean][] = [
    [cast.selfieApproved, 'selfie', true],
    [cast.idApproved, 'id', true],
    [cast.selfiePending, 'selfie', false],
    [cast.idPending, 'id', false],
    // Those with a checked ID back their declaration too; those waiting wait for both.
    [cast.idApproved, 'marital', true],
    [cast.idPending, 'marital', false],
  ];
  let approvedNow = 0;
  for (const [members, kind, approves] of plan)
    for (const s of members) {
      await submit(api, s, kind);
      if (approves) approvedNow += await approve(api, adminToken, s, kind);
    }
  const total = (approves: boolean) =>
    plan.filter(([, , a]) => a === approves).reduce((sum, [members]) => sum + members.length, 0);
  return { approved: total(true), pending: total(false), approvedNow };
}
