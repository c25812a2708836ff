import type { MediaViewer } from './media-url.js';

/*
 * Every image of a member served to anyone but its owner carries who it was served to and when, so
 * a screenshot passed on names the person who took it. The rules here; the drawing is
 * media/watermark-render.ts.
 */

/** The day a render is for, UTC `yyyy-mm-dd`: renders are cached per viewer and day. */
export const watermarkDay = (now: Date) => now.toISOString().slice(0, 10);

/** Who the mark names: the member's number, `staff` and the first 8 hex digits of the id, or `guest`. */
export function viewerLabel(viewer: MediaViewer, memberNo: number | undefined): string {
  if (viewer.kind === 'guest') return 'guest';
  if (viewer.kind === 'staff') return `staff ${viewer.id.replace(/-/g, '').slice(0, 8)}`;
  return String(memberNo ?? 'member');
}

/** `Mawadda · 10234 · 2026-11-25`: latin letters and digits only, drawn by our own glyphs. */
export const watermarkText = (label: string, day: string) => `Mawadda · ${label} · ${day}`;

/** A viewer's part of a cache key: no id leaves the prefix of the owner, whose folder it is in. */
export const viewerToken = (viewer: MediaViewer) =>
  viewer.kind === 'guest' ? 'g' : `${viewer.kind === 'staff' ? 's' : 'm'}-${viewer.id}`;

/**
 * Where a viewer's render of a file is kept: under its own prefix, never in the asset's folder
 * (the export lists those), and per owner and asset so deleting either deletes the renders.
 */
export const watermarkPrefix = (ownerId: string, assetId?: string) =>
  assetId ? `watermarks/${ownerId}/${assetId}` : `watermarks/${ownerId}`;

export const watermarkKey = (
  ownerId: string,
  assetId: string,
  viewer: MediaViewer,
  day: string,
  file: string,
) => `${watermarkPrefix(ownerId, assetId)}/${viewerToken(viewer)}-${day}-${file}`;

/** The files that get a mark: image renditions and CV pages (not a PDF, sheet or video). */
export const isMarkedFile = (file: string) => file.endsWith('.webp');
