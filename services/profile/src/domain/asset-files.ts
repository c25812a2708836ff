import type { AssetRow } from '../store/schema.js';

/**
 * Where an asset's bytes live. Images are stored once per width (`w640.webp`); a CV or a video is
 * one file named by its kind and type (`cv.pdf`), which is also the name a download gets.
 */
const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export const isImageAsset = (a: Pick<AssetRow, 'kind' | 'widths'>) => a.widths.length > 0;

export const imageFileName = (width: number) => `w${width}.webp`;

export const singleFileName = (a: Pick<AssetRow, 'kind' | 'contentType'>) =>
  `${a.kind}.${EXTENSIONS[a.contentType] ?? 'bin'}`;

/** Path relative to the media root: `<memberId>/<assetId>/<file>`. */
export const assetPath = (a: Pick<AssetRow, 'memberId' | 'id'>, file: string) =>
  `${a.memberId}/${a.id}/${file}`;

/** A PDF CV's page image, `cv-p1.webp` for the first: what viewers see of the CV. */
export const cvPageFileName = (page: number) => `cv-p${page}.webp`;

/** Every stored file of an asset, as relative paths. */
export const assetFiles = (a: AssetRow): string[] =>
  isImageAsset(a)
    ? a.widths.map((w) => assetPath(a, imageFileName(w)))
    : [
        assetPath(a, singleFileName(a)),
        ...Array.from({ length: a.pages }, (_, i) => assetPath(a, cvPageFileName(i + 1))),
      ];

/** The ObjectStore key of a relative media path. */
export const objectKey = (relativePath: string) => `members/${relativePath}`;
export const memberFolder = (memberId: string) => `members/${memberId}`;
