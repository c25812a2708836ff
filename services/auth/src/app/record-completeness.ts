import type { ProfileUpdatedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { recordCompleteness } from '../store/member-admin-store.js';

/** The profile's completeness as the profile service computed it, for the staff's member list. */
export function recordProfileCompleteness(tx: Db, profile: ProfileUpdatedPayload['profile']) {
  return recordCompleteness(tx, profile.memberId, profile.completeness, new Date(profile.updatedAt));
}
