import type { Logger, ObjectStore } from '@mawadda/kit';
import { assetFiles, assetPath, memberFolder, objectKey } from '../domain/asset-files.js';
import { watermarkPrefix } from '../domain/watermark.js';
import type { AssetRow } from '../store/schema.js';
import type { Rendition } from './rendition.js';

/**
 * Writes a rendition's files under the asset's folder. On a failure part-way every key is
 * deleted again (best effort), so the caller sees the error with nothing half-written left.
 * Answers the keys, for the caller to delete if the row is not written after all.
 */
export async function putRendition(
  objects: ObjectStore,
  asset: Pick<AssetRow, 'memberId' | 'id'>,
  rendition: Rendition,
): Promise<string[]> {
  const keys = rendition.files.map((f) => objectKey(assetPath(asset, f.name)));
  try {
    for (const [i, f] of rendition.files.entries()) {
      await objects.put(keys[i]!, f.body, {
        contentType: f.contentType ?? rendition.contentType,
        size: f.body.length,
      });
    }
    return keys;
  } catch (err) {
    await deleteKeys(objects, keys);
    throw err;
  }
}

/** Deletes what it can; whatever is left has no row and no URL, and goes with the member's erasure. */
export const deleteKeys = (objects: ObjectStore, keys: readonly string[]) =>
  Promise.all(keys.map((k) => objects.delete(k).catch(() => undefined)));

/** The files of an asset whose row is gone. Never throws: the row's removal is what counted. */
export async function deleteAssetFiles(objects: ObjectStore, logger: Logger, asset: AssetRow): Promise<void> {
  for (const path of assetFiles(asset)) {
    await objects.delete(objectKey(path)).catch((err: unknown) => {
      logger.warn({ err, assetId: asset.id }, 'could not delete a removed file; erasure will');
    });
  }
  // Viewers' watermarked copies go with the file (their URLs already answer 404: no row).
  await objects.deletePrefix(watermarkPrefix(asset.memberId, asset.id)).catch((err: unknown) => {
    logger.warn({ err, assetId: asset.id }, 'could not delete the watermarked copies; erasure will');
  });
}

/**
 * Every file of the member, for erasure, and every watermarked copy of them made for viewers;
 * answers how many went.
 */
export async function deleteMemberFiles(objects: ObjectStore, memberId: string): Promise<number> {
  const files = await objects.deletePrefix(memberFolder(memberId));
  return files + (await objects.deletePrefix(watermarkPrefix(memberId)));
}

/**
 * The copies of others' images made for this member as a viewer (their number is drawn on them):
 * found by listing the watermark folder, which holds at most a day's worth per viewer that is
 * still of use. Erasure is rare; the listing is its cost.
 */
export async function deleteViewerCopies(objects: ObjectStore, viewerId: string): Promise<number> {
  const mine = (await objects.list('watermarks')).filter((k) => k.includes(`/m-${viewerId}-`));
  await Promise.all(mine.map((k) => objects.delete(k)));
  return mine.length;
}
