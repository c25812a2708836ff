import { namesFor, showsDetails, type MemberCard } from '@mawadda/contracts';
import type { AssetRow, ProfileRow } from '../store/schema.js';
import { hiddenFrom, maySeeSubject, NO_STANDING, type Standing } from './media-access.js';
import type { MediaUrlSigner, MediaViewer } from './media-url.js';
import { presenceOf } from './presence.js';
import { profileSightFor } from './profile-reader.js';
import { ageOf, avatarFor } from './profile-views.js';
import { badgesOf } from './verification.js';

/**
 * The cards of the members asked for, in order and each once. A member the viewer may not find is
 * absent, as from the profile route's 404. Avatar, names and presence follow the profile's own
 * reading (`profileSightFor`), so a card shows no more than the profile would.
 */
export function memberCards(input: {
  ids: readonly string[];
  /** Individuals among the ids; companies were left out by the query. */
  rows: readonly ProfileRow[];
  avatars: readonly AssetRow[];
  standings: ReadonlyMap<string, Standing>;
  signer: MediaUrlSigner;
  viewer: MediaViewer;
  /** The members whose guardian the viewer is (a guardian account, otherwise a guest). */
  guardianOf?: ReadonlySet<string>;
}): MemberCard[] {
  const { signer, viewer } = input;
  const rows = new Map(input.rows.map((r) => [r.memberId, r]));
  const avatars = new Map(input.avatars.map((a) => [a.memberId, a]));
  const cards: MemberCard[] = [];
  for (const id of new Set(input.ids)) {
    const p = rows.get(id);
    const standing = input.standings.get(id) ?? NO_STANDING;
    if (!p || hiddenFrom(p.memberId, viewer, standing)) continue;
    // The profile image is one of the photos: hidden ones show on cards only to those revealed to.
    const visible = maySeeSubject({
      ...standing,
      ownerId: p.memberId,
      visibility: p.visibility,
      photosHidden: p.photosHidden,
      cvHidden: p.cvHidden,
      viewer,
      subject: 'photos',
    });
    const reading = profileSightFor(p, viewer, standing, input.guardianOf?.has(id));
    const details = showsDetails(reading);
    cards.push({
      memberId: p.memberId,
      ...namesFor(reading, { fullName: p.fullName, fullNameEn: p.fullNameEn, fullNameAr: p.fullNameAr }),
      gender: details ? p.gender : null,
      age: ageOf(p),
      country: p.country,
      city: p.city,
      presence: details ? presenceOf(p) : 'offline',
      avatar: visible ? avatarFor(avatars.get(id), signer, viewer) : null,
      badges: badgesOf(p),
    });
  }
  return cards;
}
