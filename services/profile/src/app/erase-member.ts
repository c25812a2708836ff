import type { Db } from '@mawadda/kit';
import { deleteMemberFiles, deleteViewerCopies } from '../media/asset-objects.js';
import type { ProfileApp } from './context.js';
import { eraseVerifications } from './verification-badges.js';

/**
 * Erasure on `member.deleted`, in its inbox transaction: every file and watermarked copy, then
 * every row of theirs on either side. Files first: if that fails the event is retried with the rows
 * still there, and deleting files twice is harmless.
 */
export async function eraseMember(app: ProfileApp, tx: Db, memberId: string): Promise<void> {
  const files = await deleteMemberFiles(app.objects, memberId);
  // The copies of others' images that carry this member's number as their viewer go too.
  const copies = await deleteViewerCopies(app.objects, memberId);
  // Selfies and identity documents (files, then rows) before the profile.
  await eraseVerifications(app, tx, memberId);
  await app.store.purge(tx, memberId);
  await app.preferences.purge(tx, memberId);
  // Reveals, requests and contacts either way; the member's view log, and their id in others'.
  await app.reveals.purge(tx, memberId);
  await app.views.purge(tx, memberId);
  // Their guardian copy and reveals waiting for a guardian, as owner or viewer: one waiting
  // to reveal to them is withdrawn, so the owner's guardian is told so if they answer.
  await app.guardians.purge(tx, memberId, app.clock());
  app.memberNumbers.delete(memberId);
  app.activity.forget(memberId);
  app.logger.info({ memberId, files, copies }, 'member erased from profiles');
}
