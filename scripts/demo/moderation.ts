import type { ModerationItem, ModerationKind, OwnProfile } from '@mawadda/contracts';
import { adminList, type Api } from './api.js';
import { avatarPng } from './avatar.js';
import { prng } from './people.js';
import type { Seeded } from './seeded.js';

/**
 * The demo under pre-moderation: every avatar and about-me text waits for a moderator. The admin
 * approves most, so the demo still shows faces, and leaves a day's queue for the moderator.
 */

export interface ModerationPlan {
  /** Members (by index) whose avatar stays pending: others see no face yet. */
  avatars: Set<number>;
  /** Members with an approved avatar who add an album photo or a cover, left pending. */
  additions: Map<number, 'photo' | 'cover'>;
  /** Members whose about-me text stays pending. */
  aboutMe: Set<number>;
}

/**
 * Who keeps what pending: about 1 in 20 members with photos (15 of 300) and 1 in 60 with an
 * about-me text (5 of 300), never the two sample members, whose pages should look finished.
 * Chosen by index before anyone registers, so each member is handled as soon as they are in.
 */
export function moderationPlan(count: number, seed: number): ModerationPlan {
  const r = prng(seed + 3);
  const others = Array.from({ length: Math.max(0, count - 2) }, (_, i) => i + 2);
  for (let i = others.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  const photos = Math.min(others.length, Math.max(2, Math.round(count / 20)));
  const texts = Math.min(others.length - photos, Math.max(1, Math.round(count / 60)));
  const newAvatars = Math.max(1, Math.round(photos * 0.6));
  return {
    avatars: new Set(others.slice(0, newAvatars)),
    additions: new Map(others.slice(newAvatars, photos).map((m, i) => [m, i % 2 === 0 ? 'photo' : 'cover'])),
    aboutMe: new Set(others.slice(photos, photos + texts)),
  };
}

const keptPending = (plan: ModerationPlan, index: number, kind: ModerationKind) =>
  kind === 'avatar' ? plan.avatars.has(index) : kind === 'aboutMe' ? plan.aboutMe.has(index) : true;

/**
 * The admin approves a member's profile and avatar right after they are sent, as the console does,
 * unless the plan keeps them waiting. Done inside the registration lanes, so approvals overlap the
 * site's password hashing. Returns how many were approved.
 */
export async function approveMember(api: Api, adminToken: string, s: Seeded, plan: ModerationPlan) {
  const pending = await api<ModerationItem[]>(
    'GET',
    adminList('/api/profile/admin/moderation', { status: 'pending', memberId: s.id }, [0, 49]),
    { token: adminToken },
  );
  const approve = pending.body.filter((item) => !keptPending(plan, s.member.index, item.kind));
  for (const item of approve)
    // 409: decided already (a console open beside a resumed seed).
    await api('POST', `/api/profile/admin/moderation/${item.id}/approve`, {
      token: adminToken,
      expect: [200, 404, 409],
    });
  return approve.length;
}

/**
 * A plan's addition (an album photo or a cover), after the avatar's approval so it alone waits. A member who has one already (a resumed seed) uploads nothing.
 */
export async function uploadAddition(api: Api, s: Seeded, plan: ModerationPlan): Promise<boolean> {
  const kind = plan.additions.get(s.member.index);
  if (!kind) return false;
  const me = (await api<OwnProfile>('GET', '/api/profile/me', { token: s.token })).body;
  if (kind === 'photo' ? me.media.photos.length > 0 : me.media.cover) return false;
  const form = new FormData();
  const png = await avatarPng(s.member.avatarSeed + 1);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${kind}.png`);
  if (kind === 'photo') await api('POST', '/api/profile/me/photos', { token: s.token, form });
  else await api('PUT', '/api/profile/me/cover', { token: s.token, form });
  return true;
}
