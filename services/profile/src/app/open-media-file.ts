import { ok, refused, type Outcome, type StoredObject } from '@mawadda/kit';
import { objectKey } from '../domain/asset-files.js';
import { maySeeMedia } from '../domain/media-access.js';
import { mayFetchAsset } from '../domain/moderation.js';
import { sameViewer, type MediaViewer } from '../domain/media-url.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
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

/**
 * A member's file through a signed URL. The URL says for whom and until when; the request must
 * prove to be that person, and that person's right is checked again now (privacy, grants, blocks),
 * so a URL copied elsewhere or kept past an unfollow or a block gets nothing. Every refusal but
 * the expired link looks the same as a missing file, so a URL tells a stranger (or a blocked
 * member) nothing about what exists.
 */
export async function openMediaFile(
  { store, access, signer, objects, moderation }: ProfileApp,
  request: MediaRequest,
): Promise<
  Outcome<
    { object: StoredObject; expiresAt: number },
    RefusalOf<'not_found'> | RefusalOf<'media_link_expired'>
  >
> {
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
  // Grants and blocks as they stand now: an unfollow or a block ends URLs already handed out.
  const standing = await access.standing(viewer, profile.memberId);
  if (!maySeeMedia({ ownerId: profile.memberId, visibility: profile.visibility, viewer, ...standing }))
    return refused(NOT_FOUND);
  // An image awaiting review is its owner's and staff's alone, whoever the URL was made for.
  if (!mayFetchAsset(asset, viewer, moderation)) return refused(NOT_FOUND);
  const object = await objects.get(objectKey(path), request.range ? { range: request.range } : {});
  if (!object) return refused(NOT_FOUND);
  return ok({ object, expiresAt: ticket.expiresAt });
}
