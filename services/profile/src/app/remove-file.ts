import type { UploadKind } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { deleteAssetFiles } from '../media/asset-objects.js';
import type { AssetRow } from '../store/schema.js';
import type { ProfileApp } from './context.js';
import { removeAssetRow } from './remove-asset.js';

/**
 * Removes an album photo by id, or every file of a single kind (an approved profile image and
 * the one awaiting review alike: "remove my profile image" leaves none). The rows go first (with
 * their events, app/remove-asset.ts); the bytes after.
 */
export async function removeFile(
  app: ProfileApp,
  memberId: string,
  which: { assetId: string } | { kind: Exclude<UploadKind, 'photo'> },
): Promise<Outcome<void, RefusalOf<'not_found'>>> {
  const { database, outbox, store } = app;
  const removed = await outbox.inTransaction(database.db, async (tx: Db): Promise<AssetRow[]> => {
    const profile = await store.lock(tx, memberId);
    if (!profile) return [];
    const assets = await store.assetsOf(memberId, tx);
    const gone =
      'assetId' in which
        ? assets.filter((a) => a.id === which.assetId && a.kind === 'photo')
        : assets.filter((a) => a.kind === which.kind);
    for (const [i, asset] of gone.entries())
      // The snapshot is announced once, after the last profile image is gone.
      await removeAssetRow(app, tx, profile, asset, { announce: i === gone.length - 1 });
    return gone;
  });
  if (!removed.length) return refused(NOT_FOUND);
  for (const asset of removed) await deleteAssetFiles(app.objects, app.logger, asset);
  return ok(undefined);
}
