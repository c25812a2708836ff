import type { UploadKind } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { photoEvent } from '../events/profile-events.js';
import { deleteAssetFiles } from '../media/asset-objects.js';
import { IMAGE_KINDS } from '../media/rendition.js';
import type { AssetRow } from '../store/schema.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';
import { PHOTO_KIND } from './photo-kind.js';

/**
 * Removes one asset: an album photo by id, or the single asset of a kind. The row goes first (with
 * its events); the bytes after, and bytes a failed delete leaves are unreachable (no row, no URL)
 * until the member's erasure sweeps them.
 */
export async function removeFile(
  app: ProfileApp,
  memberId: string,
  which: { assetId: string } | { kind: Exclude<UploadKind, 'photo'> },
): Promise<Outcome<void, RefusalOf<'not_found'>>> {
  const { database, outbox, store } = app;
  const removed = await outbox.inTransaction(database.db, async (tx: Db) => {
    const profile = await store.lock(tx, memberId);
    if (!profile) return undefined;
    const assets = await store.assetsOf(memberId, tx);
    const asset =
      'assetId' in which
        ? assets.find((a) => a.id === which.assetId && a.kind === 'photo')
        : assets.find((a) => a.kind === which.kind);
    if (!asset) return undefined;
    await store.deleteAsset(tx, asset.id);
    if (IMAGE_KINDS.has(asset.kind)) {
      const kind = PHOTO_KIND[asset.kind as keyof typeof PHOTO_KIND];
      await outbox.append(tx, photoEvent('profile.photo.removed', { memberId, photoId: asset.id, kind }));
    }
    if (asset.kind === 'avatar') await announceProfileUpdated(app, tx, profile, ['avatar']);
    return asset satisfies AssetRow;
  });
  if (!removed) return refused(NOT_FOUND);
  await deleteAssetFiles(app.objects, app.logger, removed);
  return ok(undefined);
}
