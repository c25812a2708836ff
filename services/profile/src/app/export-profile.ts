import type { OwnProfile, Preferences, UploadKind } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { assetFiles, objectKey } from '../domain/asset-files.js';
import { ownView } from '../domain/profile-views.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileApp } from './context.js';

/** One stored file of the member's export, streamed from the ObjectStore as it is written out. */
export interface ExportedFile {
  kind: UploadKind;
  /** `<assetId>/<file>`: unique within the member's files. */
  name: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  bytes: AsyncIterable<Buffer>;
}

export interface ProfileDownload {
  exportedAt: string;
  /** The profile with its private fields; media URLs are left out (they expire, the files do not). */
  profile: Omit<OwnProfile, 'media'>;
  /** What the member is looking for in a spouse, as she set it (empty: every wish "any"). */
  preferences: Preferences;
  /** Every stored file, read one at a time as the caller asks for the next. */
  files: () => AsyncIterable<ExportedFile>;
}

/**
 * Data portability (PDPL, GDPR art. 20): the member's profile and every stored file, images in
 * each stored width. Files are opened one after another as the caller writes them out, so a
 * 50 MB video never sits whole in memory. Account data (email, phone, consents) is auth's export.
 */
export async function exportProfile(
  { store, objects, signer, preferences }: ProfileApp,
  memberId: string,
): Promise<Outcome<ProfileDownload, RefusalOf<'not_found'>>> {
  const row = await store.find(memberId);
  if (!row) return refused(NOT_FOUND);
  const [assets, wishes] = await Promise.all([store.assetsOf(memberId), preferences.of(memberId)]);
  const { media: _media, ...profile } = ownView(row, assets, signer);
  async function* files(): AsyncIterable<ExportedFile> {
    for (const asset of assets) {
      for (const path of assetFiles(asset)) {
        const object = await objects.get(objectKey(path));
        // Bytes a failed upload or cleanup never wrote: the export has what exists.
        if (!object) continue;
        yield {
          kind: asset.kind,
          name: path.split('/').slice(1).join('/'),
          contentType: object.contentType,
          size: object.size,
          uploadedAt: asset.createdAt.toISOString(),
          bytes: object.stream as AsyncIterable<Buffer>,
        };
      }
    }
  }
  return ok({
    exportedAt: new Date().toISOString(),
    profile,
    preferences: wishes?.wishes ?? {},
    files,
  });
}
