import type { Db } from '@mawadda/kit';
import { photoEvent } from '../events/profile-events.js';
import { IMAGE_KINDS } from '../media/rendition.js';
import type { AssetRow, ProfileRow } from '../store/schema.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';
import { PHOTO_KIND } from './photo-kind.js';

/**
 * The row side of removing a file, under the profile's lock: the row goes, a pending decision
 * leaves the queue, the events say so. The caller deletes the bytes after commit, so bytes a failed
 * delete leaves are unreachable.
 */
export async function removeAssetRow(
  app: ProfileApp,
  tx: Db,
  profile: ProfileRow,
  asset: AssetRow,
  options: { announce?: boolean } = {},
): Promise<void> {
  const { store, queue, outbox } = app;
  await store.deleteAsset(tx, asset.id);
  await queue.withdrawAsset(tx, asset.id);
  // Sent for a pending image too (a rejection, a replaced or withdrawn upload): consumers drop
  // what they may hold of it, and an id they never saw costs nothing.
  if (IMAGE_KINDS.has(asset.kind)) {
    const kind = PHOTO_KIND[asset.kind as keyof typeof PHOTO_KIND];
    await outbox.append(
      tx,
      photoEvent('profile.photo.removed', { memberId: profile.memberId, photoId: asset.id, kind }),
    );
  }
  if (asset.kind === 'avatar' && options.announce !== false)
    await announceProfileUpdated(app, tx, profile, ['avatar']);
}
