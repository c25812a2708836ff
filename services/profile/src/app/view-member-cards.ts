import type { MemberCard } from '@mawadda/contracts';
import { memberCards } from '../domain/member-cards.js';
import type { MediaViewer } from '../domain/media-url.js';
import type { ProfileApp } from './context.js';

/**
 * Several members in short form for the social lists, which hold only ids. Three queries whatever
 * the batch. Members the viewer may not find are absent, not refused.
 */
export async function viewMemberCards(
  { store, access, guardians, signer, moderation }: ProfileApp,
  viewer: MediaViewer,
  memberIds: readonly string[],
  /** A guardian account's id: it reads as a guest but for the members linked to it. */
  guardianId?: string,
): Promise<MemberCard[]> {
  // Postgres answers uuids in lower case; ids are matched to rows as strings.
  const ids = memberIds.map((id) => id.toLowerCase());
  const [rows, standings, guardianOf] = await Promise.all([
    store.findIndividuals(ids),
    access.standings(viewer, ids),
    guardianId ? guardians.membersOf(guardianId, ids) : undefined,
  ]);
  const avatars = await store.avatarsOf(
    rows.map((r) => r.memberId),
    moderation,
  );
  return memberCards({ ids, rows, avatars, standings, signer, viewer, guardianOf });
}
