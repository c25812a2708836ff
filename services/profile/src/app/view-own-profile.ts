import type { ModerationNotice, OwnProfile } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { ownView } from '../domain/profile-views.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';

/** The member's own profile, private fields, media (signed for them) and moderation notices included. */
export async function viewOwnProfile(
  app: ProfileApp,
  memberId: string,
): Promise<Outcome<OwnProfile, RefusalOf<'not_found'>>> {
  const row = await app.store.find(memberId);
  // Staff accounts have no profile, nor does a member before `member.registered` arrives.
  if (!row) return refused(NOT_FOUND);
  const [assets, notices] = await Promise.all([app.store.assetsOf(memberId), noticesOf(app, memberId)]);
  return ok(ownView(row, assets, app.signer, { notices }));
}

/** The rejections the owner has not dismissed, as the own view lists them. */
export async function noticesOf({ queue }: ProfileApp, memberId: string): Promise<ModerationNotice[]> {
  return (await queue.noticesOf(memberId)).map((n) => ({
    id: n.id,
    kind: n.kind,
    reason: n.reason,
    at: n.createdAt.toISOString(),
  }));
}
