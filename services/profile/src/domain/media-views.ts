import type { MediaView, RevealSubject } from '@mawadda/contracts';
import type { MediaViewRow } from '../store/schema.js';
import { isImageAsset } from './asset-files.js';
import type { MediaViewer } from './media-url.js';
import type { AssetRow } from '../store/schema.js';

/*
 * "Who saw what", the rules alone. A view is a photo or CV page sent to anyone but its owner; the
 * same viewer and file within a short window is one view, since a srcset or a refetch asks again.
 */

export const VIEW_WINDOW_MS = 10 * 60 * 1000;

/** What a fetch of `file` shows, when it counts as a view at all (a video, a PDF original do not). */
export function viewedSubject(asset: Pick<AssetRow, 'kind' | 'widths'>, file: string): RevealSubject | null {
  if (asset.kind === 'cv') return /^cv(-p\d+)?\.webp$/.test(file) ? 'cv' : null;
  if (asset.kind === 'video') return null;
  return isImageAsset(asset) ? 'photos' : null;
}

/** The file's kind for the log: `w640`, `cv-p1`, `cv`. */
export const fileKindOf = (file: string) => file.replace(/\.[a-z]+$/, '');

/** The throttle's key: one viewer, one file (guests are one viewer: they have no id). */
export const viewKey = (viewer: MediaViewer, assetId: string) =>
  `${assetId}:${viewer.kind === 'guest' ? 'guest' : `${viewer.kind}:${viewer.id}`}`;

/**
 * A line of the owner's log. Staff are told as staff: the owner learns that the service looked,
 * not which employee (the id stays in the row for the audit).
 */
export const viewOf = (row: MediaViewRow): MediaView => ({
  viewer: { kind: row.viewerKind, id: row.viewerKind === 'member' ? row.viewerId : null },
  assetId: row.assetId,
  subject: row.subject,
  at: row.viewedAt.toISOString(),
});

/** The log's cursor: the last line's time and id, opaque to the caller. */
export const viewCursor = (row: Pick<MediaViewRow, 'viewedAt' | 'id'>) =>
  Buffer.from(`${row.viewedAt.toISOString()}|${row.id}`).toString('base64url');

export function parseViewCursor(cursor: string): { at: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : { at: date, id };
}
