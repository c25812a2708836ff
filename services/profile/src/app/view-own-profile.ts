import type { OwnProfile } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { ownView } from '../domain/profile-views.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';

/** The member's own profile, private fields and media (signed for them) included. */
export async function viewOwnProfile(
  { store, signer }: ProfileApp,
  memberId: string,
): Promise<Outcome<OwnProfile, RefusalOf<'not_found'>>> {
  const row = await store.find(memberId);
  // Staff accounts have no profile, nor does a member before `member.registered` arrives.
  if (!row) return refused(NOT_FOUND);
  return ok(ownView(row, await store.assetsOf(memberId), signer));
}
