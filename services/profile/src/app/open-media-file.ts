import { Readable } from 'node:stream';
import type { RevealSubject } from '@mawadda/contracts';
import { ok, refused, type Outcome, type StoredObject } from '@mawadda/kit';
import { objectKey } from '../domain/asset-files.js';
import { maySeeSubject, subjectOf } from '../domain/media-access.js';
import { fileKindOf, viewedSubject } from '../domain/media-views.js';
import { mayFetchAsset } from '../domain/moderation.js';
import { sameViewer, type MediaViewer } from '../domain/media-url.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import {
  isMarkedFile,
  viewerLabel,
  viewerToken,
  watermarkDay,
  watermarkKey,
  watermarkText,
} from '../domain/watermark.js';
import { watermarkImage } from '../media/image-pipeline.js';
import type { ProfileApp } from './context.js';

export interface MediaRequest {
  memberId: string;
  assetId: string;
  file: string;
  /** The URL's query: `v` (for whom), `e` (until when), `s` (signature). */
  query: Record<string, unknown>;
  /** Who the request proves to be (bearer token or media cookie); asked only when the URL names someone. */
  requester: () => Promise<MediaViewer | undefined>;
  range?: { start: number; end?: number };
}

export interface MediaFile {
  object: StoredObject;
  expiresAt: number;
  /** A copy made for this viewer, their mark drawn on it: not to be kept by the browser. */
  marked: boolean;
  /** What to log once it is sent (a photo or CV page seen by someone but its owner). */
  view?: { ownerId: string; viewer: MediaViewer; assetId: string; subject: RevealSubject; fileKind: string };
}

/**
 * The request must prove to be the person the signed URL names, whose right is checked again now,
 * so a copied or stale URL gets nothing. Others get a per-viewer watermarked copy (README: reveal
 * and watermarks), looked up only after every check; a CV's original is its owner's alone.
 */
export async function openMediaFile(
  app: ProfileApp,
  request: MediaRequest,
): Promise<Outcome<MediaFile, RefusalOf<'not_found'> | RefusalOf<'media_link_expired'>>> {
  const { store, access, signer, objects, moderation } = app;
  const path = `${request.memberId}/${request.assetId}/${request.file}`;
  const ticket = signer.verify(path, request.query);
  if (ticket === 'invalid') return refused(NOT_FOUND);
  if (ticket === 'expired') return refused({ refusal: 'media_link_expired' });
  const [profile, asset] = await Promise.all([
    store.find(request.memberId),
    store.asset(request.memberId, request.assetId),
  ]);
  if (!profile || !asset) return refused(NOT_FOUND);
  const { viewer } = ticket;
  // A URL made for a person works only for that person (see http/media-cookie.ts).
  if (viewer.kind !== 'guest' && !sameViewer(await request.requester(), viewer)) return refused(NOT_FOUND);
  // Grants, reveals and blocks as they stand now: an unfollow, a revoke or a block ends URLs
  // already handed out.
  const standing = await access.standing(viewer, profile.memberId);
  const entitled = maySeeSubject({
    ...standing,
    ownerId: profile.memberId,
    visibility: profile.visibility,
    photosHidden: profile.photosHidden,
    cvHidden: profile.cvHidden,
    viewer,
    subject: subjectOf(asset.kind),
  });
  if (!entitled) return refused(NOT_FOUND);
  // An image awaiting review is its owner's and staff's alone, whoever the URL was made for.
  if (!mayFetchAsset(asset, viewer, moderation)) return refused(NOT_FOUND);
  const owner = viewer.kind === 'member' && viewer.id === profile.memberId;
  if (owner || !isMarkedFile(request.file)) {
    // The original of a CV is its owner's: others see its pages (staff included, as members would).
    if (!owner && asset.kind === 'cv') return refused(NOT_FOUND);
    const object = await objects.get(objectKey(path), request.range ? { range: request.range } : {});
    if (!object) return refused(NOT_FOUND);
    return ok({ object, expiresAt: ticket.expiresAt, marked: false });
  }
  const object = await markedCopy(app, viewer, {
    ownerId: profile.memberId,
    assetId: asset.id,
    path,
    file: request.file,
    document: asset.kind === 'cv',
  });
  if (!object) return refused(NOT_FOUND);
  const subject = viewedSubject(asset, request.file);
  return ok({
    object,
    expiresAt: ticket.expiresAt,
    marked: true,
    view: subject
      ? { ownerId: profile.memberId, viewer, assetId: asset.id, subject, fileKind: fileKindOf(request.file) }
      : undefined,
  });
}

/**
 * This viewer's copy of the file for today: from the store when made earlier today, else drawn
 * now (on the image workers, in turn per viewer) and kept. Sent whole: a byte range of an image
 * is of no use to a browser, and the copy's bytes differ from the plain file's anyway.
 */
async function markedCopy(
  app: ProfileApp,
  viewer: MediaViewer,
  f: { ownerId: string; assetId: string; path: string; file: string; document: boolean },
): Promise<StoredObject | undefined> {
  const day = watermarkDay(app.clock());
  const key = watermarkKey(f.ownerId, f.assetId, viewer, day, f.file);
  const cached = await app.objects.get(key);
  if (cached) return cached;
  // The plain file and the viewer's number at once: a new viewer's number is a query.
  const [plain, memberNo] = await Promise.all([
    app.objects.get(objectKey(f.path)),
    memberNumberOf(app, viewer),
  ]);
  if (!plain) return undefined;
  const bytes = await readAll(plain.stream);
  const text = watermarkText(viewerLabel(viewer, memberNo), day);
  // A photo's copy is JPEG whatever its name says, a CV page's WebP (media/watermark-render.ts).
  const { bytes: marked, contentType } = await watermarkImage(bytes, text, viewerToken(viewer), {
    document: f.document,
  });
  await app.objects.put(key, marked, { contentType, size: marked.length }).catch((err: unknown) => {
    // The viewer still gets their copy; the next fetch draws it again.
    app.logger.warn({ err, assetId: f.assetId }, 'could not keep a watermarked copy');
  });
  return { key, contentType, size: marked.length, stream: Readable.from([marked]) };
}

/** The number a member's mark names; read once per process (it never changes). */
async function memberNumberOf(app: ProfileApp, viewer: MediaViewer): Promise<number | undefined> {
  if (viewer.kind !== 'member') return undefined;
  const known = app.memberNumbers.get(viewer.id);
  if (known !== undefined) return known;
  const row = await app.store.find(viewer.id);
  if (row) {
    if (app.memberNumbers.size > 100_000) app.memberNumbers.clear();
    app.memberNumbers.set(viewer.id, row.memberNo);
  }
  return row?.memberNo;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
