import type { MemberProfile } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { hiddenFrom, sightOf } from '../domain/media-access.js';
import { othersSee } from '../domain/moderation.js';
import type { MediaViewer } from '../domain/media-url.js';
import { profileSightFor } from '../domain/profile-reader.js';
import { memberView } from '../domain/profile-views.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';

/**
 * Another member's profile, as the privacy rules let this viewer (member, staff or guest) see it.
 * With `guardianId` (a guardian account, a guest to the media rules) only the members linked to
 * that guardian are found, and read whole.
 */
export async function viewMemberProfile(
  { store, access, reveals, guardians, signer, moderation }: ProfileApp,
  viewer: MediaViewer,
  memberId: string,
  guardianId?: string,
): Promise<Outcome<MemberProfile, RefusalOf<'not_found'>>> {
  const row = await store.find(memberId);
  // Companies are accounts, not candidates: their profile is not shown to members.
  if (!row || row.kind !== 'individual') return refused(NOT_FOUND);
  if (guardianId && (await guardians.of(row.memberId))?.guardianId !== guardianId) return refused(NOT_FOUND);
  const standing = await access.standing(viewer, row.memberId);
  // A member the owner blocks gets the same answer as for no one, so the block is not revealed.
  if (hiddenFrom(row.memberId, viewer, standing)) return refused(NOT_FOUND);
  // Photos and CV each by their rule: the profile's privacy, then the owner's hiding and reveals.
  const sight = sightOf(row, viewer, standing);
  // The profile as members see it, whoever asks (the owner too): images awaiting review are left
  // out under pre-moderation; the owner finds them on their own profile, staff in the queue.
  const assets = sight.media ? othersSee(await store.assetsOf(row.memberId), moderation) : [];
  // The viewer's own requests to see, so the page says "Request sent" or "Declined".
  const requests =
    viewer.kind === 'member' && viewer.id !== row.memberId
      ? (await reveals.latestRequestsBy(row.memberId, viewer.id)).map((r) => ({
          subject: r.subject,
          status: r.status,
        }))
      : [];
  const reading = profileSightFor(row, viewer, standing, guardianId !== undefined);
  return ok(memberView(row, assets, signer, viewer, sight, reading, requests));
}
