import { GALLERY_MAX_PHOTOS, type UploadKind } from '@mawadda/contracts';
import {
  ProblemError,
  uuidv7,
  type Database,
  type Logger,
  type ObjectStore,
  type Outbox,
} from '@mawadda/kit';
import {
  assetFiles,
  assetPath,
  imageFileName,
  objectKey,
  singleFileName,
  memberFolder,
} from '../domain/asset-files.js';
import { photoEvent } from '../events/profile-events.js';
import { appendProfileUpdated } from '../events/publish-change.js';
import type { ProfileStore } from '../store/profile-store.js';
import type { AssetRow } from '../store/schema.js';
import { processCvImage, processImage } from './image-pipeline.js';
import { sniffUpload } from './sniff.js';

const IMAGE_KINDS = new Set<UploadKind>(['avatar', 'cover', 'photo']);
const PHOTO_KIND = { avatar: 'avatar', cover: 'cover', photo: 'photo' } as const;

/** The bytes to store for one upload: one file per width for images, else the file itself. */
interface Rendition {
  files: { name: string; body: Buffer }[];
  contentType: string;
  width: number | null;
  height: number | null;
  widths: number[];
}

/**
 * Stores and removes a member's files. The bytes are written first and the row second, in a
 * transaction with the event; a failure in between deletes the bytes again, and bytes a failed
 * cleanup leaves behind are unreachable (no row, no URL) until the member's erasure sweeps them.
 */
export class MediaLibrary {
  constructor(
    private readonly deps: {
      database: Database;
      store: ProfileStore;
      objects: ObjectStore;
      outbox: Outbox;
      logger: Logger;
    },
  ) {}

  async upload(memberId: string, kind: UploadKind, upload: Buffer): Promise<AssetRow> {
    const contentType = await sniffUpload(upload, kind);
    const rendition = await this.render(kind, contentType, upload);
    const id = uuidv7();
    const keys = rendition.files.map((f) => objectKey(assetPath({ memberId, id }, f.name)));
    try {
      for (const [i, f] of rendition.files.entries()) {
        await this.deps.objects.put(keys[i]!, f.body, {
          contentType: rendition.contentType,
          size: f.body.length,
        });
      }
      const { asset, replaced } = await this.deps.database.db.transaction(async (tx) => {
        const profile = await this.deps.store.lock(tx, memberId);
        if (!profile) throw new ProblemError(404, 'not_found', 'error.notFound');
        let old: AssetRow | undefined;
        if (kind === 'photo') {
          if ((await this.deps.store.countPhotos(tx, memberId)) >= GALLERY_MAX_PHOTOS) {
            throw new ProblemError(409, 'photo_limit', 'error.photoLimit', {
              field: 'file',
              params: { max: GALLERY_MAX_PHOTOS },
            });
          }
        } else {
          old = (await this.deps.store.assetsOf(memberId, tx)).find((a) => a.kind === kind);
          if (old) await this.deps.store.deleteAsset(tx, old.id);
        }
        const inserted = await this.deps.store.insertAsset(tx, {
          id,
          memberId,
          kind,
          contentType: rendition.contentType,
          size: rendition.files.reduce((n, f) => n + f.body.length, 0),
          width: rendition.width,
          height: rendition.height,
          widths: rendition.widths,
        });
        if (IMAGE_KINDS.has(kind)) {
          const photoKind = PHOTO_KIND[kind as keyof typeof PHOTO_KIND];
          if (old)
            await this.deps.outbox.append(
              tx,
              photoEvent('profile.photo.removed', { memberId, photoId: old.id, kind: photoKind }),
            );
          await this.deps.outbox.append(
            tx,
            photoEvent('profile.photo.added', { memberId, photoId: id, kind: photoKind }),
          );
        }
        // The profile image counts for completeness and shows in search: the snapshot changes.
        if (kind === 'avatar')
          await appendProfileUpdated(tx, this.deps.outbox, this.deps.store, profile, ['avatar']);
        return { asset: inserted, replaced: old };
      });
      this.deps.outbox.notify();
      if (replaced) await this.removeFiles(replaced);
      return asset;
    } catch (err) {
      await Promise.all(keys.map((k) => this.deps.objects.delete(k).catch(() => undefined)));
      throw err;
    }
  }

  /** Removes one asset (an album photo by id, or the single asset of a kind). False when there is none. */
  async remove(
    memberId: string,
    which: { assetId: string } | { kind: Exclude<UploadKind, 'photo'> },
  ): Promise<boolean> {
    const removed = await this.deps.database.db.transaction(async (tx) => {
      const profile = await this.deps.store.lock(tx, memberId);
      if (!profile) return undefined;
      const assets = await this.deps.store.assetsOf(memberId, tx);
      const asset =
        'assetId' in which
          ? assets.find((a) => a.id === which.assetId && a.kind === 'photo')
          : assets.find((a) => a.kind === which.kind);
      if (!asset) return undefined;
      await this.deps.store.deleteAsset(tx, asset.id);
      if (IMAGE_KINDS.has(asset.kind)) {
        const photoKind = PHOTO_KIND[asset.kind as keyof typeof PHOTO_KIND];
        await this.deps.outbox.append(
          tx,
          photoEvent('profile.photo.removed', { memberId, photoId: asset.id, kind: photoKind }),
        );
      }
      if (asset.kind === 'avatar')
        await appendProfileUpdated(tx, this.deps.outbox, this.deps.store, profile, ['avatar']);
      return asset;
    });
    if (!removed) return false;
    this.deps.outbox.notify();
    await this.removeFiles(removed);
    return true;
  }

  /** Every file of the member, for erasure. */
  purgeFiles(memberId: string): Promise<number> {
    return this.deps.objects.deletePrefix(memberFolder(memberId));
  }

  private async removeFiles(asset: AssetRow): Promise<void> {
    for (const path of assetFiles(asset)) {
      await this.deps.objects.delete(objectKey(path)).catch((err: unknown) => {
        this.deps.logger.warn({ err, assetId: asset.id }, 'could not delete a removed file; erasure will');
      });
    }
  }

  private async render(kind: UploadKind, contentType: string, upload: Buffer): Promise<Rendition> {
    const asImage = async (result: Awaited<ReturnType<typeof processImage>>): Promise<Rendition> => ({
      files: result.variants.map((v) => ({ name: imageFileName(v.width), body: v.buffer })),
      contentType: 'image/webp',
      width: result.width,
      height: result.height,
      widths: result.variants.map((v) => v.width),
    });
    if (IMAGE_KINDS.has(kind)) return asImage(await processImage(upload));
    if (contentType.startsWith('image/')) {
      // A CV sent as a photo is re-encoded too, so it carries no metadata either; it stays one
      // file (`cv.webp`), opened whole like a PDF rather than shown in sizes.
      const result = await processCvImage(upload);
      const largest = result.variants.at(-1)!;
      return {
        files: [{ name: singleFileName({ kind, contentType: 'image/webp' }), body: largest.buffer }],
        contentType: 'image/webp',
        width: largest.width,
        height: result.height,
        widths: [],
      };
    }
    return {
      files: [{ name: singleFileName({ kind, contentType }), body: upload }],
      contentType,
      width: null,
      height: null,
      widths: [],
    };
  }
}
