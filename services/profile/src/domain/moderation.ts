import type { UploadKind } from '@mawadda/contracts';
import type { ModerationMode } from '../config.js';
import type { AssetRow, ModerationItemRow } from '../store/schema.js';
import type { MediaViewer } from './media-url.js';

/*
 * Pre-moderation (README: moderation), the rules alone: what a member adds to the face of the
 * profile waits for a moderator before anyone else sees it; `post` shows it at once. CV and video
 * reach accepted followers only, never strangers, so they are not moderated.
 */

/** The upload kinds a moderator reviews, as the queue names them. */
const MODERATED_UPLOADS = new Set<UploadKind>(['avatar', 'cover', 'photo']);
export const isModeratedUpload = (kind: UploadKind): kind is 'avatar' | 'cover' | 'photo' =>
  MODERATED_UPLOADS.has(kind);

/** Whether members other than the owner (and guests, cards, search) may see this file. */
export const shownToOthers = (asset: Pick<AssetRow, 'moderation'>, mode: ModerationMode): boolean =>
  asset.moderation === 'approved' || mode === 'post';

/**
 * Whether this viewer may have this file's bytes, the privacy rule aside: a pending image is its
 * owner's and staff's alone under pre-moderation, whatever URL someone holds.
 */
export const mayFetchAsset = (
  asset: Pick<AssetRow, 'moderation' | 'memberId'>,
  viewer: MediaViewer,
  mode: ModerationMode,
): boolean =>
  shownToOthers(asset, mode) ||
  viewer.kind === 'staff' ||
  (viewer.kind === 'member' && viewer.id === asset.memberId);

/** The files others see: pending images are left out under pre-moderation. */
export const othersSee = (assets: AssetRow[], mode: ModerationMode): AssetRow[] =>
  assets.filter((a) => shownToOthers(a, mode));

/**
 * Which of the member's files a new upload of this kind replaces: under pre-moderation only a
 * pending image of the same single kind (the approved one stays in view until the new one is
 * approved); otherwise every file of that kind, as before moderation.
 */
export function replacedBy(kind: UploadKind, existing: AssetRow[], mode: ModerationMode): AssetRow[] {
  if (kind === 'photo') return [];
  const same = existing.filter((a) => a.kind === kind);
  if (mode === 'pre' && isModeratedUpload(kind)) return same.filter((a) => a.moderation === 'pending');
  return same;
}

/**
 * What approving an image leaves behind: under a single kind, the previously approved file of
 * that kind goes (the one it replaces).
 */
export const supersededBy = (item: AssetRow, existing: AssetRow[]): AssetRow[] =>
  item.kind === 'photo'
    ? []
    : existing.filter((a) => a.kind === item.kind && a.id !== item.id && a.moderation === 'approved');

/** A decision is taken once: the second moderator to act gets a 409. */
export const isDecided = (item: Pick<ModerationItemRow, 'status'>) => item.status !== 'pending';

/**
 * The about-me text after the owner writes `next`: `aboutMe` is what others read, `aboutMePending`
 * what waits for a moderator. Clearing needs no review; writing the approved text again withdraws
 * the proposal.
 */
export function aboutMeAfter(
  current: { aboutMe: string | null; aboutMePending: string | null },
  next: string | null,
  mode: ModerationMode,
):
  | { changed: false }
  | {
      changed: true;
      aboutMe: string | null;
      aboutMePending: string | null;
      queue: { text: string } | 'withdraw';
    } {
  const proposed = current.aboutMePending ?? current.aboutMe;
  if (next === proposed) return { changed: false };
  if (next === null || next === '')
    return { changed: true, aboutMe: null, aboutMePending: null, queue: 'withdraw' };
  if (mode === 'post') return { changed: true, aboutMe: next, aboutMePending: null, queue: { text: next } };
  if (next === current.aboutMe)
    return { changed: true, aboutMe: current.aboutMe, aboutMePending: null, queue: 'withdraw' };
  return { changed: true, aboutMe: current.aboutMe, aboutMePending: next, queue: { text: next } };
}
