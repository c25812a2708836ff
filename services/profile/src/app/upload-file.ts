import { GALLERY_MAX_PHOTOS, type ProfileFile, type ProfileImage, type UploadKind } from '@mawadda/contracts';
import { ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import { mediaFor } from '../domain/profile-views.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { UploadRefused, type UploadRefusal } from '../domain/upload-refusals.js';
import { isModeratedUpload, replacedBy } from '../domain/moderation.js';
import { photoEvent } from '../events/profile-events.js';
import { deleteAssetFiles, deleteKeys, putRendition } from '../media/asset-objects.js';
import { renderUpload, type Rendition } from '../media/rendition.js';
import type { AssetRow } from '../store/schema.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';
import { PHOTO_KIND } from './photo-kind.js';
import { removeAssetRow } from './remove-asset.js';

type UploadFileRefusal = RefusalOf<'not_found' | 'photo_limit' | 'rate_limited'> | UploadRefusal;

/**
 * Adds an album photo or replaces the avatar, cover, CV or video. The upload counts against the
 * hourly budget before a byte is read. Bytes first, then the row with its events; a refusal or
 * failure in between deletes the bytes again.
 */
export async function uploadFile(
  app: ProfileApp,
  memberId: string,
  kind: UploadKind,
  receive: () => Promise<Buffer>,
): Promise<Outcome<ProfileImage | ProfileFile | null, UploadFileRefusal>> {
  const limited = await app.uploadLimiter.spend(memberId);
  if (limited) return refused(limited);
  let rendition: Rendition;
  try {
    rendition = await renderUpload(kind, await receive(), memberId);
  } catch (err) {
    if (err instanceof UploadRefused) return refused(err.refusal);
    throw err;
  }
  const id = uuidv7();
  const keys = await putRendition(app.objects, { memberId, id }, rendition);
  try {
    const stored = await app.outbox.inTransaction(app.database.db, (tx) =>
      storeAsset(app, tx, { id, memberId, kind }, rendition),
    );
    if (!stored.ok) {
      await deleteKeys(app.objects, keys);
      return stored;
    }
    const { asset, replaced } = stored.value;
    for (const old of replaced) await deleteAssetFiles(app.objects, app.logger, old);
    const shown = mediaFor([asset], app.signer, { kind: 'member', id: memberId });
    return ok(kind === 'photo' ? (shown.photos[0] ?? null) : shown[kind]);
  } catch (err) {
    await deleteKeys(app.objects, keys);
    throw err;
  }
}

/**
 * The row and its events, under the profile's lock so one member's uploads queue up (the album
 * count and one-per-kind stay true). An image enters the moderation queue (README: moderation):
 * under pre- moderation it is announced when approved; under post at once.
 */
async function storeAsset(
  app: ProfileApp,
  tx: Db,
  { id, memberId, kind }: { id: string; memberId: string; kind: UploadKind },
  rendition: Rendition,
): Promise<
  Outcome<{ asset: AssetRow; replaced: AssetRow[] }, RefusalOf<'not_found'> | RefusalOf<'photo_limit'>>
> {
  const { store, outbox, queue, moderation } = app;
  const profile = await store.lock(tx, memberId);
  if (!profile) return refused(NOT_FOUND);
  if (kind === 'photo' && (await store.countPhotos(tx, memberId)) >= GALLERY_MAX_PHOTOS)
    return refused({ refusal: 'photo_limit', max: GALLERY_MAX_PHOTOS });
  const replaced = replacedBy(kind, await store.assetsOf(memberId, tx), moderation);
  // The snapshot is announced once below, with the new image in place.
  for (const old of replaced) await removeAssetRow(app, tx, profile, old, { announce: false });
  const moderated = isModeratedUpload(kind);
  const asset = await store.insertAsset(tx, {
    id,
    memberId,
    kind,
    contentType: rendition.contentType,
    // A PDF's page images are ours, not the member's file: its size is the PDF's.
    size: rendition.files.filter((f) => !f.contentType).reduce((n, f) => n + f.body.length, 0),
    width: rendition.width,
    height: rendition.height,
    widths: rendition.widths,
    pages: rendition.pages ?? 0,
    moderation: moderated ? 'pending' : 'approved',
  });
  if (moderated) {
    await queue.submit(tx, { memberId, kind, assetId: id });
    if (moderation === 'post')
      await outbox.append(
        tx,
        photoEvent('profile.photo.added', { memberId, photoId: id, kind: PHOTO_KIND[kind] }),
      );
  }
  // The profile image counts for completeness and shows in search: the snapshot changes, but
  // under pre-moderation only once the image is approved.
  if (kind === 'avatar' && moderation === 'post') await announceProfileUpdated(app, tx, profile, ['avatar']);
  return ok({ asset, replaced });
}
