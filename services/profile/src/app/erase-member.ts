import type { Db } from '@mawadda/kit';
import { deleteMemberFiles } from '../media/asset-objects.js';
import type { ProfileApp } from './context.js';

/**
 * Erasure (PDPL/GDPR) on `member.deleted`, in its inbox transaction: every file, then the profile,
 * assets, and the grants and blocks on either side. Files first: if that fails the event is
 * retried with the rows still there, and deleting files twice is harmless.
 */
export async function eraseMember(app: ProfileApp, tx: Db, memberId: string): Promise<void> {
  const files = await deleteMemberFiles(app.objects, memberId);
  await app.store.purge(tx, memberId);
  app.activity.forget(memberId);
  app.logger.info({ memberId, files }, 'member erased from profiles');
}
