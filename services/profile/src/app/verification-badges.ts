import type { MemberVerifiedPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { verificationFolder } from '../domain/verification.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';

/**
 * Auth's `member.verified` becomes the badge, in the inbox transaction. A repeat, or an event for a
 * profile not created yet or erased, changes nothing; a new badge re-announces the snapshot.
 */
export async function applyMemberVerified(app: ProfileApp, tx: Db, e: MemberVerifiedPayload): Promise<void> {
  const updated = await app.verifications.setBadge(tx, e.memberId, e.kind, new Date(e.at));
  if (updated) await announceProfileUpdated(app, tx, updated, ['badges']);
}

/** Erasure: every selfie and document file of the member, then the rows. */
export async function eraseVerifications(app: ProfileApp, tx: Db, memberId: string): Promise<number> {
  const files = await app.objects.deletePrefix(verificationFolder(memberId));
  await app.verifications.purge(tx, memberId);
  return files;
}
